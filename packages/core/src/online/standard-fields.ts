import type { Locale } from '../shell/constants';
import type { CgformField, CgformHead, DbType } from './design';

/** The columns every new design starts with, in order; the kit fills the audit columns itself. */
export const STANDARD_COLUMNS = [
  'id',
  'create_by',
  'create_time',
  'update_by',
  'update_time',
  'sys_org_code',
] as const;

const TEXTS: Record<Locale, Record<(typeof STANDARD_COLUMNS)[number], string>> = {
  zh_CN: {
    id: '主键',
    create_by: '创建人',
    create_time: '创建日期',
    update_by: '更新人',
    update_time: '更新日期',
    sys_org_code: '所属部门',
  },
  en_US: {
    id: 'Key',
    create_by: 'Created by',
    create_time: 'Created at',
    update_by: 'Updated by',
    update_time: 'Updated at',
    sys_org_code: 'Department',
  },
  ru_RU: {
    id: 'Ключ',
    create_by: 'Создал',
    create_time: 'Дата создания',
    update_by: 'Изменил',
    update_time: 'Дата изменения',
    sys_org_code: 'Подразделение',
  },
};

/**
 * A field of a design with the designer's usual settings (shown in list and form, text control, nullable, no
 * query); `overrides` set the rest.
 * @example designField('title', '标题', 'string', 3, { dbLength: 100 })
 */
export function designField(
  dbFieldName: string,
  dbFieldTxt: string,
  dbType: DbType,
  orderNum: number,
  overrides: Partial<CgformField> = {},
): CgformField {
  return {
    dbFieldName,
    dbFieldTxt,
    dbType,
    dbLength: dbType === 'string' ? 32 : 0,
    dbPointLength: 0,
    dbIsKey: 0,
    dbIsNull: 1,
    dbDefaultVal: null,
    fieldShowType: 'text',
    fieldMustInput: 0,
    isQuery: 0,
    queryMode: 'single',
    isShowForm: 1,
    isShowList: 1,
    isReadOnly: 0,
    sortFlag: 0,
    orderNum,
    ...overrides,
  };
}

/**
 * The standard columns a new design starts with (id, create_by, create_time, update_by, update_time,
 * sys_org_code), their comments in the given language; none is shown in the form, as the kit writes them.
 * @example const design = { head, fields: standardFields('zh_CN'), indexs: [] }
 */
export function standardFields(lang: Locale = 'zh_CN'): CgformField[] {
  const text = TEXTS[lang];
  const hidden = { isShowForm: 0, isShowList: 0 } as const;
  return [
    designField('id', text.id, 'string', 0, { dbLength: 36, dbIsKey: 1, dbIsNull: 0, ...hidden }),
    designField('create_by', text.create_by, 'string', 1, { dbLength: 50, ...hidden }),
    designField('create_time', text.create_time, 'Datetime', 2, {
      fieldShowType: 'datetime',
      isShowForm: 0,
      sortFlag: 1,
    }),
    designField('update_by', text.update_by, 'string', 3, { dbLength: 50, ...hidden }),
    designField('update_time', text.update_time, 'Datetime', 4, { fieldShowType: 'datetime', ...hidden }),
    designField('sys_org_code', text.sys_org_code, 'string', 5, { dbLength: 64, ...hidden }),
  ];
}

/**
 * A new form's head: a single table, one column per row, paged, with checkboxes, default theme; the designer, the
 * tests and the bench start from it.
 * @example const design = { head: newHead('ext_orders', '订单'), fields: standardFields(), indexs: [] }
 */
export function newHead(tableName = '', tableTxt = ''): CgformHead {
  return {
    tableName,
    tableTxt,
    tableType: 1,
    isCheckbox: 'Y',
    isPage: 'Y',
    isTree: 'N',
    queryMode: 'single',
    formTemplate: '1',
    themeTemplate: 'normal',
    treeParentIdField: null,
    treeIdField: null,
    treeFieldname: null,
  };
}
