import { fieldKeyOf, foreignKeyOf } from '@weld/core';
import type { CgformField, DictItem, FieldDenials, ResourceDefinition } from '@weld/core';
import type { StoredDesign } from './design.repo';

/** The design's fields the caller reads: served by the resource (not id, del_flag, tenant_id, Blob) and not hidden. */
export interface SchemaInput {
  design: StoredDesign;
  def: ResourceDefinition;
  denials: FieldDenials;
  /** dictionary items by dictionary code (a table dictionary's `table,text,code` too), for every field that names one */
  dicts: Record<string, DictItem[]>;
}

/** A sub table's schema input: the main's getFormItem serves its fields in `subTables`. */
export interface SubSchemaInput extends SchemaInput {
  /** the foreign key's field key (set by the server, left out of the sub's form) */
  foreignKey: string;
  /** 0 one-to-many, 1 one-to-one */
  relationType: number;
}

interface Shown {
  key: string;
  field: CgformField;
}

const NUMERIC = ['int', 'double', 'BigDecimal'];

/** The served field key of each design field the caller may read, in design order. */
function shown({ design, def, denials }: SchemaInput, keep: (f: CgformField) => boolean): Shown[] {
  const keyOf = new Map(Object.entries(def.fields).map(([key, f]) => [f.column, key]));
  return [...design.fields]
    .sort((a, b) => a.orderNum - b.orderNum)
    .filter((f) => keep(f) && keyOf.has(f.dbFieldName) && !denials.hidden.includes(keyOf.get(f.dbFieldName)!))
    .map((field) => ({ key: keyOf.get(field.dbFieldName)!, field }));
}

/**
 * The dictionary code a field names: a `sys_dict` code, or a table dictionary's `table,text,code`. A popup's three
 * names are a report and its field lists, no dictionary.
 */
export function dictCodeOf(field: CgformField): string | null {
  if (field.fieldShowType === 'popup') return null;
  if (field.dictTable)
    return field.dictText && field.dictField
      ? `${field.dictTable},${field.dictText},${field.dictField}`
      : null;
  return field.dictField || null;
}

function dictOptions(input: SchemaInput, fields: Shown[]) {
  const options: Record<string, { value: string; text: string; label: string }[]> = {};
  for (const { key, field } of fields) {
    const code = dictCodeOf(field);
    if (code && input.dicts[code])
      options[key] = input.dicts[code].map((i) => ({ value: i.value, text: i.text, label: i.text }));
  }
  return options;
}

const treeFields = ({ head }: StoredDesign, keyOf: (column: string | null | undefined) => string) =>
  head.isTree === 'Y'
    ? {
        pidField: keyOf(head.treeParentIdField),
        hasChildrenField: keyOf(head.treeIdField),
        textField: keyOf(head.treeFieldname),
      }
    : { pidField: '', hasChildrenField: '', textField: '' };

/**
 * `getColumns`: the list columns of a design as the caller may read them (ONLINE.md): `dataIndex` is the served
 * field key, the key of the records `getData` answers; `hideColumns` the fields the caller's field rights hide.
 * @example columnsOf({ design, def, denials, dicts }).columns[0].dataIndex // 'title'
 */
export function columnsOf(input: SchemaInput) {
  const { head } = input.design;
  const list = shown(input, (f) => f.isShowList === 1);
  const keyOf = (column: string | null | undefined) =>
    Object.entries(input.def.fields).find(([, f]) => f.column === column)?.[0] ?? '';
  return {
    code: head.id,
    formTemplate: head.formTemplate,
    description: head.tableTxt,
    currentTableName: head.tableName,
    tableType: head.tableType,
    paginationFlag: head.isPage,
    checkboxFlag: head.isCheckbox,
    scrollFlag: 1,
    columns: list.map(({ key, field }) => ({
      title: field.dbFieldTxt || field.dbFieldName,
      dataIndex: key,
      align: 'center',
      sorter: field.sortFlag === 1,
      dbType: field.dbType,
      fieldType: field.fieldShowType,
      fieldExtendJson: field.fieldExtendJson ?? null,
      linkField: null,
      hrefSlotName: field.fieldHref ? `fieldHref_${key}` : null,
      showLength: null,
    })),
    hideColumns: input.denials.hidden,
    dictOptions: dictOptions(input, list),
    cgButtonList: [],
    fieldHrefSlots: list
      .filter(({ field }) => field.fieldHref)
      .map(({ key, field }) => ({ slotName: `fieldHref_${key}`, href: field.fieldHref })),
    foreignKeys: foreignKeysOf(input.design),
    ...treeFields(input.design, keyOf),
    relationType: head.relationType ?? null,
  };
}

/** A sub design's foreign key (its served key, the main table and field it holds); none for other designs. */
function foreignKeysOf(design: StoredDesign) {
  const fk = design.head.tableType === 3 ? foreignKeyOf(design) : null;
  return fk ? [{ field: fieldKeyOf(fk.dbFieldName), mainTable: fk.mainTable, mainField: fk.mainField }] : [];
}

/**
 * `getQueryInfo`: the query fields of a design the caller may read, `mode` single or group (a range: the list
 * takes `<field>_begin` and `<field>_end`).
 * @example queryInfoOf(input)[0] // { label: '标题', field: 'title', view: 'text', mode: 'single', … }
 */
export function queryInfoOf(input: SchemaInput) {
  const query = shown(input, (f) => f.isQuery === 1);
  const options = dictOptions(input, query);
  return query.map(({ key, field }) => ({
    label: field.dbFieldTxt || field.dbFieldName,
    field: key,
    view: field.fieldShowType,
    mode: field.queryMode === 'group' ? 'group' : 'single',
    type: field.dbType,
    dictCode: field.dictField ?? '',
    dictTable: field.dictTable ?? '',
    dictText: field.dictText ?? '',
    fieldExtendJson: field.fieldExtendJson ?? null,
    ...(options[key] ? { options: options[key] } : {}),
  }));
}

/** The JSON schema of a design's form fields as the caller may read them: `properties` by key, `required`. */
function formSchemaOf(input: SchemaInput): { required: string[]; properties: Record<string, unknown> } {
  const form = shown(input, (f) => f.isShowForm === 1);
  const options = dictOptions(input, form);
  const properties: Record<string, unknown> = {};
  form.forEach(({ key, field }, order) => {
    if (!input.def.fields[key]) return;
    properties[key] = {
      title: field.dbFieldTxt || field.dbFieldName,
      view: field.fieldShowType,
      type: NUMERIC.includes(field.dbType) ? (field.dbType === 'int' ? 'integer' : 'number') : 'string',
      order,
      dbType: field.dbType,
      ...(field.dbType === 'string' ? { maxLength: field.dbLength } : {}),
      dictCode: field.dictField ?? '',
      dictTable: field.dictTable ?? '',
      dictText: field.dictText ?? '',
      ...(options[key] ? { options: options[key] } : {}),
      defVal: field.fieldDefaultValue ?? '',
      fieldValidType: field.fieldValidType ?? '',
      fieldExtendJson: field.fieldExtendJson ?? null,
      readOnly: field.isReadOnly === 1 || input.denials.disabled.includes(key),
    };
  });
  const required = form.filter(({ key }) => input.def.fields[key]?.required).map(({ key }) => key);
  return { required, properties };
}

/**
 * `getFormItem`: the form of a design as a JSON schema (`properties` by field key in design order, `required`),
 * read-only flagged where the design or the caller's field rights (可编辑) say so; a main's published sub tables in
 * `subTables` (their fields likewise, the foreign key left out: the server sets it), in the main's order.
 * @example formItemOf(input).schema.properties.title.view // 'text'
 */
export function formItemOf(input: SchemaInput, subs: readonly SubSchemaInput[] = []) {
  const { head } = input.design;
  return {
    head: {
      id: head.id,
      tableName: head.tableName,
      tableTxt: head.tableTxt,
      tableType: head.tableType,
      formTemplate: head.formTemplate,
      themeTemplate: head.themeTemplate,
      isTree: head.isTree,
    },
    schema: { title: head.tableTxt, type: 'object', ...formSchemaOf(input) },
    subTables: subs.map((sub, order) => {
      const schema = formSchemaOf(sub);
      const { [sub.foreignKey]: _fk, ...properties } = schema.properties;
      return {
        key: sub.design.head.tableName,
        describe: sub.design.head.tableTxt,
        relationType: sub.relationType,
        foreignKey: sub.foreignKey,
        order,
        required: schema.required.filter((key) => key !== sub.foreignKey),
        properties,
      };
    }),
  };
}
