/**
 * An online form design as it travels (ONLINE.md): `{head, fields, indexs}` in the camelCase of the
 * `onl_cgform_*` columns, with the original platform's flag values, Y/N for the head's switches and 1/0 for the
 * fields' (`dbIsKey`, `dbIsNull`, `isQuery`, `isShowForm`, `isShowList`, `isReadOnly`, `fieldMustInput`, `sortFlag`).
 */

/** Column types a design may give (`db_type`). */
export const DB_TYPES = [
  'string',
  'int',
  'double',
  'BigDecimal',
  'Date',
  'Datetime',
  'Time',
  'Text',
  'Blob',
] as const;
export type DbType = (typeof DB_TYPES)[number];

export type YesNo = 'Y' | 'N';
export type Flag = 0 | 1;

/** 1 single table, 2 main table, 3 sub table. */
export const TABLE_TYPES = [1, 2, 3] as const;
export type TableType = (typeof TABLE_TYPES)[number];
export const THEME_TEMPLATES = ['normal', 'erp', 'innerTable', 'tab'] as const;
export const FORM_TEMPLATES = ['1', '2', '3', '4'] as const;
export const QUERY_MODES = ['single', 'group'] as const;
export type QueryMode = (typeof QUERY_MODES)[number];
export const INDEX_TYPES = ['normal', 'unique'] as const;
export type IndexType = (typeof INDEX_TYPES)[number];
/** How a sync brings the table in line: `normal` alters and keeps data, `force` drops and creates. */
export const SYNC_METHODS = ['normal', 'force'] as const;
export type SyncMethod = (typeof SYNC_METHODS)[number];

export interface CgformHead {
  id?: string;
  tableName: string;
  tableTxt: string;
  tableVersion?: number;
  tableType: TableType;
  isDbSynch?: YesNo;
  isCheckbox: YesNo;
  isPage: YesNo;
  isTree: YesNo;
  queryMode: QueryMode;
  idType?: string | null;
  relationType?: number | null;
  subTableStr?: string | null;
  tabOrderNum?: number | null;
  treeParentIdField?: string | null;
  treeIdField?: string | null;
  treeFieldname?: string | null;
  formTemplate: string;
  themeTemplate: string;
  copyType?: number;
  physicId?: string | null;
  /** a copy view: the fields its original's last sync dropped from it (comma list), until the copy is saved */
  copyDropped?: string | null;
  extConfigJson?: string | null;
  createBy?: string | null;
  createTime?: string | null;
  updateBy?: string | null;
  updateTime?: string | null;
}

export interface CgformField {
  id?: string;
  cgformHeadId?: string;
  dbFieldName: string;
  /** the column's name at the last sync while the field is renamed (the server keeps it) */
  dbFieldNameOld?: string | null;
  dbFieldTxt: string;
  dbIsKey: Flag;
  dbIsNull: Flag;
  dbType: DbType;
  dbLength: number;
  dbPointLength: number;
  dbDefaultVal?: string | null;
  dictField?: string | null;
  dictTable?: string | null;
  dictText?: string | null;
  fieldShowType: string;
  fieldValidType?: string | null;
  fieldMustInput: Flag;
  fieldExtendJson?: string | null;
  fieldDefaultValue?: string | null;
  fieldHref?: string | null;
  isQuery: Flag;
  queryMode: QueryMode;
  queryDefVal?: string | null;
  isShowForm: Flag;
  isShowList: Flag;
  isReadOnly: Flag;
  sortFlag: Flag;
  mainTable?: string | null;
  mainField?: string | null;
  orderNum: number;
}

export interface CgformIndex {
  id?: string;
  cgformHeadId?: string;
  indexName: string;
  /** comma list of column names */
  indexField: string;
  indexType: IndexType;
}

/** What addAll and editAll take and the design export answers. */
export interface CgformDesign {
  head: CgformHead;
  fields: CgformField[];
  indexs: CgformIndex[];
}

/** `'a, b'` → `['a', 'b']`: the columns of an index. */
export function indexColumns(index: Pick<CgformIndex, 'indexField'>): string[] {
  return String(index.indexField ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
}
