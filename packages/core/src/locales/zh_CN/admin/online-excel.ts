/** Texts of a main form's Excel workbook (one sheet per table, linked by the main key) and its import's error report. */
export const onlineExcel = {
  server: {
    kit: { excel: { sheet: '工作表' } },
    cgform: {
      excel: {
        mainKey: '主表主键（{{table}}）',
        noMainRow: '主表主键在第一个工作表中找不到',
        keyRepeated: '主表主键与第 {{row}} 行重复',
        noHeader: '工作表“{{sheet}}”中没有可识别的表头',
      },
    },
  },
};
