/** Constants of the list, detail, modal and picker widgets (spec widgets §9), named once for server-free use. */

/** Pagination: the first page, and the page sizes a list offers (the first is the default). */
export const FIRST_PAGE = 1;
export const LIST_PAGE_SIZES = [10, 20, 30] as const;
/** A business picker's page sizes (a position picker's): 5 a page by default. */
export const PICKER_PAGE_SIZES = [5, 10, 20, 30] as const;
/** A business picker dialog's width in px. */
export const PICKER_DIALOG_WIDTH = 1200;

/** A detail view's columns: 3 unless a screen asks for another count, never more than 4. */
export const DETAIL_COLUMNS = 3;
export const DETAIL_MAX_COLUMNS = 4;

/**
 * The column count a detail view uses: the asked count within 1..4, else the default 3.
 * @example detailColumns(6) // 4
 */
export function detailColumns(asked?: number): number {
  if (asked === undefined || !Number.isInteger(asked)) return DETAIL_COLUMNS;
  return Math.min(DETAIL_MAX_COLUMNS, Math.max(1, asked));
}

/** A modal's default width, of the window's (the kit's detail view takes it). */
export const MODAL_WIDTH = '60%';
/** A modal body's height limit, of the window's: a longer body scrolls inside the dialog. */
export const MODAL_BODY_MAX_HEIGHT = '80vh';

/** A picker's shown text is cut after this many characters (the whole text in its tooltip). */
export const PICKER_ELLIPSIS_LENGTH = 25;

/**
 * Text cut after `length` characters with an ellipsis; shorter text unchanged.
 * @example ellipsize('焊接电源一号,焊接电源二号', 5) // '焊接电源一…'
 */
export function ellipsize(text: string, length = PICKER_ELLIPSIS_LENGTH): string {
  const chars = [...text];
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : text;
}
