/** Texts of an online main form's sub tables in its tab and inner-table layouts. */
export const onlineSubTables = {
  web: {
    cgformSub: {
      loadFailed: 'Не удалось загрузить строки подчинённой таблицы',
      retry: 'Повторить',
      serverCell: '{{text}}',
      noRows: 'Нет строк подчинённой таблицы',
      rowCount: 'Строк: {{count}}',
    },
  },
};
