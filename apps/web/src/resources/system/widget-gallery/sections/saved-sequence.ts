import type { GridRow } from '@weld/core';
import { readStored, removeStored, writeStored } from '../../../../lib/storage';

const KEY = 'gallery.sequence';

/** The pass rows the gallery's 保存 kept in this browser, or null when none were kept. */
export function readSavedSequence(): GridRow[] | null {
  const rows = readStored<GridRow[]>(KEY);
  return Array.isArray(rows) ? rows : null;
}

/**
 * Keeps saved pass rows in local storage so they survive a reload; rows too many for the browser's
 * quota (100,000 passes are about 15 MB) answer 'page': they stay on the page only, and the user is told.
 * @example saveSequence(rows) // 'stored'
 */
export function saveSequence(rows: GridRow[]): 'stored' | 'page' {
  try {
    writeStored(KEY, rows);
    return 'stored';
  } catch {
    // a quota error leaves no half entry behind, but an older, smaller save would now be stale
    removeStored(KEY);
    return 'page';
  }
}

/** Forgets the kept rows: the gallery shows its sample again. */
export function clearSavedSequence(): void {
  removeStored(KEY);
}
