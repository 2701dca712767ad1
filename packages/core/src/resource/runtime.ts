import type { CascadeLevel, ChoiceLook, SearchMode, FieldKind, FieldSpec, PopupField } from './fields';
import { checkPopupConfig } from '../grid/popup';
import {
  categoryPicker,
  date,
  datetime,
  departPicker,
  dict,
  file,
  image,
  money,
  multiDict,
  number,
  password,
  positionPicker,
  richText,
  switchYN,
  text,
  userPicker,
} from './fields';
import { defineResource } from './define';
import { cascadeLinkProblems, cascadeShapeProblems } from './runtime-cascade';
import type { ResourceDefinition, SortOrder } from './define';
import type { LabelSet } from './labels';
import { isPresetName } from '../validation/presets';
import type { PresetName } from '../validation/presets';
import { LOCALES } from '../shell/constants';

/** Where the dispatch routes of resources defined at run time answer: `<path>/<name>/list` … */
export const RUNTIME_RESOURCE_PATH = '/online/data';
/** Rights of a resource defined at run time: `online:<name>:list|add|edit|delete|import|export`. */
export const RUNTIME_PERMISSION_PREFIX = 'online';

/** A field as an admin defines it: plain JSON, stored and checked by `compileRuntimeResource`. */
export interface RuntimeFieldSpec {
  kind: RuntimeFieldKind;
  label: LabelSet;
  column?: string;
  required?: boolean;
  unique?: boolean;
  min?: number;
  max?: number;
  /** a validation preset's name (`presetOptions()` lists them) */
  pattern?: PresetName;
  search?: SearchMode;
  sort?: boolean;
  list?: boolean;
  form?: boolean;
  detail?: boolean;
  multiline?: boolean;
  integer?: boolean;
  /** the dictionary of `dict` and `multiDict` fields */
  dictCode?: string;
  /** a table dictionary of `dict` and `multiDict` fields (a whitelisted table's rows), in place of `dictCode` */
  tableDict?: RuntimeTableDict;
  /** a dictionary's face in forms: `radio` for dict, `checkbox` for multiDict */
  look?: ChoiceLook;
  /** a text filled by a popup report: destFields are keys of this resource's fields */
  popup?: PopupField;
  /** the value an add stores when the body leaves the field out (an online form's column default) */
  default?: string | number;
  /** a level of linked selects over the category tree (a `category` field; parent and below name its other levels) */
  cascade?: CascadeLevel;
}

/** A table dictionary: the table, its text column and its value column (the server reads it through the whitelist). */
export interface RuntimeTableDict {
  table: string;
  text: string;
  code: string;
}

/** A resource as an admin defines it (a published online form): the stored JSON of `sys_runtime_resource`. */
export interface RuntimeResourceSpec {
  /** camelCase or an online form's table name, unique among all resources; the dispatch path and the rights are derived from it */
  name: string;
  table: string;
  title: LabelSet;
  fields: Record<string, RuntimeFieldSpec>;
  defaultSort?: { field: string; order: SortOrder };
  softDelete?: boolean;
  tenantScoped?: boolean;
}

type Builder = (spec: RuntimeFieldSpec) => FieldSpec;

/**
 * The kinds a field defined at run time may have, each made by the builder code-defined fields use. Plain
 * functions, nothing called at load: bundles that import core without this file's exports leave it out.
 */
const BUILDERS = {
  text: (s) => text(optionsOf(s)),
  number: (s) => number(optionsOf(s)),
  money: (s) => money(optionsOf(s)),
  date: (s) => date(optionsOf(s)),
  datetime: (s) => datetime(optionsOf(s)),
  dict: (s) => withTableDict(dict(dictCodeOf(s), optionsOf(s)), s),
  multiDict: (s) => withTableDict(multiDict(dictCodeOf(s), optionsOf(s)), s),
  switchYN: (s) => switchYN(optionsOf(s)),
  password: (s) => password(optionsOf(s)),
  richText: (s) => richText(optionsOf(s)),
  image: (s) => image(optionsOf(s)),
  file: (s) => file(optionsOf(s)),
  user: (s) => userPicker(optionsOf(s)),
  depart: (s) => departPicker(optionsOf(s)),
  position: (s) => positionPicker(optionsOf(s)),
  category: (s) => categoryPicker(optionsOf(s)),
} satisfies Partial<Record<FieldKind, Builder>>;
export type RuntimeFieldKind = keyof typeof BUILDERS;

/** A table dictionary's code as the dictionary endpoints take it: `table,text,code`. */
const dictCodeOf = (s: RuntimeFieldSpec) =>
  s.tableDict ? `${s.tableDict.table},${s.tableDict.text},${s.tableDict.code}` : (s.dictCode ?? '');

/** A table dictionary's texts come from its table, as a picker's do: the kit's lookup reads them with the page. */
function withTableDict(made: FieldSpec, s: RuntimeFieldSpec): FieldSpec {
  const t = s.tableDict;
  return t ? { ...made, lookup: { table: t.table, key: t.code, text: t.text } } : made;
}

function optionsOf(spec: RuntimeFieldSpec) {
  const { kind: _kind, dictCode: _dictCode, tableDict: _tableDict, default: fallback, ...options } = spec;
  // the builder of the field's kind takes its own value type; a design's checked default is one
  return fallback === undefined ? options : { ...options, default: fallback as never };
}

/** The one other face each dictionary kind has in forms. */
const LOOKS: Partial<Record<RuntimeFieldKind, ChoiceLook>> = { dict: 'radio', multiDict: 'checkbox' };

/** Table and column names: lower-case letters, digits and underscores, as every dialect reads them unquoted. */
const IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;
const KEY = /^[a-z][a-zA-Z0-9]{0,62}$/;
/** A resource's name: a key, or a table name (an online form is served under its table's name). */
const NAME = /^[a-z][a-zA-Z0-9_]{0,62}$/;
const DICT_CODE = /^[A-Za-z][\w-]{0,99}$/;
/** Product tables: a resource defined at run time never names one (it would read or overwrite product data). */
const PRODUCT_TABLE = /^(sys|onl|weld|qrtz|act|jeecg|kysely)_/;
/** Columns the kit keeps itself and never serves as fields. */
const KIT_COLUMNS: readonly string[] = ['id', 'del_flag', 'tenant_id'];
/** Audit columns the kit writes: a field over one is shown, sorted and searched, never written by a form. */
const AUDIT_COLUMNS: readonly string[] = ['create_by', 'create_time', 'update_by', 'update_time'];
/** Words one of the three dialects reserves; a name that is one would need quoting somewhere. */
const RESERVED =
  /^(add|all|alter|and|any|as|asc|between|by|case|cast|check|column|constraint|create|cross|current_date|current_time|current_timestamp|current_user|database|default|delete|desc|distinct|drop|else|end|exists|false|fetch|for|foreign|from|full|grant|group|having|in|index|inner|insert|intersect|interval|into|is|join|key|left|like|limit|lock|natural|not|null|offset|on|or|order|outer|primary|procedure|range|references|rename|replace|revoke|right|row|rows|schema|select|session_user|set|show|table|then|to|trigger|true|union|unique|update|user|using|values|view|when|where|with)$/;

/** Why a runtime definition cannot be served: a locale key of `server.runtime.*` (without `server.`) and its parameters. */
export interface RuntimeProblem {
  key: string;
  params: Record<string, string>;
}

function identifierProblem(name: string, what: 'table' | 'column'): RuntimeProblem | null {
  if (!IDENTIFIER.test(name)) return { key: 'runtime.badIdentifier', params: { what, name } };
  if (RESERVED.test(name)) return { key: 'runtime.reservedWord', params: { what, name } };
  if (what === 'table' && PRODUCT_TABLE.test(name)) return { key: 'runtime.productTable', params: { name } };
  return null;
}

/** Columns a table dictionary never reads, whatever the whitelist says. */
const SECRET_COLUMN = /password|passwd|salt|secret|token/i;

/**
 * A table dictionary names a table and two columns an admin typed: identifiers only, never a secret column. It
 * may name a product table (sys_user is the usual one): it only reads, and only what the whitelist opens.
 */
function tableDictProblems(key: string, dict: RuntimeTableDict, dictKind: boolean): RuntimeProblem[] {
  const names = typeof dict === 'object' && dict !== null ? [dict.table, dict.text, dict.code] : [];
  const ok =
    dictKind &&
    names.length === 3 &&
    names.every((n) => typeof n === 'string' && IDENTIFIER.test(n) && !RESERVED.test(n)) &&
    !SECRET_COLUMN.test(dict.text) &&
    !SECRET_COLUMN.test(dict.code);
  return ok ? [] : [{ key: 'runtime.badTableDict', params: { name: key } }];
}

/** A report code, as the report designer allows it. */
const REPORT_CODE = /^[A-Za-z]\w{0,99}$/;
const NAME_LIST = /^[A-Za-z_]\w{0,63}(,[A-Za-z_]\w{0,63})*$/;

/** A popup: on a text field, a report code, and two name lists of the same length (the targets checked later). */
function popupProblems(key: string, field: RuntimeFieldSpec): RuntimeProblem[] {
  const p = field.popup;
  const ok =
    field.kind === 'text' &&
    typeof p === 'object' &&
    p !== null &&
    typeof p.code === 'string' &&
    REPORT_CODE.test(p.code) &&
    [p.orgFields, p.destFields].every((list) => typeof list === 'string' && NAME_LIST.test(list)) &&
    checkPopupConfig({ popupCode: p.code, orgFields: p.orgFields, destFields: p.destFields }) === null &&
    (p.multiple === undefined || typeof p.multiple === 'boolean');
  return ok ? [] : [{ key: 'runtime.badPopup', params: { name: key } }];
}

function labelProblem(labels: unknown, name: string): RuntimeProblem | null {
  const ok =
    typeof labels === 'object' &&
    labels !== null &&
    Object.entries(labels).every(
      ([lang, text]) =>
        (LOCALES as readonly string[]).includes(lang) && typeof text === 'string' && text.length <= 100,
    ) &&
    Object.values(labels).some((text) => typeof text === 'string' && text.trim() !== '');
  return ok ? null : { key: 'runtime.badLabel', params: { name } };
}

function fieldProblems(key: string, field: RuntimeFieldSpec): RuntimeProblem[] {
  const problems: RuntimeProblem[] = [];
  if (!KEY.test(key)) problems.push({ key: 'runtime.badKey', params: { name: key } });
  if (!Object.hasOwn(BUILDERS, field.kind))
    problems.push({ key: 'runtime.badKind', params: { name: key, kind: String(field.kind) } });
  const label = labelProblem(field.label, key);
  if (label) problems.push(label);
  if (field.column !== undefined) {
    const column = identifierProblem(field.column, 'column');
    if (column) problems.push(column);
  }
  const dictKind = field.kind === 'dict' || field.kind === 'multiDict';
  if (field.tableDict !== undefined) problems.push(...tableDictProblems(key, field.tableDict, dictKind));
  else if (dictKind && !DICT_CODE.test(field.dictCode ?? ''))
    problems.push({ key: 'runtime.badDict', params: { name: key } });
  if (field.look !== undefined && LOOKS[field.kind] !== field.look)
    problems.push({
      key: 'runtime.badKind',
      params: { name: key, kind: `${field.kind}/${String(field.look)}` },
    });
  if (field.popup !== undefined) problems.push(...popupProblems(key, field));
  if (field.cascade !== undefined) problems.push(...cascadeShapeProblems(key, field));
  if (field.pattern !== undefined && !isPresetName(field.pattern))
    problems.push({ key: 'runtime.badPattern', params: { name: key } });
  if (field.search !== undefined && !['eq', 'like', 'range', false].includes(field.search))
    problems.push({ key: 'runtime.badSearch', params: { name: key } });
  for (const bound of [field.min, field.max])
    if (bound !== undefined && !Number.isFinite(bound))
      problems.push({ key: 'runtime.badBound', params: { name: key } });
  return problems;
}

/**
 * Checks a stored runtime definition and makes it a resource definition the kit serves like a code-defined one,
 * at `RUNTIME_RESOURCE_PATH/<name>` under the rights `online:<name>:*`. Names come from an admin: the table and
 * every column are checked against identifier rules, reserved words and the product's own tables; only
 * the kinds and validation presets the product knows are taken.
 * @example const compiled = compileRuntimeResource(stored); if ('problems' in compiled) refuse(compiled.problems)
 */
export function compileRuntimeResource(
  spec: RuntimeResourceSpec,
): ResourceDefinition | { problems: RuntimeProblem[] } {
  const problems: RuntimeProblem[] = [];
  if (typeof spec.name !== 'string' || !NAME.test(spec.name))
    problems.push({ key: 'runtime.badName', params: { name: String(spec.name) } });
  const table =
    typeof spec.table === 'string'
      ? identifierProblem(spec.table, 'table')
      : { key: 'runtime.badIdentifier', params: { what: 'table', name: '' } };
  if (table) problems.push(table);
  const title = labelProblem(spec.title, spec.name);
  if (title) problems.push(title);
  const entries = typeof spec.fields === 'object' && spec.fields !== null ? Object.entries(spec.fields) : [];
  if (entries.length === 0) problems.push({ key: 'runtime.noFields', params: {} });
  const fields: Record<string, FieldSpec> = {};
  const columns = new Set<string>();
  for (const [key, field] of entries) {
    const own = fieldProblems(key, field);
    problems.push(...own);
    if (own.length > 0) continue;
    const made = BUILDERS[field.kind](field);
    const column = made.column ?? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const clash =
      KIT_COLUMNS.includes(column) || columns.has(column)
        ? { key: 'runtime.columnTaken', params: { name: column } }
        : identifierProblem(column, 'column');
    if (clash) problems.push(clash);
    columns.add(column);
    fields[key] = { ...made, column, ...(AUDIT_COLUMNS.includes(column) ? { form: false } : {}) };
  }
  // a popup writes only into fields of its own form
  for (const [key, field] of entries.filter(([, f]) => f.popup && typeof f.popup.destFields === 'string'))
    if (field.popup!.destFields.split(',').some((dest) => !Object.hasOwn(spec.fields, dest)))
      problems.push({ key: 'runtime.badPopup', params: { name: key } });
  if (typeof spec.fields === 'object' && spec.fields !== null)
    problems.push(...cascadeLinkProblems(spec.fields));
  if (spec.defaultSort && !fields[spec.defaultSort.field]?.sort)
    problems.push({ key: 'runtime.badSort', params: { name: String(spec.defaultSort.field) } });
  if (problems.length > 0) return { problems };
  return defineResource({
    name: spec.name,
    area: 'online',
    path: `${RUNTIME_RESOURCE_PATH}/${spec.name}`,
    table: spec.table,
    permission: `${RUNTIME_PERMISSION_PREFIX}:${spec.name}`,
    title: spec.title,
    fields,
    defaultSort: spec.defaultSort,
    softDelete: spec.softDelete === true,
    tenantScoped: spec.tenantScoped === true,
  });
}
