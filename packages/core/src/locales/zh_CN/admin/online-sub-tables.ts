/** Texts of an online main form's sub tables in its tab and inner-table layouts. */
export const onlineSubTables = {
  web: {
    cgformSub: {
      loadFailed: '子表数据加载失败',
      retry: '重试',
      serverCell: '{{text}}',
      noRows: '暂无子表数据',
      rowCount: '共 {{count}} 条',
    },
  },
};
