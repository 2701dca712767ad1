import type { LocaleShape } from '../../shape';
import type { onlineExcel as zh } from '../../zh_CN/admin/online-excel';

/** Texts of a main form's Excel workbook (one sheet per table, linked by the main key) and its import's error report. */
export const onlineExcel: LocaleShape<typeof zh> = {
  server: {
    kit: { excel: { sheet: 'Sheet' } },
    cgform: {
      excel: {
        mainKey: 'Main key ({{table}})',
        noMainRow: 'No row of the first sheet has this main key',
        keyRepeated: 'The main key repeats row {{row}}',
        noHeader: 'Sheet “{{sheet}}” has no header naming its fields',
      },
    },
  },
};
