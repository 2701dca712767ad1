import { isElementVisible, RIGHTS } from '@weld/core';
import { sessionApi } from '../../lib/api/session-api';
import { session } from '../../lib/session';

/** The right to drop the server's shared dictionary cache (数据字典's). */
const DICT_CACHE_RIGHT = RIGHTS.dict.list;

/**
 * 清理缓存: the server rebuilds its dictionary cache (for holders of 数据字典's right: the cache is
 * shared by everyone), then the browser's copy is replaced, which every user may do.
 */
export async function clearDictCache(): Promise<void> {
  if (isElementVisible(DICT_CACHE_RIGHT, { auth: session.auth(), allAuth: session.allAuth() }))
    await sessionApi.refreshCache();
  session.setDict(await sessionApi.allDictItems());
}
