import type { GridColumnType } from '../grid/columns';
import type { FieldKind } from './kinds';

/**
 * How a kind's control looks where the same kind has several faces: a dictionary as a select, radio group,
 * checkbox group or a searched select; a text on one line, in several (textarea), in a pop-up text area
 * (input_pop) or filled by a popup report (popup). The kind's widget reads it; absent: the kind's usual face.
 */
export type ControlLook =
  'radio' | 'checkbox' | 'search' | 'searchAsync' | 'multiline' | 'popover' | 'popup' | 'time';

/** A control name's field kind, and the face its widget shows. */
export interface KindFace {
  kind: FieldKind;
  look?: ControlLook;
}

/**
 * Display cells of the editable grid with no field kind behind them: they show or arrange a row, nobody
 * types a value into them (slot renders the page's own content, hidden is not drawn, normal is read-only
 * text, drag-sort the handle, progress a bar, checkbox_meta a tick kept elsewhere). They stay grid-only.
 */
export const GRID_ONLY_TYPES = [
  'slot',
  'hidden',
  'normal',
  'drag-sort',
  'progress',
  'checkbox_meta',
] as const;
export type GridOnlyType = (typeof GRID_ONLY_TYPES)[number];

/**
 * The field kind behind each editable column type of spec widgets §3: a grid column is edited by its kind's
 * grid editor, the same kind whose form control a form shows.
 * @example GRID_TYPE_KINDS.sel_user // { kind: 'user' }
 */
export const GRID_TYPE_KINDS: Record<Exclude<GridColumnType, GridOnlyType>, KindFace> = {
  input: { kind: 'text' },
  // a long text typed in a 300x210 pop-up area
  input_pop: { kind: 'text', look: 'popover' },
  // a report picker filling the row's destFields: the column's own value is the text it was given
  popup: { kind: 'text', look: 'popup' },
  inputNumber: { kind: 'number' },
  // a two-state tick whose values are the column's customValue pair (true/false unless set): the yes/no kind
  checkbox: { kind: 'switchYN' },
  select: { kind: 'dict' },
  radio: { kind: 'dict', look: 'radio' },
  sel_search: { kind: 'dict', look: 'search' },
  sel_search_async: { kind: 'dict', look: 'searchAsync' },
  list_multi: { kind: 'multiDict' },
  date: { kind: 'date' },
  datetime: { kind: 'datetime' },
  sel_user: { kind: 'user' },
  sel_depart: { kind: 'depart' },
  upload: { kind: 'file' },
  file: { kind: 'file' },
  image: { kind: 'image' },
};

/** The online forms' control names (`field_show_type`, ONLINE.md "Control types"). */
export const ONLINE_CONTROLS = [
  'text',
  'password',
  'textarea',
  'list',
  'radio',
  'checkbox',
  'list_multi',
  'sel_search',
  'switch',
  'date',
  'datetime',
  'time',
  'image',
  'file',
  'umeditor',
  'markdown',
  'popup',
  'sel_user',
  'sel_depart',
  'sel_tree',
  'cat_tree',
  'pca',
  'link_down',
] as const;
export type OnlineControl = (typeof ONLINE_CONTROLS)[number];

/**
 * The field kind behind each online control name, so an online form is drawn by the widgets code-defined
 * resources use. Where no kind of its own exists the nearest kind serves, as each comment says.
 * @example ONLINE_CONTROL_KINDS.umeditor // { kind: 'richText' }
 */
export const ONLINE_CONTROL_KINDS: Record<OnlineControl, KindFace> = {
  text: { kind: 'text' },
  password: { kind: 'password' },
  textarea: { kind: 'text', look: 'multiline' },
  list: { kind: 'dict' },
  radio: { kind: 'dict', look: 'radio' },
  checkbox: { kind: 'multiDict', look: 'checkbox' },
  list_multi: { kind: 'multiDict' },
  sel_search: { kind: 'dict', look: 'search' },
  switch: { kind: 'switchYN' },
  date: { kind: 'date' },
  datetime: { kind: 'datetime' },
  // no time kind: the value is the text HH:mm:ss, kept and checked as a text until a time picker widget exists
  time: { kind: 'text', look: 'time' },
  image: { kind: 'image' },
  file: { kind: 'file' },
  umeditor: { kind: 'richText' },
  // markdown is a text: the markdown editor is not a field control yet, so it is typed in several lines
  markdown: { kind: 'text', look: 'multiline' },
  popup: { kind: 'text', look: 'popup' },
  sel_user: { kind: 'user' },
  sel_depart: { kind: 'depart' },
  // a node of a tree: the category tree is the tree picker a field kind has
  sel_tree: { kind: 'category' },
  cat_tree: { kind: 'category' },
  // province/city/district: the value is the district's code, a text until the area cascader is a field control
  pca: { kind: 'text' },
  // linked selects each hold a dictionary value
  link_down: { kind: 'dict' },
};

const isGridOnly = (type: string): type is GridOnlyType =>
  (GRID_ONLY_TYPES as readonly string[]).includes(type);

/**
 * The kind and face of a grid column type; null for the grid-only display types.
 * @example kindOfGridType('radio') // { kind: 'dict', look: 'radio' }
 */
export function kindOfGridType(type: GridColumnType): KindFace | null {
  return isGridOnly(type) ? null : GRID_TYPE_KINDS[type];
}

/**
 * The kind and face of an online control name; undefined for a name the product does not know.
 * @example kindOfOnlineControl('sel_user') // { kind: 'user' }
 */
export function kindOfOnlineControl(name: string): KindFace | undefined {
  return Object.hasOwn(ONLINE_CONTROL_KINDS, name) ? ONLINE_CONTROL_KINDS[name as OnlineControl] : undefined;
}
