import { kindOfOnlineControl } from '../field-kinds/control-names';
import type { CascadeLevel } from '../resource/fields';
import type { RuntimeFieldKind, RuntimeFieldSpec, RuntimeResourceSpec } from '../resource/runtime';
import { isPresetName } from '../validation/presets';
import { numberRange } from './number-range';
import { indexColumns } from './design';
import type { CgformDesign, CgformField } from './design';
import { UNIQUE_VALID_TYPE } from './field-checks';
import { LINK_DOWN, linkDownChains } from './link-down';
import { fieldKeyOf } from './names';

/** Columns the kit keeps itself (key, logical delete, tenant): never fields of the served resource. */
const KIT_COLUMNS: readonly string[] = ['id', 'del_flag', 'tenant_id'];
const AUDIT_COLUMNS: readonly string[] = ['create_by', 'create_time', 'update_by', 'update_time'];
const PLAIN_DICT = /^[A-Za-z][\w-]{0,99}$/;
const TEXT_KINDS: readonly RuntimeFieldKind[] = ['text', 'richText'];
const LABEL_MAX = 100;
const NUMERIC: readonly string[] = ['int', 'double', 'BigDecimal'];

/** The kind a field is served with: its control's kind, numbers for numeric columns, text where a kind needs more. */
function kindOf(
  field: CgformField,
): Pick<RuntimeFieldSpec, 'kind' | 'multiline' | 'dictCode' | 'tableDict' | 'look' | 'popup'> {
  const face = kindOfOnlineControl(field.fieldShowType) ?? { kind: 'text' as const };
  const dictCode = field.dictField ?? '';
  const dictKind = face.kind === 'dict' || face.kind === 'multiDict';
  const look = face.look === 'radio' || face.look === 'checkbox' ? { look: face.look } : {};
  // a table dictionary: dict_table's rows, dict_text shown, dict_field stored (compileRuntimeResource checks the names)
  if (dictKind && field.dictTable)
    return {
      kind: face.kind as RuntimeFieldKind,
      tableDict: { table: field.dictTable, text: field.dictText ?? '', code: dictCode },
      ...look,
    };
  if (dictKind && PLAIN_DICT.test(dictCode))
    return { kind: face.kind as RuntimeFieldKind, dictCode, ...look };
  // a decimal of two places is an amount: the money kind shows and checks exactly two
  if (field.dbType === 'BigDecimal' && field.dbPointLength === 2) return { kind: 'money' };
  if (NUMERIC.includes(field.dbType)) return { kind: 'number' };
  if (dictKind) return { kind: 'text' };
  if (face.look === 'popup' && field.dictTable) return { kind: 'text', popup: popupOf(field) };
  return { kind: face.kind as RuntimeFieldKind, ...(face.look === 'multiline' ? { multiline: true } : {}) };
}

/**
 * The cascade level of each column of the design's linked selects (link-down.ts), by column: every level a category
 * field, the top one under its root code, each lower one under the level above it.
 */
function cascadeLevels(design: CgformDesign): Map<string, CascadeLevel> {
  const levels = new Map<string, CascadeLevel>();
  for (const chain of linkDownChains(design.fields)) {
    const keys = chain.columns.map(fieldKeyOf);
    chain.columns.forEach((column, i) =>
      levels.set(column, {
        pcode: chain.pcode,
        ...(i > 0 ? { parent: keys[i - 1] } : {}),
        below: keys.slice(i + 1),
      }),
    );
  }
  return levels;
}

/** Whether `fieldExtendJson` asks for several rows (`{"popupMulti": true}`); anything unreadable asks for one. */
function popupMulti(json: string | null | undefined): boolean {
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { popupMulti?: unknown }).popupMulti === true
    );
  } catch {
    return false;
  }
}

/**
 * An online popup control as the original platform keeps it: dict_table the report's code, dict_field the report's
 * columns and dict_text the form's columns that take them (served as field keys).
 */
function popupOf(field: CgformField): NonNullable<RuntimeFieldSpec['popup']> {
  const names = (list: string | null | undefined) =>
    (list ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
  return {
    code: field.dictTable ?? '',
    orgFields: names(field.dictField).join(','),
    destFields: names(field.dictText).map(fieldKeyOf).join(','),
    ...(popupMulti(field.fieldExtendJson) ? { multiple: true } : {}),
  };
}

/**
 * A field's search: its query mode when it is a query field; a sub table's foreign key is always searched for its
 * exact value, as a list of one main record's rows (the ERP list's tabs) filters by it.
 */
function searchOf(field: CgformField, kind: RuntimeFieldKind, sub: boolean): RuntimeFieldSpec['search'] {
  if (sub && (field.mainTable ?? '').trim() !== '') return 'eq';
  if (field.isQuery !== 1) return false;
  if (field.queryMode === 'group') return 'range';
  return TEXT_KINDS.includes(kind) ? 'like' : 'eq';
}

/**
 * The resource a synced design is served as (core's RuntimeResourceSpec, checked by `compileRuntimeResource`):
 * named after its table, so its rights are `online:<table>:list|add|edit|delete|import|export`; a field per
 * column but the kit's own (id, del_flag, tenant_id) and Blob columns (bytes have no field kind), keyed by the
 * column's camelCase; labels from the comments; kinds from the controls (ONLINE_CONTROL_KINDS), numbers for
 * numeric columns; a column default is what an add stores for a field left out. A table dictionary becomes `tableDict`. What the spec cannot say is left out: a custom regular expression (only presets are served)
 * and the faces of a kind other than a dictionary's radio and checkbox and a text's popup
 * (search, time).
 * @example await ctx.definitions.save(runtimeSpecOf(design), username, now, lang)
 */
export function runtimeSpecOf(design: CgformDesign): RuntimeResourceSpec {
  const columns = new Set(design.fields.map((f) => f.dbFieldName));
  const uniqueColumns = new Set(
    design.indexs
      .filter((i) => i.indexType === 'unique' && indexColumns(i).length === 1)
      .map((i) => indexColumns(i)[0]),
  );
  const fields: Record<string, RuntimeFieldSpec> = {};
  const treeParent = design.head.isTree === 'Y' ? design.head.treeParentIdField : null;
  const ordered = [...design.fields].sort((a, b) => a.orderNum - b.orderNum);
  const cascades = cascadeLevels(design);
  for (const field of ordered) {
    if (KIT_COLUMNS.includes(field.dbFieldName) || field.dbType === 'Blob') continue;
    const cascade = cascades.get(field.dbFieldName);
    // a level of linked selects holds a category id, whatever control the lower levels were given; a top level whose
    // levels a copy view left out is a plain category picker
    const { kind, ...kindOptions } = cascade
      ? { kind: 'category' as const, cascade }
      : field.fieldShowType === LINK_DOWN
        ? { kind: 'category' as const }
        : kindOf(field);
    const validType = field.fieldValidType ?? '';
    const audit = AUDIT_COLUMNS.includes(field.dbFieldName);
    const numeric = NUMERIC.includes(field.dbType);
    const required =
      field.fieldMustInput === 1 ||
      (field.dbIsNull === 0 && !field.dbDefaultVal && !audit) ||
      validType === '*';
    fields[fieldKeyOf(field.dbFieldName)] = {
      kind,
      ...kindOptions,
      label: { zh_CN: (field.dbFieldTxt || field.dbFieldName).slice(0, LABEL_MAX) },
      column: field.dbFieldName,
      required,
      unique: validType === UNIQUE_VALID_TYPE || uniqueColumns.has(field.dbFieldName),
      ...(field.dbType === 'string' && kind !== 'password' ? { max: field.dbLength } : {}),
      ...(isPresetName(validType) ? { pattern: validType } : {}),
      ...(field.dbType === 'int' ? { integer: true } : {}),
      ...numberRange(field),
      ...(field.dbDefaultVal ? { default: numeric ? Number(field.dbDefaultVal) : field.dbDefaultVal } : {}),
      search: searchOf(field, kind, design.head.tableType === 3),
      sort: field.sortFlag === 1,
      list: field.isShowList === 1,
      // a tree's parent is written by every add (添加下级), whether or not the form shows it
      form: field.dbFieldName === treeParent || (field.isShowForm === 1 && field.isReadOnly !== 1),
      detail: true,
    };
  }
  const created = fields[fieldKeyOf('create_time')];
  return {
    name: design.head.tableName,
    table: design.head.tableName,
    title: { zh_CN: (design.head.tableTxt || design.head.tableName).slice(0, LABEL_MAX) },
    fields,
    ...(created?.sort ? { defaultSort: { field: fieldKeyOf('create_time'), order: 'desc' as const } } : {}),
    softDelete: columns.has('del_flag'),
    tenantScoped: columns.has('tenant_id'),
  };
}
