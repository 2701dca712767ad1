import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer, type TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { dialects } from '../../../test/databases';
import { smallTree, uploadFile, userWith } from '../../../test/weld-fixture';

type Rec = {
  id: string;
  version: string;
  status: string;
  releaseTime: string | null;
  fileSize: number;
  checksum: string;
  targetOrgs_dictText: string | null;
};
type Page = { records: Rec[]; total: number };

describe.each(dialects)('firmware releases on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let tree: Awaited<ReturnType<typeof smallTree>>;
  let file: string;
  const bytes = gzipSync(Buffer.from('NB-350 main board firmware image\n'.repeat(40)));
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    tree = await smallTree(server, admin, 'FW');
    file = await uploadFile(server, admin, bytes, 'nb350 main.gz');
  });
  afterAll(async () => server?.stop());

  const add = (body: Record<string, unknown>, token = admin, lang?: string) =>
    call<Rec & { errors: Record<string, string> }>(server, 'POST', '/weld/firmware/add', {
      token,
      lang,
      body: { modelId: tree.m1, file, forced: 'N', ...body },
    });
  const act = (action: 'release' | 'withdraw', id: string, token = admin) =>
    call(server, 'POST', `/weld/firmware/${action}?id=${id}`, { token });

  it('takes only semantic versions, once per model, and lists them in semantic order', async () => {
    for (const bad of ['1.2', 'v1.2.0', '1.2.0.1']) {
      const answer = await add({ version: bad }, admin, 'en_US');
      expect(answer.status, bad).toBe(400);
      expect(Object.keys(answer.body.result.errors)).toEqual(['version']);
      expect(answer.body.message).toContain('semantic version');
    }
    for (const version of ['1.9.3', '1.10.0', '1.2.0', '1.10.0-rc.1'])
      expect((await add({ version })).status, version).toBe(200);
    const twice = await add({ version: '1.2.0' });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('该型号已有版本 1.2.0');
    // the same version on another model is a different firmware
    expect((await add({ version: '1.2.0', modelId: tree.m2 })).status).toBe(200);
    const list = await call<Page>(server, 'GET', `/weld/firmware/list?modelId=${tree.m1}`, { token: admin });
    expect(list.body.result.records.map((r) => r.version)).toEqual([
      '1.10.0',
      '1.10.0-rc.1',
      '1.9.3',
      '1.2.0',
    ]);
    const asc = await call<Page>(
      server,
      'GET',
      `/weld/firmware/list?modelId=${tree.m1}&column=versionKey&order=asc`,
      { token: admin },
    );
    expect(asc.body.result.records.map((r) => r.version)).toEqual([
      '1.2.0',
      '1.9.3',
      '1.10.0-rc.1',
      '1.10.0',
    ]);
    const minAbove = await add({ version: '3.0.0', minVersion: '3.1.0' });
    expect(Object.keys(minAbove.body.result.errors)).toEqual(['minVersion']);
    const onSeries = await add({ version: '3.0.0', modelId: tree.series });
    expect(Object.keys(onSeries.body.result.errors)).toEqual(['modelId']);
  });

  it('computes size and SHA-256 from the stored bytes, and refuses a file that is not stored', async () => {
    const answer = await add({ version: '4.0.0', checksum: 'forged', fileSize: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.result.fileSize).toBe(bytes.length);
    expect(answer.body.result.checksum).toBe(createHash('sha256').update(bytes).digest('hex'));
    const other = Buffer.from('PK\u0005\u0006'.padEnd(22, '\u0000'), 'latin1');
    const second = await uploadFile(server, admin, other, 'empty.zip');
    const changed = await call<Rec>(server, 'PUT', '/weld/firmware/edit', {
      token: admin,
      body: { id: answer.body.result.id, file: second },
    });
    expect(changed.body.result.checksum).toBe(createHash('sha256').update(other).digest('hex'));
    expect(changed.body.result.fileSize).toBe(22);
    // a bare firmware image has no archive around it
    const image = Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 37) % 256));
    const bin = await add({
      version: '4.1.0',
      file: await uploadFile(server, admin, image, 'nb350-main.bin'),
    });
    expect(bin.status).toBe(200);
    expect(bin.body.result.checksum).toBe(createHash('sha256').update(image).digest('hex'));
    const missing = await add({
      version: '4.0.1',
      file: 'weld/firmware/nothing_0123456789abcdef0123456789abcdef.gz',
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.result.errors)).toEqual(['file']);
    const orgs = await add({ version: '4.0.2', targetOrgs: 'A01A02,ZZZ' });
    expect(orgs.body.message).toBe('目标组织 ZZZ 不存在');
    const named = await add({ version: '4.0.3', targetOrgs: 'A01A02, A02' });
    expect(named.body.result.targetOrgs_dictText).toBe('销售部, 光伏储能事业部');
  });

  it('moves testing → released → withdrawn only forward, with the right, recording the release time', async () => {
    const { body } = await add({ version: '5.0.0' });
    const id = body.result.id;
    expect(body.result.status).toBe('testing');
    const tester = await userWith(server, 'fw_editor', [
      'weld:firmware:list',
      'weld:firmware:edit',
      'weld:scope:all',
    ]);
    expect((await act('release', id, tester.token)).status).toBe(403);
    expect((await act('withdraw', id)).status).toBe(409);
    const released = await act('release', id);
    expect(released.status).toBe(200);
    const row = await call<Rec>(server, 'GET', `/weld/firmware/queryById?id=${id}`, { token: admin });
    expect(row.body.result).toMatchObject({
      status: 'released',
      releaseTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    const again = await act('release', id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('当前状态为“已发布”，不能执行此操作');
    expect(
      (await call(server, 'PUT', '/weld/firmware/edit', { token: admin, body: { id, version: '5.0.1' } }))
        .status,
    ).toBe(409);
    expect(
      (
        await call(server, 'PUT', '/weld/firmware/edit', {
          token: admin,
          body: { id, notesEn: 'Fixes arc start' },
        })
      ).status,
    ).toBe(200);
    expect((await call(server, 'DELETE', `/weld/firmware/delete?id=${id}`, { token: admin })).status).toBe(
      409,
    );
    expect((await act('withdraw', id)).status).toBe(200);
    expect((await act('release', id)).status).toBe(409);
    expect(
      (await call<Rec>(server, 'GET', `/weld/firmware/queryById?id=${id}`, { token: admin })).body.result
        .status,
    ).toBe('withdrawn');
  });

  it("keeps firmware of models outside the caller's organisations out of lists, details and actions", async () => {
    const far = await smallTree(server, admin, 'FWX', 'A02');
    const { body } = await add({ version: '1.0.0', modelId: far.m1 });
    const near = await add({ version: '6.0.0' });
    const sales = await userWith(
      server,
      'fw_sales',
      ['weld:firmware:list', 'weld:firmware:release'],
      ['depart-A01A02'],
      'A01A02',
    );
    const mine = await userWith(
      server,
      'fw_hq',
      ['weld:firmware:list', 'weld:firmware:release'],
      ['depart-A01'],
      'A01',
    );
    const seen = await call<Page>(server, 'GET', '/weld/firmware/list?pageSize=100', { token: sales.token });
    expect(seen.body.result.records.map((r) => r.id)).not.toContain(body.result.id);
    expect(
      (await call(server, 'GET', `/weld/firmware/queryById?id=${body.result.id}`, { token: sales.token }))
        .status,
    ).toBe(404);
    expect((await act('release', body.result.id, sales.token)).status).toBe(404);
    const hq = await call<Page>(server, 'GET', '/weld/firmware/list?pageSize=100', { token: mine.token });
    expect(hq.body.result.records.map((r) => r.id)).toContain(near.body.result.id);
    expect(hq.body.result.records.map((r) => r.id)).not.toContain(body.result.id);
  });

  it('refuses to delete a model that still has firmware', async () => {
    const answer = await call(server, 'DELETE', `/weld/model/delete?id=${tree.m2}`, { token: admin });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('固件');
  });
});
