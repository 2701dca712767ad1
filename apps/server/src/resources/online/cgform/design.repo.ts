import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CgformDesign, CgformField, CgformHead, CgformIndex, Flag, YesNo } from '@weld/core';
import type { Database } from '../../../db/schema';
import type { OnlCgformFieldTable, OnlCgformHeadTable, OnlCgformIndexTable } from '../../../db/schema-online';
import { newId } from '../../../db/ids';

type Db = Kysely<Database> | Transaction<Database>;
type HeadRow = Selectable<OnlCgformHeadTable>;
type FieldRow = Selectable<OnlCgformFieldTable>;
type IndexRow = Selectable<OnlCgformIndexTable>;

/** A design as stored: the head with its id, version and sync state, fields and indexes with their ids. */
export interface StoredDesign extends CgformDesign {
  head: CgformHead & { id: string; tableVersion: number; isDbSynch: YesNo; copyType: number };
  fields: (CgformField & { id: string })[];
  indexs: (CgformIndex & { id: string })[];
}

const flag = (v: number): Flag => (Number(v) === 1 ? 1 : 0);

export function headOf(r: HeadRow): StoredDesign['head'] {
  return {
    id: r.id,
    tableName: r.table_name,
    tableTxt: r.table_txt,
    tableVersion: Number(r.table_version),
    tableType: Number(r.table_type) as CgformHead['tableType'],
    isDbSynch: r.is_db_synch === 'Y' ? 'Y' : 'N',
    isCheckbox: r.is_checkbox as YesNo,
    isPage: r.is_page as YesNo,
    isTree: r.is_tree as YesNo,
    queryMode: r.query_mode as CgformHead['queryMode'],
    idType: r.id_type,
    relationType: r.relation_type === null ? null : Number(r.relation_type),
    subTableStr: r.sub_table_str,
    tabOrderNum: r.tab_order_num === null ? null : Number(r.tab_order_num),
    treeParentIdField: r.tree_parent_id_field,
    treeIdField: r.tree_id_field,
    treeFieldname: r.tree_fieldname,
    formTemplate: r.form_template,
    themeTemplate: r.theme_template,
    copyType: Number(r.copy_type),
    physicId: r.physic_id,
    copyDropped: r.copy_dropped,
    extConfigJson: r.ext_config_json,
    createBy: r.create_by,
    createTime: r.create_time,
    updateBy: r.update_by,
    updateTime: r.update_time,
  };
}

export function fieldOf(r: FieldRow): CgformField & { id: string } {
  return {
    id: r.id,
    cgformHeadId: r.cgform_head_id,
    dbFieldName: r.db_field_name,
    dbFieldNameOld: r.db_field_name_old,
    dbFieldTxt: r.db_field_txt ?? '',
    dbIsKey: flag(r.db_is_key),
    dbIsNull: flag(r.db_is_null),
    dbType: r.db_type as CgformField['dbType'],
    dbLength: Number(r.db_length),
    dbPointLength: Number(r.db_point_length),
    dbDefaultVal: r.db_default_val,
    dictField: r.dict_field,
    dictTable: r.dict_table,
    dictText: r.dict_text,
    fieldShowType: r.field_show_type,
    fieldValidType: r.field_valid_type,
    fieldMustInput: flag(r.field_must_input),
    fieldExtendJson: r.field_extend_json,
    fieldDefaultValue: r.field_default_value,
    fieldHref: r.field_href,
    isQuery: flag(r.is_query),
    queryMode: r.query_mode as CgformField['queryMode'],
    queryDefVal: r.query_def_val,
    isShowForm: flag(r.is_show_form),
    isShowList: flag(r.is_show_list),
    isReadOnly: flag(r.is_read_only),
    sortFlag: flag(r.sort_flag),
    mainTable: r.main_table,
    mainField: r.main_field,
    orderNum: Number(r.order_num),
  };
}

export function indexOf(r: IndexRow): CgformIndex & { id: string } {
  return {
    id: r.id,
    cgformHeadId: r.cgform_head_id,
    indexName: r.index_name,
    indexField: r.index_field,
    indexType: r.index_type === 'unique' ? 'unique' : 'normal',
  };
}

export async function fieldsOf(db: Db, headId: string) {
  const rows = await db
    .selectFrom('onl_cgform_field')
    .selectAll()
    .where('cgform_head_id', '=', headId)
    .orderBy('order_num')
    .orderBy('id')
    .execute();
  return rows.map(fieldOf);
}

export async function indexesOf(db: Db, headId: string) {
  const rows = await db
    .selectFrom('onl_cgform_index')
    .selectAll()
    .where('cgform_head_id', '=', headId)
    .orderBy('index_name')
    .execute();
  return rows.map(indexOf);
}

/** The stored design of a head id, or null. */
export async function loadDesign(db: Db, headId: string): Promise<StoredDesign | null> {
  const head = await db.selectFrom('onl_cgform_head').selectAll().where('id', '=', headId).executeTakeFirst();
  if (!head) return null;
  return { head: headOf(head), fields: await fieldsOf(db, headId), indexs: await indexesOf(db, headId) };
}

/** The head row of a design's head (everything but id, version, sync state and audit columns). */
export function headColumns(head: CgformHead) {
  return {
    table_name: head.tableName,
    table_txt: head.tableTxt,
    table_type: head.tableType,
    is_checkbox: head.isCheckbox,
    is_page: head.isPage,
    is_tree: head.isTree,
    query_mode: head.queryMode,
    id_type: head.idType || null,
    relation_type: head.relationType ?? null,
    sub_table_str: head.subTableStr || null,
    tab_order_num: head.tabOrderNum ?? null,
    tree_parent_id_field: head.treeParentIdField || null,
    tree_id_field: head.treeIdField || null,
    tree_fieldname: head.treeFieldname || null,
    form_template: head.formTemplate,
    theme_template: head.themeTemplate,
    ext_config_json: head.extConfigJson || null,
  };
}

/** The stored columns of a field (everything but id, head and audit columns); empty texts are stored as NULL. */
export function fieldColumns(f: CgformField) {
  return {
    db_field_name: f.dbFieldName,
    db_field_name_old: f.dbFieldNameOld || null,
    db_field_txt: f.dbFieldTxt,
    db_type: f.dbType,
    db_length: f.dbLength,
    db_point_length: f.dbPointLength,
    db_default_val: f.dbDefaultVal || null,
    dict_field: f.dictField || null,
    dict_table: f.dictTable || null,
    dict_text: f.dictText || null,
    field_show_type: f.fieldShowType,
    field_valid_type: f.fieldValidType || null,
    field_extend_json: f.fieldExtendJson || null,
    field_default_value: f.fieldDefaultValue || null,
    field_href: f.fieldHref || null,
    query_mode: f.queryMode,
    query_def_val: f.queryDefVal || null,
    main_table: f.mainTable || null,
    main_field: f.mainField || null,
    db_is_key: f.dbIsKey,
    db_is_null: f.dbIsNull,
    field_must_input: f.fieldMustInput,
    is_query: f.isQuery,
    is_show_form: f.isShowForm,
    is_show_list: f.isShowList,
    is_read_only: f.isReadOnly,
    sort_flag: f.sortFlag,
    order_num: f.orderNum,
  };
}

/** The stored columns of an index. */
export const indexRow = (i: CgformIndex) => ({
  index_name: i.indexName,
  index_field: i.indexField,
  index_type: i.indexType,
});

/** Writes a design's fields and indexes under its head: those stored before are replaced (their ids kept). */
export async function writeParts(
  tx: Transaction<Database>,
  headId: string,
  design: Pick<CgformDesign, 'fields' | 'indexs'>,
  audit: { by: string; now: string },
): Promise<void> {
  await tx.deleteFrom('onl_cgform_field').where('cgform_head_id', '=', headId).execute();
  await tx.deleteFrom('onl_cgform_index').where('cgform_head_id', '=', headId).execute();
  const stamp = { create_by: audit.by, create_time: audit.now, update_by: null, update_time: null };
  for (const f of design.fields)
    await tx
      .insertInto('onl_cgform_field')
      .values({ id: f.id ?? newId(), cgform_head_id: headId, ...fieldColumns(f), ...stamp })
      .execute();
  for (const i of design.indexs)
    await tx
      .insertInto('onl_cgform_index')
      .values({
        id: i.id ?? newId(),
        cgform_head_id: headId,
        ...indexRow(i),
        ...stamp,
      })
      .execute();
}

/** The original designs (copies aside) of these table names. */
export async function storedByNames(db: Db, names: readonly string[]): Promise<StoredDesign[]> {
  if (names.length === 0) return [];
  const heads = await db
    .selectFrom('onl_cgform_head')
    .select('id')
    .where('table_name', 'in', [...names])
    .where('copy_type', '=', 0)
    .execute();
  const designs: StoredDesign[] = [];
  for (const h of heads) {
    const design = await loadDesign(db, h.id);
    if (design) designs.push(design);
  }
  return designs;
}
