/**
 * Minimum widths of list columns from what they hold, so that a narrow window or a long translation
 * (Russian labels run about twice the Chinese) scrolls the table instead of squeezing a column to "Оп…".
 */

// widths at the table's 14 px font: a CJK character takes a full em, a capital or Cyrillic letter about 0.65, the rest about 0.55
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const WIDE = /[A-ZА-ЯЁа-яё]/;
// cell padding on both sides, and the sorter's arrows beside a sortable header
const PADDING = 32;
const SORTER = 28;

/** The approximate width in px of a text at 14 px. @example textWidth('状态') // 28 */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += CJK.test(ch) ? 14 : WIDE.test(ch) ? 9 : 7.7;
  return Math.ceil(width);
}

/**
 * A column's minimum width: its header in one line (with the sorter's room) or `least`, what its values need
 * (a field kind's `listMinWidth`).
 * @example columnMinWidth('Класс задания', { least: 110, sortable: true }) // 177
 */
export function columnMinWidth(label: string, o: { least?: number; sortable?: boolean } = {}): number {
  const header = textWidth(label) + PADDING + (o.sortable ? SORTER : 0);
  return Math.max(header, o.least ?? 0);
}
