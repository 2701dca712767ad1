import type { QueryClient } from '@tanstack/react-query';
import { sessionApi } from '../../../lib/api/session-api';
import { session } from '../../../lib/session';

/** Reloads the browser's dictionary copy, so edited items show in every select at once. */
export async function reloadDictionaries(queryClient: QueryClient): Promise<void> {
  session.setDict(await sessionApi.allDictItems());
  await queryClient.invalidateQueries({ queryKey: ['dict'] });
}

/**
 * Drops the server's dictionary cache, then reloads this browser's copy (spec shell §7: refleshCache,
 * then queryAllDictItems stored as the dictionary cache).
 * @example await refreshDictionaries(queryClient)
 */
export async function refreshDictionaries(queryClient: QueryClient): Promise<void> {
  await sessionApi.refreshCache();
  await reloadDictionaries(queryClient);
}
