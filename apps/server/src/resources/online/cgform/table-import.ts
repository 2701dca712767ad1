import { defaultFits, designField, isProductTable } from '@weld/core';
import type { CgformDesign, CgformField, DbType } from '@weld/core';
import type { AppContext } from '../../../context';
import { kitDb } from '../../../kit/table';
import { listTables } from './live-table';
import type { LiveColumn, LiveTable } from './live-table';
import type { Family } from './column-types';

const TYPES: Record<Family, DbType> = {
  string: 'string',
  int: 'int',
  double: 'double',
  decimal: 'BigDecimal',
  text: 'Text',
  blob: 'Blob',
  date: 'Date',
  datetime: 'Datetime',
  time: 'Time',
  // a type with no design type of its own (boolean, json …) is read as a text
  other: 'Text',
};
const CONTROLS: Partial<Record<DbType, string>> = {
  Date: 'date',
  Datetime: 'datetime',
  Time: 'time',
  Text: 'textarea',
  Blob: 'file',
};
const HIDDEN = [
  'id',
  'create_by',
  'create_time',
  'update_by',
  'update_time',
  'sys_org_code',
  'del_flag',
  'tenant_id',
];

/**
 * Tables of the database an admin may import: neither the product's nor already designed.
 * @example const tables = await importableTables(ctx)
 */
export async function importableTables(ctx: AppContext): Promise<string[]> {
  const designed = new Set(
    (await ctx.db.selectFrom('onl_cgform_head').select('table_name').execute()).map((r) => r.table_name),
  );
  return (await listTables(kitDb(ctx), ctx.dialect)).filter((t) => !isProductTable(t) && !designed.has(t));
}

function fieldOf(column: LiveColumn, order: number): CgformField {
  const dbType = TYPES[column.family];
  const hidden = HIDDEN.includes(column.name) ? ({ isShowForm: 0, isShowList: 0 } as const) : {};
  return designField(column.name, column.name, dbType, order, {
    dbLength: column.family === 'string' || column.family === 'decimal' ? (column.length ?? 0) : 0,
    dbPointLength: column.family === 'decimal' ? (column.scale ?? 0) : 0,
    dbIsKey: column.key && column.name === 'id' ? 1 : 0,
    dbIsNull: column.nullable ? 1 : 0,
    dbDefaultVal: column.defaultValue,
    fieldShowType: CONTROLS[dbType] ?? 'text',
    ...hidden,
  });
}

/**
 * A design describing a table as it is: a field per column (type, length, scale, nullability, default), its
 * indexes, the table name as description. A default the design cannot hold (an expression) is left out.
 * @example const design = designFromTable(live)
 */
export function designFromTable(live: LiveTable): CgformDesign {
  const fields = live.columns
    .map(fieldOf)
    .map((f) => (f.dbDefaultVal && !defaultFits(f, f.dbDefaultVal) ? { ...f, dbDefaultVal: null } : f));
  return {
    head: {
      tableName: live.name,
      tableTxt: live.name,
      tableType: 1,
      isCheckbox: 'Y',
      isPage: 'Y',
      isTree: 'N',
      queryMode: 'single',
      formTemplate: '1',
      themeTemplate: 'normal',
    },
    fields,
    indexs: live.indexes.map((index) => ({
      indexName: index.name,
      indexField: index.columns.join(','),
      indexType: index.unique ? 'unique' : 'normal',
    })),
  };
}
