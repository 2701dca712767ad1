import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer, type TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { dialects } from '../../../test/databases';
import { smallTree, uploadFile, userWith } from '../../../test/weld-fixture';

/** Firmware files, released or still in testing, leave only through the staff and device routes. */
describe.each(dialects)('firmware files on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let tree: Awaited<ReturnType<typeof smallTree>>;
  let file: string;
  let testing: string;
  const bytes = gzipSync(Buffer.from('NB-500 main board firmware, testing build\n'.repeat(40)));
  const staticFile = (path: string, token?: string) =>
    fetch(`${server.api}/sys/common/static/${path}`, { headers: token ? { 'X-Access-Token': token } : {} });
  const staffDownload = (id: string, token: string) =>
    fetch(`${server.api}/weld/firmware/download?id=${id}`, { headers: { 'X-Access-Token': token } });

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    tree = await smallTree(server, admin, 'FD');
    file = await uploadFile(server, admin, bytes, 'nb500 test.gz');
    const added = await call<{ id: string }>(server, 'POST', '/weld/firmware/add', {
      token: admin,
      body: { modelId: tree.m1, file, forced: 'N', version: '3.0.0-beta.1' },
    });
    expect(added.status, added.body.message).toBe(200);
    testing = added.body.result.id;
  });
  afterAll(async () => server?.stop());

  it('refuses a firmware file on the public static route, anonymous or signed in, in any letter case', async () => {
    expect(file.startsWith('weld/firmware/')).toBe(true);
    expect((await staticFile(file)).status).toBe(404);
    expect((await staticFile(file, admin)).status).toBe(404);
    expect((await staticFile(file.replace('weld/firmware', 'Weld/FIRMWARE'), admin)).status).toBe(404);
  });

  it('serves the file of a firmware in testing to staff holding the list right, and only within their reach', async () => {
    const served = await staffDownload(testing, admin);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="nb500_test.gz"/);
    const body = Buffer.from(await served.arrayBuffer());
    expect(body.equals(bytes)).toBe(true);
    expect(served.headers.get('x-checksum-sha256')).toBe(createHash('sha256').update(bytes).digest('hex'));

    const hq = await userWith(server, 'fd_hq', ['weld:firmware:list'], ['depart-A01'], 'A01');
    expect((await staffDownload(testing, hq.token)).status).toBe(200);
    const far = await userWith(server, 'fd_far', ['weld:firmware:list'], ['depart-A02'], 'A02');
    expect((await staffDownload(testing, far.token)).status).toBe(404);
    const none = await userWith(server, 'fd_none', [], ['depart-A01'], 'A01');
    expect((await staffDownload(testing, none.token)).status).toBe(403);
    expect((await fetch(`${server.api}/weld/firmware/download?id=${testing}`)).status).toBe(401);
    // a staff download is no device download
    const row = await server.ctx.db
      .selectFrom('weld_firmware')
      .select('download_count')
      .where('id', '=', testing)
      .executeTakeFirstOrThrow();
    expect(Number(row.download_count)).toBe(0);
  });

  it('still hands a released firmware to its device through the device route', async () => {
    const device = await call<{ deviceKey: string }>(server, 'POST', '/weld/device/add', {
      token: admin,
      body: { serialNo: 'FD-SN-1', modelId: tree.m1, orgCode: 'A01A02', status: '1' },
    });
    expect(device.status, device.body.message).toBe(200);
    expect(
      (await call(server, 'POST', `/weld/firmware/release?id=${testing}`, { token: admin })).status,
    ).toBe(200);
    const fetched = await fetch(`${server.api}/weld/device/firmware/download?id=${testing}`, {
      headers: { 'X-Device-Serial': 'FD-SN-1', 'X-Device-Key': device.body.result.deviceKey },
    });
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await staticFile(file)).status).toBe(404);
  });

  it('keeps firmware in its private folder: a file elsewhere is refused at the field', async () => {
    const elsewhere = await uploadFile(server, admin, bytes, 'public.gz', 'temp');
    const answer = await call<{ errors: Record<string, string> }>(server, 'POST', '/weld/firmware/add', {
      token: admin,
      lang: 'en_US',
      body: { modelId: tree.m1, file: elsewhere, forced: 'N', version: '3.0.1' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.result.errors).toEqual({ file: expect.stringContaining('firmware folder') });
  });
});
