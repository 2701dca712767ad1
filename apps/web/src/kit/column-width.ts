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

/** Room a field kind's values need whatever the header says (a datetime is 19 characters). */
const KIND_MIN: Partial<Record<string, number>> = {
  datetime: 170,
  date: 110,
  number: 90,
  money: 110,
  dict: 90,
  multiDict: 140,
  switchYN: 80,
  user: 110,
  depart: 130,
  position: 110,
  image: 90,
  file: 130,
  text: 110,
};

/** The approximate width in px of a text at 14 px. @example textWidth('状态') // 28 */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += CJK.test(ch) ? 14 : WIDE.test(ch) ? 9 : 7.7;
  return Math.ceil(width);
}

/**
 * A column's minimum width: its header in one line (with the sorter's room) or what its kind's values need.
 * @example columnMinWidth('Класс задания', { kind: 'text', sortable: true }) // 177
 */
export function columnMinWidth(label: string, o: { kind?: string; sortable?: boolean } = {}): number {
  const header = textWidth(label) + PADDING + (o.sortable ? SORTER : 0);
  return Math.max(header, (o.kind && KIND_MIN[o.kind]) || 0);
}
