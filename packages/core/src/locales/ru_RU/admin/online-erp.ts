/** Texts of an online form's ERP list: the main list with its sub tables as tabs below. */
export const onlineErp = {
  web: {
    cgform: {
      erp: {
        chooseMain: 'Сначала выберите запись главной таблицы в списке выше',
        failed: 'Не удалось загрузить подчинённую таблицу',
        oneRow: 'Подчинённая таблица один к одному: одна строка на запись главной таблицы',
      },
    },
  },
};
