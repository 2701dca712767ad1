import type { MatchType, QueryCondition, SavedQuery } from './types';
import { SAVED_QUERY_PREFIX } from './types';
import { compactConditions, readSuperQuery } from './serialise';

/** The storage key of a page's saved queries. @example savedQueryKey('position') // 'JSuperQuerySaved_position' */
export function savedQueryKey(page: string): string {
  return `${SAVED_QUERY_PREFIX}${page}`;
}

/**
 * Saved queries from their stored text; entries that are not a titled query are dropped.
 * @example parseSavedQueries(localStorage.getItem(savedQueryKey('position')))
 */
export function parseSavedQueries(text: string | null | undefined): SavedQuery[] {
  let list: unknown;
  try {
    list = JSON.parse(text ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: Partial<SavedQuery>) => {
    if (!entry || typeof entry.title !== 'string' || !entry.title.trim()) return [];
    const query = readSuperQuery(JSON.stringify(entry.records ?? []), entry.matchType);
    return query ? [{ title: entry.title, matchType: query.matchType, records: query.params }] : [];
  });
}

/** The saved query of a title, if any (titles compare trimmed). @example findSaved(list, ' 大功率 ') */
export function findSaved(list: readonly SavedQuery[], title: string): SavedQuery | undefined {
  return list.find((s) => s.title === title.trim());
}

/**
 * The list with a query's usable rows saved under a title: an existing title is replaced in place
 * (after the user confirmed the overwrite), a new one appended.
 * @example saveQuery(list, '大功率', 'and', rows)
 */
export function saveQuery(
  list: readonly SavedQuery[],
  title: string,
  matchType: MatchType,
  records: QueryCondition[],
): SavedQuery[] {
  const saved: SavedQuery = { title: title.trim(), matchType, records: compactConditions(records) };
  return findSaved(list, title) ? list.map((s) => (s.title === saved.title ? saved : s)) : [...list, saved];
}

/** The list without a title. @example removeSaved(list, '大功率') */
export function removeSaved(list: readonly SavedQuery[], title: string): SavedQuery[] {
  return list.filter((s) => s.title !== title);
}
