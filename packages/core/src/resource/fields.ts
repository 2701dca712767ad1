import type { CheckedBounds, PatternRule } from '../validation/presets';
import type { LabelSet } from './labels';
import { FIELD_KINDS, KIND_VALUES, type FieldKind } from '../field-kinds';

export type { FieldKind };

/** How a list filters on a field: exact value, contains, or `_begin`/`_end` range; false: not at all. */
export type SearchMode = 'eq' | 'like' | 'range' | false;

/** Where a picker field finds the text of its stored key (`sys_user.username` → `realname` …). */
export interface Lookup {
  table: string;
  key: string;
  text: string;
}

export interface FieldOptions<V> {
  /** snake_case column; derived from the camelCase key when left out */
  column?: string;
  /** the field's name per language, for fields an admin defines (code-defined fields use locale keys) */
  label?: LabelSet;
  required?: boolean;
  unique?: boolean;
  /** length bound for text kinds, value bound for numbers */
  min?: number;
  max?: number;
  pattern?: PatternRule;
  /** checked(min,max) of a multi-select: how many choices it takes (min/max bound the stored text's length) */
  checked?: CheckedBounds;
  search?: SearchMode;
  sort?: boolean;
  list?: boolean;
  form?: boolean;
  detail?: boolean;
  default?: V;
  /** a valid value whose content a generic sample cannot guess (a JSON text): documentation and test samples */
  example?: V;
  /** a text edited in several lines (JSON, descriptions); forms show a text area */
  multiline?: boolean;
  /**
   * the column holds whole numbers (an integer column: counts, orders, numeric dictionary codes such as
   * sex 1/2): writes and filters take only integers of the column's 32-bit range, on every database alike
   */
  integer?: boolean;
  /** a dictionary's face in forms: radio buttons or check boxes instead of a select (an online form's radio, checkbox) */
  look?: ChoiceLook;
  /** a text filled by the popup report picker: its rows' orgFields written to the form's destFields */
  popup?: PopupField;
  /** a level of linked selects (an online form's link_down): a category among its parent level's children */
  cascade?: CascadeLevel;
}

/**
 * A level of linked selects over the category tree: the top level lists the children of the node coded `pcode`
 * ('' the tree's top), each lower level the children of the value its `parent` field holds; a change empties the
 * levels `below` (nearest first).
 */
export interface CascadeLevel {
  pcode: string;
  parent?: string;
  below: string[];
}

/**
 * A text field's popup report (widgets.md §5): the report's code, its columns to copy (comma-separated) and the
 * form's fields that take them, in the same order; `multiple` lets several rows be chosen (values comma-joined).
 */
export interface PopupField {
  code: string;
  orgFields: string;
  destFields: string;
  multiple?: boolean;
}

/** The faces a dictionary field may show in a form besides its select. */
export type ChoiceLook = 'radio' | 'checkbox';

/** A field as a builder returns it; `defineResource` adds its key and column. */
export interface FieldSpec<K extends FieldKind = FieldKind, V = unknown> {
  kind: K;
  /** phantom: the value type the record carries */
  readonly __value?: V;
  column?: string;
  label?: LabelSet;
  required: boolean;
  unique: boolean;
  min?: number;
  max?: number;
  pattern?: PatternRule;
  checked?: CheckedBounds;
  search: SearchMode;
  sort: boolean;
  list: boolean;
  form: boolean;
  detail: boolean;
  default?: V;
  /** a valid value whose content a generic sample cannot guess (a JSON text): documentation and test samples */
  example?: V;
  /** a text edited in several lines (JSON, descriptions); forms show a text area */
  multiline?: boolean;
  /** the column holds whole numbers (see FieldOptions.integer) */
  integer?: boolean;
  /** see FieldOptions.look */
  look?: ChoiceLook;
  /** see FieldOptions.popup */
  popup?: PopupField;
  /** see FieldOptions.cascade */
  cascade?: CascadeLevel;
  dictCode?: string;
  lookup?: Lookup;
}

/** Secret kinds are written only: never listed, returned, filtered or sorted. */
export const SECRET_KINDS: ReadonlySet<FieldKind> = new Set(
  FIELD_KINDS.filter((kind) => KIND_VALUES[kind].secret),
);

export function isSecret(field: { kind: FieldKind }): boolean {
  return SECRET_KINDS.has(field.kind);
}

function spec<K extends FieldKind, V>(
  kind: K,
  options: FieldOptions<V>,
  extra: Partial<FieldSpec<K, V>> = {},
): FieldSpec<K, V> {
  const secret = SECRET_KINDS.has(kind);
  return {
    kind,
    column: options.column,
    label: options.label,
    required: options.required ?? false,
    unique: options.unique ?? false,
    min: options.min,
    max: options.max,
    pattern: options.pattern,
    checked: options.checked,
    search: secret ? false : (options.search ?? false),
    sort: secret ? false : (options.sort ?? false),
    list: secret ? false : (options.list ?? true),
    form: options.form ?? true,
    detail: secret ? false : (options.detail ?? true),
    default: options.default,
    example: options.example,
    multiline: options.multiline,
    integer: options.integer,
    ...(options.look ? { look: options.look } : {}),
    ...(options.popup ? { popup: options.popup } : {}),
    ...(options.cascade ? { cascade: options.cascade } : {}),
    ...extra,
  };
}

/** @example name: text({ required: true, max: 100, search: 'like' }) */
export const text = (o: FieldOptions<string> = {}) => spec('text', o);
/** @example weight: number({ min: 0, sort: true }) */
export const number = (o: FieldOptions<number> = {}) => spec('number', o);
/** Up to two decimals. @example price: money({ min: 0 }) */
export const money = (o: FieldOptions<number> = {}) => spec('money', o);
/** `YYYY-MM-DD`. @example birthday: date({ search: 'range' }) */
export const date = (o: FieldOptions<string> = {}) => spec('date', o);
/** `YYYY-MM-DD HH:mm:ss`. @example createTime: datetime({ form: false, sort: true }) */
export const datetime = (o: FieldOptions<string> = {}) => spec('datetime', o);
/** One value of a dictionary; answers carry `<field>_dictText`. @example postRank: dict('position_rank', { search: 'eq' }) */
export const dict = (dictCode: string, o: FieldOptions<string> = {}) => spec('dict', o, { dictCode });
/** Comma-joined values of a dictionary. @example tags: multiDict('weld_tag') */
export const multiDict = (dictCode: string, o: FieldOptions<string> = {}) =>
  spec('multiDict', o, { dictCode });
/** 'Y' or 'N'. @example enabled: switchYN({ default: 'Y' }) */
export const switchYN = (o: FieldOptions<'Y' | 'N'> = {}) => spec('switchYN', o);
/** Written only, never read back. @example password: password({ required: true }) */
export const password = (o: FieldOptions<string> = {}) => spec('password', o);
/** Like password, for keys and tokens. @example apiKey: secret() */
export const secret = (o: FieldOptions<string> = {}) => spec('secret', o);
/** HTML, sanitised on the server. @example content: richText({ list: false }) */
export const richText = (o: FieldOptions<string> = {}) => spec('richText', o);

/** Stored path of an uploaded image (`/sys/common/upload`); comma-joined when several. @example avatar: image({ list: false }) */
export const image = (o: FieldOptions<string> = {}) => spec('image', o);
/** Stored path of an uploaded file; comma-joined when several. @example manual: file() */
export const file = (o: FieldOptions<string> = {}) => spec('file', o);

const lookups = {
  user: { table: 'sys_user', key: 'username', text: 'realname' },
  depart: { table: 'sys_depart', key: 'org_code', text: 'depart_name' },
  position: { table: 'sys_position', key: 'code', text: 'name' },
  category: { table: 'sys_category', key: 'id', text: 'name' },
  weldModel: { table: 'weld_model', key: 'id', text: 'name' },
} as const satisfies Record<string, Lookup>;

// picker builders end in `Picker` so they never clash with resource definitions of the same name
/** A user's username, picked by department. @example manager: userPicker({ search: 'eq' }) */
export const userPicker = (o: FieldOptions<string> = {}) => spec('user', o, { lookup: lookups.user });
/** A department's org code. @example orgCode: departPicker({ search: 'eq' }) */
export const departPicker = (o: FieldOptions<string> = {}) => spec('depart', o, { lookup: lookups.depart });
/** A position's code. @example post: positionPicker() */
export const positionPicker = (o: FieldOptions<string> = {}) =>
  spec('position', o, { lookup: lookups.position });
/** A category node's id. @example kind: categoryPicker() */
export const categoryPicker = (o: FieldOptions<string> = {}) =>
  spec('category', o, { lookup: lookups.category });
/** A node of the weld model tree (weld_model.id). @example modelId: weldModelPicker({ required: true, search: 'eq' }) */
export const weldModelPicker = (o: FieldOptions<string> = {}) =>
  spec('weldModel', o, { lookup: lookups.weldModel });
