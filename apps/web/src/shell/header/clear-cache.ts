import { sessionApi } from '../../lib/api/session-api';
import { session } from '../../lib/session';

/** 清理缓存: the server rebuilds its dictionary cache, then the browser's copy is replaced. */
export async function clearDictCache(): Promise<void> {
  await sessionApi.refreshCache();
  session.setDict(await sessionApi.allDictItems());
}
