import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermissionItem } from '@weld/core';
import { session } from '../../lib/session';
import { startFakeApi } from '../../widgets/depart-select/fake-depart-api';
import type { clearDictCache as ClearDictCache } from './clear-cache';

const dictRight: PermissionItem = { action: 'system:dict:list', type: '1', describe: '数据字典' };
let api: Awaited<ReturnType<typeof startFakeApi>>;
let clearDictCache: typeof ClearDictCache;

beforeAll(async () => {
  api = await startFakeApi({
    'GET /sys/dict/refleshCache': () => ({ result: null }),
    'GET /sys/dict/queryAllDictItems': () => ({ result: { sex: [{ value: '1', text: '男' }] } }),
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  clearDictCache = (await import('./clear-cache')).clearDictCache;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});
beforeEach(() => {
  api.calls.length = 0;
  session.setDict({});
});

const paths = () => api.calls.map((c) => c.path);

describe('清理缓存', () => {
  it("reloads only the browser's copy for a user without 数据字典's right: the shared cache is not theirs to drop", async () => {
    session.savePermissions({ auth: [], allAuth: [dictRight] });
    await clearDictCache();
    expect(paths()).toEqual(['/sys/dict/queryAllDictItems']);
    expect(session.dict().sex).toHaveLength(1);
  });

  it("drops the shared cache first for a holder of 数据字典's right", async () => {
    session.savePermissions({ auth: [dictRight], allAuth: [dictRight] });
    await clearDictCache();
    expect(paths()).toEqual(['/sys/dict/refleshCache', '/sys/dict/queryAllDictItems']);
  });
});
