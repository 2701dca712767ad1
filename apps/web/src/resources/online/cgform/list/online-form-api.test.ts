import { File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, startFakeHttp, type FakeRequest } from '../../../../test/fake-http';
import type { onlineFormApi as OnlineFormApi } from './online-form-api';

let server: Awaited<ReturnType<typeof startFakeHttp>>;
let onlineFormApi: typeof OnlineFormApi;
const calls: FakeRequest[] = [];

beforeAll(async () => {
  server = await startFakeHttp((request) => {
    calls.push(request);
    const { method, path, raw } = request;
    if (path === '/online/cgform/api/getData/stale')
      return envelope(null, { status: 409, message: 'NO_DB_SYNC' });
    if (method === 'GET' && path.startsWith('/online/cgform/api/getData/'))
      return envelope({ records: [{ id: 'r1', title: 'A' }], total: 1 });
    if (method === 'GET' && path.startsWith('/online/cgform/api/form/'))
      return envelope({ id: 'r 1', title: 'A' });
    if (method === 'POST' && path.startsWith('/online/cgform/api/importXls/'))
      return raw.includes('PARTIAL')
        ? envelope({ msg: '失败 1 条', fileUrl: 'excel-errors/r.xlsx', fileName: 'r.xlsx' }, { code: 201 })
        : envelope(null, { message: '成功导入 2 条' });
    if (path.startsWith('/online/cgform/api/exportXls/'))
      return { text: 'PK', headers: { 'content-type': 'application/octet-stream' } };
    if (method === 'POST') return envelope('new-id');
    return envelope(null);
  });
  vi.stubEnv('VITE_API_BASE', server.base);
  onlineFormApi = (await import('./online-form-api')).onlineFormApi;
  // jsdom's FormData and File are not the ones Node's fetch encodes as multipart: the platform's own go back
  vi.stubGlobal('FormData', (await new Response(new URLSearchParams('a=1')).formData()).constructor);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await server.close();
});
beforeEach(() => {
  calls.length = 0;
});

const last = () => calls.at(-1)!;

describe('onlineFormApi', () => {
  it('lists through getData/{code} with the kit’s list parameters', async () => {
    const page = await onlineFormApi('h1').list({
      pageNo: 2,
      pageSize: 10,
      column: 'qty',
      order: 'asc',
      title: '*a*',
    });
    expect(page.records).toEqual([{ id: 'r1', title: 'A' }]);
    expect([last().method, last().path]).toEqual(['GET', '/online/cgform/api/getData/h1']);
    expect(Object.fromEntries(last().query)).toMatchObject({
      pageNo: '2',
      pageSize: '10',
      column: 'qty',
      order: 'asc',
      title: '*a*',
    });
  });

  it('reads, adds, edits and deletes through form/{code}', async () => {
    const api = onlineFormApi('h1');
    await api.queryById('r 1');
    expect([last().method, last().path]).toEqual(['GET', '/online/cgform/api/form/h1/r%201']);
    expect(await api.add({ title: 'B' })).toBe('new-id');
    expect([last().method, last().path, last().body]).toEqual([
      'POST',
      '/online/cgform/api/form/h1',
      { title: 'B' },
    ]);
    await api.edit({ id: 'r1', title: 'C' });
    expect([last().method, last().path, last().body]).toEqual([
      'PUT',
      '/online/cgform/api/form/h1',
      { id: 'r1', title: 'C' },
    ]);
    await api.remove('r1');
    expect([last().method, last().path]).toEqual(['DELETE', '/online/cgform/api/form/h1/r1']);
    await api.removeBatch(['r1', 'r2']);
    expect([last().method, last().path]).toEqual(['DELETE', '/online/cgform/api/form/h1/r1,r2']);
  });

  it('exports the list query as paramsStr, or the selected rows, and asks for .xls when chosen', async () => {
    const api = onlineFormApi('h1');
    await api.exportXls({ pageNo: 1, title: '*a*', empty: '', none: undefined }, []);
    expect(last().path).toBe('/online/cgform/api/exportXls/h1');
    expect(JSON.parse(last().query.get('paramsStr')!)).toEqual({ pageNo: 1, title: '*a*' });
    expect(last().query.get('fileType')).toBeNull();
    await api.exportXls({ pageNo: 1 }, ['r1', 'r2'], 'xls');
    expect(JSON.parse(last().query.get('paramsStr')!)).toEqual({ selections: 'r1,r2' });
    expect(last().query.get('fileType')).toBe('xls');
  });

  it('imports a file as multipart to importXls/{code}, a 201 being a partial import with its report', async () => {
    const api = onlineFormApi('h1');
    const done = await api.importExcel(new NodeFile(['OK'], 'a.xlsx') as unknown as Blob, 'a.xlsx');
    expect(done).toEqual({ kind: 'done', message: '成功导入 2 条' });
    expect([last().method, last().path]).toEqual(['POST', '/online/cgform/api/importXls/h1']);
    expect(last().raw).toContain('name="file"; filename="a.xlsx"');
    const partial = await api.importExcel(new NodeFile(['PARTIAL'], 'b.xlsx') as unknown as Blob, 'b.xlsx');
    expect(partial).toEqual({
      kind: 'partial',
      msg: '失败 1 条',
      fileUrl: 'excel-errors/r.xlsx',
      fileName: 'r.xlsx',
    });
  });

  it('tells onNoSync when a list is answered NO_DB_SYNC, and fails the call', async () => {
    const onNoSync = vi.fn();
    await expect(onlineFormApi('stale', { onNoSync }).list({})).rejects.toThrow('NO_DB_SYNC');
    expect(onNoSync).toHaveBeenCalledTimes(1);
  });
});
