/** How a search input wraps its text for the list query (spec widgets §5; DESIGN §4 operators). */
export type SearchMode = 'eq' | 'like' | 'ne' | 'ge' | 'le';

/**
 * The text a person typed, wrapped for the list query: contains `*x*`, not equal `!x`, `>=x`, `<=x`;
 * an empty text stays empty so the filter drops out.
 * @example wrapSearch('NB-500', 'like') // '*NB-500*'
 */
export function wrapSearch(text: string, mode: SearchMode): string {
  if (text === '') return '';
  switch (mode) {
    case 'like':
      return `*${text}*`;
    case 'ne':
      return `!${text}`;
    case 'ge':
      return `>=${text}`;
    case 'le':
      return `<=${text}`;
    default:
      return text;
  }
}

/**
 * The text inside a wrapped value, so a stored filter shows as the person typed it.
 * @example unwrapSearch('*NB-500*', 'like') // 'NB-500'
 */
export function unwrapSearch(value: string, mode: SearchMode): string {
  switch (mode) {
    case 'like':
      return value.replace(/^\*/, '').replace(/\*$/, '');
    case 'ne':
      return value.replace(/^!/, '');
    case 'ge':
      return value.replace(/^>=/, '');
    case 'le':
      return value.replace(/^<=/, '');
    default:
      return value;
  }
}

/** The tag input's separator and chunk length (spec widgets §5: a semicolon after every 2 characters). */
export const TAG_SEPARATOR = ';';
export const TAG_LENGTH = 2;

/**
 * Text split into tags of two characters joined by semicolons; separators already present are
 * dropped first, so re-typing in the middle re-flows the tags. Counts characters, not UTF-16 units.
 * @example splitTags('焊接电流') // '焊接;电流'
 */
export function splitTags(text: string): string {
  const chars = [...text.replaceAll(TAG_SEPARATOR, '')];
  const tags: string[] = [];
  for (let i = 0; i < chars.length; i += TAG_LENGTH) tags.push(chars.slice(i, i + TAG_LENGTH).join(''));
  return tags.join(TAG_SEPARATOR);
}

/** The first year and length of the year list (spec widgets §9: 100 years from 2019). */
export const FIRST_YEAR = 2019;
export const YEAR_COUNT = 100;

/**
 * The year options, oldest first.
 * @example yearOptions()[0] // { value: '2019', label: '2019' }
 */
export function yearOptions(first = FIRST_YEAR, count = YEAR_COUNT): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, i) => String(first + i)).map((y) => ({ value: y, label: y }));
}

/**
 * Comma-joined values → list (spec widgets §9: multi-select values joined by comma).
 * @example splitValues('2026,2027') // ['2026', '2027']
 */
export function splitValues(value: string | null | undefined): string[] {
  return value ? value.split(',').filter(Boolean) : [];
}
