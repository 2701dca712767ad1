import type { PatternRule } from '../validation/presets';

/**
 * Column types of spec widgets §3, plus the display cells the grid also offers; checkbox_meta is a
 * checkbox that shows a value kept elsewhere (a record's flag) and cannot be ticked in the grid.
 */
export const GRID_COLUMN_TYPES = [
  'input',
  'inputNumber',
  'checkbox',
  'select',
  'date',
  'datetime',
  'sel_depart',
  'sel_user',
  'input_pop',
  'upload',
  'file',
  'image',
  'popup',
  'radio',
  'list_multi',
  'sel_search',
  'sel_search_async',
  'slot',
  'hidden',
  'normal',
  'drag-sort',
  'progress',
  'checkbox_meta',
] as const;
export type GridColumnType = (typeof GRID_COLUMN_TYPES)[number];

/**
 * Types of the grid's own columns (row number, selection checkbox and radio, expand, drag sort); a user
 * column of one of these types is refused, since the grid would mistake it for its own.
 */
export const RESERVED_COLUMN_KEYWORDS = [
  'row-number',
  'row-checkbox',
  'row-radio',
  'row-expand',
  'row-drag-sort',
] as const;

/** One rule of a column's validateRules (spec widgets §5), checked in the order required, unique, pattern, handler. */
export interface GridRule {
  required?: boolean;
  unique?: boolean;
  /** a preset name, 'only' (same as unique), or a custom regular expression */
  pattern?: PatternRule | 'only' | RegExp;
  /** custom async check: answer a message (or false) to fail, nothing (or true) to pass */
  handler?: (
    value: unknown,
    row: GridRow,
    column: GridColumn,
  ) => Promise<string | boolean | void> | string | boolean | void;
  /** shown on failure; may contain ${title}, ${key} and ${defaultValue} */
  message?: string;
}

/** A dictionary or fixed option of select, radio, list_multi and sel_search cells. */
export interface GridOption {
  value: string;
  text?: string;
  title?: string;
  label?: string;
  disabled?: boolean;
  /** the tag colour when the column sets setTagColor */
  color?: string;
}

/** Grid column definition of spec widgets §3. */
export interface GridColumn {
  key: string;
  title: string;
  type: GridColumnType;
  width?: number;
  minWidth?: number;
  defaultValue?: unknown;
  options?: GridOption[];
  validateRules?: GridRule[];
  /** [checked, unchecked] values of a checkbox cell */
  customValue?: [unknown, unknown];
  defaultChecked?: boolean;
  /** an order column: new rows take the column's largest number + 1 */
  isOrder?: boolean;
  /** a header click orders the rows by this column (ascending, then descending) */
  sortable?: boolean;
  statistics?: ('sum' | 'average')[];
  dictCode?: string;
  allowSearch?: boolean;
  /** select cells also take a typed value that is not among the options */
  allowInput?: boolean;
  allowDownload?: boolean;
  allowRemove?: boolean;
  token?: boolean;
  action?: string;
  responseName?: string;
  placeholder?: string;
  props?: Record<string, unknown>;
  disabled?: boolean;
  popupCode?: string;
  orgFields?: string;
  destFields?: string;
  /** JSON of extra settings, e.g. {"uploadnum": 3}: how many files an upload cell holds */
  fieldExtendJson?: string;
  format?: string;
  async?: boolean;
  dict?: string;
  /** coded cells show their values as coloured tags (the option's colour, else one per option) */
  setTagColor?: boolean;
  /** the cell offers a button opening the row's 详细信息 */
  showDetails?: boolean;
  fixed?: 'left';
}

/** A grid row: its id, a value per column, optional order number. */
export type GridRow = { id: string } & Record<string, unknown>;

/**
 * Refuses columns whose type is a reserved keyword or unknown, so a typo fails at definition time.
 * @example assertGridColumns([{ key: 'current', title: '电流', type: 'inputNumber' }])
 */
export function assertGridColumns(columns: readonly { key: string; type: string }[]): void {
  for (const c of columns) {
    if ((RESERVED_COLUMN_KEYWORDS as readonly string[]).includes(c.type)) {
      throw new Error(`Grid column "${c.key}": type "${c.type}" is a reserved keyword`);
    }
    if (!(GRID_COLUMN_TYPES as readonly string[]).includes(c.type))
      throw new Error(`Grid column "${c.key}": unknown type "${c.type}"`);
  }
}

/**
 * Replaces ${title}, ${key} and ${defaultValue} in a placeholder or rule message.
 * @example fillTemplate('请输入${title}', { key: 'a', title: '电流' }) // '请输入电流'
 */
export function fillTemplate(
  text: string,
  column: Pick<GridColumn, 'key' | 'title' | 'defaultValue'>,
): string {
  return text.replace(/\$\{(title|key|defaultValue)\}/g, (_, name: 'title' | 'key' | 'defaultValue') => {
    const value = column[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** The label of an option: text, else title, else label, else the value. */
export const optionText = (o: GridOption): string => o.text ?? o.title ?? o.label ?? o.value;

/**
 * How many files an upload column's cell holds, from fieldExtendJson's uploadnum; undefined when not set
 * (one file) or when the JSON is not readable.
 * @example uploadLimit({ fieldExtendJson: '{"uploadnum":3}' }) // 3
 */
export function uploadLimit(column: Pick<GridColumn, 'fieldExtendJson'>): number | undefined {
  if (!column.fieldExtendJson) return undefined;
  try {
    const n = Number((JSON.parse(column.fieldExtendJson) as { uploadnum?: unknown }).uploadnum);
    return Number.isInteger(n) && n > 0 ? n : undefined;
  } catch {
    return undefined;
  }
}
