/** Texts of an online form's ERP list: the main list with its sub tables as tabs below. */
export const onlineErp = {
  web: {
    cgform: {
      erp: {
        chooseMain: '请先在上方列表中选择一条主表记录',
        failed: '附表加载失败',
        oneRow: '一对一附表：每条主表记录只有一行',
      },
    },
  },
};
