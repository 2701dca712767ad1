import type { LocaleShape } from '../../shape';
import type { onlineExcel as zh } from '../../zh_CN/admin/online-excel';

/** Texts of a main form's Excel workbook (one sheet per table, linked by the main key) and its import's error report. */
export const onlineExcel: LocaleShape<typeof zh> = {
  server: {
    kit: { excel: { sheet: 'Лист' } },
    cgform: {
      excel: {
        mainKey: 'Ключ основной записи ({{table}})',
        noMainRow: 'На первом листе нет строки с этим ключом основной записи',
        keyRepeated: 'Ключ основной записи повторяет строку {{row}}',
        noHeader: 'На листе «{{sheet}}» нет заголовка с названиями полей',
      },
    },
  },
};
