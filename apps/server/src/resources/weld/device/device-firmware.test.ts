import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer, type TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { dialects } from '../../../test/databases';
import { smallTree, uploadFile, userWith } from '../../../test/weld-fixture';
import type { FirmwareOffer } from './firmware-offer';

type Device = {
  id: string;
  serialNo: string;
  deviceKey?: string;
  lastSeen: string | null;
  currentVersion: string | null;
};

describe.each(dialects)('devices and their firmware requests on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let tree: Awaited<ReturnType<typeof smallTree>>;
  let file: string;
  const bytes = gzipSync(Buffer.from('RH-06 controller firmware\n'.repeat(64)));
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    tree = await smallTree(server, admin, 'DV');
    file = await uploadFile(server, admin, bytes, 'rh06.gz');
  });
  afterAll(async () => server?.stop());

  const addDevice = async (serialNo: string, orgCode = 'A01A02', modelId = tree.m1) => {
    const answer = await call<Device>(server, 'POST', '/weld/device/add', {
      token: admin,
      body: { serialNo, modelId, orgCode, status: '1' },
    });
    expect(answer.status, answer.body.message).toBe(200);
    return { id: answer.body.result.id, serial: serialNo, key: String(answer.body.result.deviceKey) };
  };
  /** a firmware in the given status (testing, released, withdrawn) */
  const firmware = async (version: string, extra: Record<string, unknown> = {}, status = 'released') => {
    const answer = await call<{ id: string }>(server, 'POST', '/weld/firmware/add', {
      token: admin,
      body: { modelId: tree.m1, file, forced: 'N', version, ...extra },
    });
    expect(answer.status, answer.body.message).toBe(200);
    const id = answer.body.result.id;
    if (status !== 'testing') await call(server, 'POST', `/weld/firmware/release?id=${id}`, { token: admin });
    if (status === 'withdrawn')
      await call(server, 'POST', `/weld/firmware/withdraw?id=${id}`, { token: admin });
    return id;
  };
  const latest = (device: { serial: string; key: string }, current?: string, lang?: string) =>
    call<FirmwareOffer | null>(
      server,
      'GET',
      `/weld/device/firmware/latest${current ? `?currentVersion=${current}` : ''}`,
      { lang, headers: { 'X-Device-Serial': device.serial, 'X-Device-Key': device.key } },
    );
  const download = (device: { serial: string; key: string }, id: string) =>
    fetch(`${server.api}/weld/device/firmware/download?id=${id}`, {
      headers: { 'X-Device-Serial': device.serial, 'X-Device-Key': device.key },
    });

  it('shows a device key once, keeps only its hash, and replaces it on reset', async () => {
    const device = await addDevice('SN-KEY-1');
    expect(device.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await server.ctx.db
      .selectFrom('weld_device')
      .select('key_hash')
      .where('id', '=', device.id)
      .executeTakeFirstOrThrow();
    expect(stored.key_hash).toBe(createHash('sha256').update(device.key).digest('base64url'));
    const detail = await call<Device>(server, 'GET', `/weld/device/queryById?id=${device.id}`, {
      token: admin,
    });
    expect(detail.body.result).not.toHaveProperty('deviceKey');
    const list = await call<{ records: Device[] }>(server, 'GET', '/weld/device/list', { token: admin });
    expect(JSON.stringify(list.body)).not.toContain(device.key);
    expect((await latest(device, '1.0.0')).status).toBe(200);
    const reader = await userWith(server, 'dev_reader', ['weld:device:list', 'weld:scope:all']);
    expect(
      (await call(server, 'POST', `/weld/device/resetKey?id=${device.id}`, { token: reader.token })).status,
    ).toBe(403);
    const reset = await call<{ deviceKey: string }>(server, 'POST', `/weld/device/resetKey?id=${device.id}`, {
      token: admin,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.result.deviceKey).not.toBe(device.key);
    expect((await latest(device, '1.0.0')).status).toBe(401);
    expect((await latest({ ...device, key: reset.body.result.deviceKey }, '1.0.0')).status).toBe(200);
  });

  it('answers a wrong key with 401, counting failures until the serial is locked with 429', async () => {
    const device = await addDevice('SN-LOCK-1');
    for (let i = 0; i < 5; i++) {
      const wrong = await latest({ ...device, key: 'not-the-key' }, '1.0.0', 'en_US');
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe('Unknown device serial number or wrong key');
    }
    expect((await latest({ serial: 'SN-NOBODY', key: device.key }, '1.0.0')).status).toBe(401);
    // now even the right key waits for the lock to pass
    expect((await latest(device, '1.0.0')).status).toBe(429);
    expect((await call(server, 'GET', '/weld/device/firmware/latest?currentVersion=1.0.0')).status).toBe(401);
  });

  it('offers the newest released firmware of the model for the organisation, newer than and allowed from the current version', async () => {
    const device = await addDevice('SN-RULE-1', 'A01A02');
    expect((await latest(device, '1.0.0')).body.result).toBeNull();
    await firmware('1.1.0');
    await firmware('1.2.0', {
      notesZh: '改进起弧',
      notesEn: 'Better arc start',
      notesRu: 'Улучшен поджиг дуги',
      forced: 'Y',
    });
    await firmware('1.3.0', {}, 'testing');
    await firmware('1.4.0', {}, 'withdrawn');
    await firmware('1.5.0', { targetOrgs: 'A01A01,A02' });
    await firmware('9.0.0', { modelId: tree.m2 });
    // testing, withdrawn, another organisation's and another model's firmware are never offered
    expect((await latest(device, '1.2.0')).body.result).toBeNull();
    const lab = await addDevice('SN-RULE-2', 'A01A01');
    expect((await latest(lab, '1.2.0')).body.result?.version).toBe('1.5.0');
    await firmware('1.6.0', { minVersion: '1.1.0' });
    const first = await latest(device, '1.0.0', 'en_US');
    expect(first.body.result).toMatchObject({
      version: '1.2.0',
      forced: true,
      releaseNotes: 'Better arc start',
      size: bytes.length,
      checksum: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(first.body.result?.downloadUrl).toBe(
      `/api/weld/device/firmware/download?id=${first.body.result?.id}`,
    );
    expect((await latest(device, '1.0.0', 'ru_RU')).body.result?.releaseNotes).toBe('Улучшен поджиг дуги');
    // from 1.1.0 the 1.6.0 minimum is met
    expect((await latest(device, '1.1.0')).body.result?.version).toBe('1.6.0');
    expect((await latest(device, '1.6.0')).body.result).toBeNull();
    // the sales department is under A01: a target of A01 takes it in
    await firmware('1.7.0', { targetOrgs: 'A01' });
    expect((await latest(device, '1.6.0')).body.result?.version).toBe('1.7.0');
    expect((await latest(lab, '1.0.0')).body.result?.version).toBe('1.7.0');
    const row = await server.ctx.db
      .selectFrom('weld_device')
      .select(['current_version', 'last_seen'])
      .where('id', '=', lab.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ current_version: '1.0.0', last_seen: expect.stringMatching(/^\d{4}-/) });
    const bad = await latest(device, '1.0');
    expect(bad.status).toBe(400);
  });

  it('streams an offered firmware file, counting each download, and refuses one the device could not be offered', async () => {
    const device = await addDevice('SN-DL-1', 'A01A03');
    const id = await firmware('2.0.0');
    const first = await download(device, id);
    expect(first.status).toBe(200);
    expect(Buffer.from(await first.arrayBuffer()).equals(bytes)).toBe(true);
    expect(first.headers.get('x-checksum-sha256')).toBe(createHash('sha256').update(bytes).digest('hex'));
    await (await download(device, id)).arrayBuffer();
    const row = await server.ctx.db
      .selectFrom('weld_firmware')
      .select('download_count')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.download_count)).toBe(2);
    const log = await server.ctx.db
      .selectFrom('weld_firmware_download')
      .select(['serial_no'])
      .where('firmware_id', '=', id)
      .execute();
    expect(log.map((l) => l.serial_no)).toEqual(['SN-DL-1', 'SN-DL-1']);
    const testing = await firmware('2.1.0', {}, 'testing');
    const otherOrg = await firmware('2.2.0', { targetOrgs: 'A02' });
    const otherModel = await firmware('2.3.0', { modelId: tree.m2 });
    for (const refused of [testing, otherOrg, otherModel])
      expect((await download(device, refused)).status).toBe(404);
    expect((await download({ ...device, key: 'wrong' }, id)).status).toBe(401);
    const after = await server.ctx.db
      .selectFrom('weld_firmware_download')
      .select('id')
      .where('firmware_id', 'in', [testing, otherOrg, otherModel])
      .execute();
    expect(after).toEqual([]);
  });

  it("lists only devices of models within the caller's organisations", async () => {
    const far = await smallTree(server, admin, 'DVX', 'A02');
    const farDevice = await addDevice('SN-FAR-1', 'A02', far.m1);
    const near = await addDevice('SN-NEAR-1');
    const hq = await userWith(
      server,
      'dev_hq',
      ['weld:device:list', 'weld:device:resetKey'],
      ['depart-A01'],
      'A01',
    );
    const list = await call<{ records: Device[] }>(server, 'GET', '/weld/device/list?pageSize=100', {
      token: hq.token,
    });
    const ids = list.body.result.records.map((r) => r.id);
    expect(ids).toContain(near.id);
    expect(ids).not.toContain(farDevice.id);
    expect(
      (await call(server, 'POST', `/weld/device/resetKey?id=${farDevice.id}`, { token: hq.token })).status,
    ).toBe(404);
  });

  it('documents the device routes with their headers in the OpenAPI output', async () => {
    const docs = (await (
      await fetch(`${server.api}/v3/api-docs`, { headers: { 'X-Access-Token': admin } })
    ).json()) as { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> };
    for (const path of ['/api/weld/device/firmware/latest', '/api/weld/device/firmware/download']) {
      const headers = docs.paths[path]?.get?.parameters?.filter((p) => p.in === 'header').map((p) => p.name);
      expect(headers, path).toEqual(expect.arrayContaining(['x-device-serial', 'x-device-key']));
    }
    expect(docs.paths['/api/weld/firmware/release']).toBeDefined();
    expect(docs.paths['/api/weld/device/resetKey']).toBeDefined();
  });
});
