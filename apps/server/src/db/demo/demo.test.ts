import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer, type TestServer } from '../../test/server';
import { call, login } from '../../test/client';
import { dialects } from '../../test/databases';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../../lib/password';
import { seedDemo } from './index';
import { digestStored, storeBytes } from '../../resources/system/upload/stored-file';
import { demoDeviceKey } from './firmware';

describe.each(dialects)('the --demo data set on %s', (dialect) => {
  let server: TestServer;
  const root = mkdtempSync(join(tmpdir(), 'weld-demo-'));
  beforeAll(async () => {
    server = await startServer(dialect, { uploadDir: root });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });
  const files = (key: string, bytes: Buffer, mime: string) => storeBytes(server.ctx.config, key, bytes, mime);

  it('is not there by default, loads once, and gives a tree the screens can walk', async () => {
    const db = server.ctx.db;
    expect(await db.selectFrom('weld_model').select('id').execute()).toEqual([]);
    expect(await seedDemo(db, server.ctx.now(), files)).toBe(true);
    expect(await seedDemo(db, server.ctx.now(), files)).toBe(false);
    const nodes = await db.selectFrom('weld_model').select(['node_type']).execute();
    expect(nodes.filter((n) => n.node_type === 'line')).toHaveLength(5);
    expect(nodes.filter((n) => n.node_type === 'model').length).toBeGreaterThanOrEqual(30);
    const token = await login(server, 'admin', ADMIN_PASSWORD);
    const top = await call<{ code: string; isLeaf: boolean }[]>(
      server,
      'GET',
      '/weld/model/loadTreeChildren',
      { token },
    );
    expect(top.body.result.map((n) => n.code)).toEqual(['MIG', 'TIG', 'MMA', 'RBT', 'PV']);
    const series = await call<{ code: string }[]>(
      server,
      'GET',
      '/weld/model/loadTreeChildren?pid=demo-RBT',
      { token },
    );
    expect(series.body.result.map((n) => n.code)).toEqual(['RH', 'CR', 'SW']);
    const stations = await call<{ records: { code: string }[] }>(server, 'GET', '/weld/plcWorkstation/list', {
      token,
    });
    expect(stations.body.result.records.map((w) => w.code)).toEqual(['WS-01', 'WS-02']);
    const history = await call<{ readings: unknown[] }>(
      server,
      'GET',
      '/weld/plc/history?pointId=demo-plc-ws01-p1&minutes=60',
      { token },
    );
    expect(history.body.result.readings.length).toBeGreaterThanOrEqual(350);
    // sequences on several models, two specialists, and 张工's grant on the MIG line showing him its programs only
    const sequences = await db.selectFrom('weld_sequence').select(['model_id', 'code']).execute();
    expect(new Set(sequences.map((s) => s.model_id)).size).toBeGreaterThanOrEqual(6);
    expect(
      (await db.selectFrom('weld_specialist').select('username').orderBy('username').execute()).map(
        (s) => s.username,
      ),
    ).toEqual(['ligong', 'zhanggong']);
    // their passwords are random: set one as an administrator would, then sign in as 张工
    await db
      .updateTable('sys_user')
      .set({ ...(await hashPassword('Zhang#Demo2026')), must_change_password: 0 })
      .where('username', '=', 'zhanggong')
      .execute();
    const zhang = await login(server, 'zhanggong', 'Zhang#Demo2026');
    const seen = await call<{ records: { code: string }[] }>(
      server,
      'GET',
      '/weld/sequence/list?pageSize=100',
      { token: zhang },
    );
    expect(seen.body.result.records.map((r) => r.code).sort()).toEqual([
      'NB350-CS-06',
      'NB350-CS-10',
      'NB500-LA-16',
      'NBP350-AL-04',
      'NBP350-SS-03',
    ]);
  });

  it('attaches manuals in three languages with their files stored and checksummed, tweets, and messages with replies', async () => {
    const db = server.ctx.db;
    const manuals = await db.selectFrom('weld_manual_file').selectAll().execute();
    expect(new Set(manuals.filter((m) => m.kind === 'manual').map((m) => m.language))).toEqual(
      new Set(['zh_CN', 'en_US', 'ru_RU']),
    );
    expect(new Set(manuals.map((m) => m.model_id)).size).toBeGreaterThanOrEqual(5);
    for (const m of manuals) {
      const digest = await digestStored(server.ctx.config, m.file);
      expect(digest, m.file).toEqual({ size: m.file_size, checksum: m.checksum });
    }
    expect(
      manuals
        .filter((m) => m.group_id === 'demo-mf-018')
        .map((m) => m.version)
        .sort(),
    ).toEqual(['1.0', '1.1', '2.0']);
    const tweets = await db.selectFrom('weld_tweet').select(['id', 'cover_image', 'images']).execute();
    expect(tweets.length).toBeGreaterThanOrEqual(3);
    // every picture a tweet names is served by the public static route, as the tweet list shows it
    for (const t of tweets) {
      for (const path of [t.cover_image, ...(t.images ?? '').split(',')].filter(Boolean)) {
        const image = await fetch(`${server.api}/sys/common/static/${path}`);
        expect(image.status, `${t.id} ${path}`).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/png');
        expect(
          Buffer.from(await image.arrayBuffer())
            .subarray(1, 4)
            .toString('latin1'),
        ).toBe('PNG');
      }
    }
    const replies = await db.selectFrom('weld_message_reply').select('message_id').execute();
    expect(replies.length).toBeGreaterThanOrEqual(2);
  });

  it('gives demo devices their firmware: the newest released one they may take, with a file that matches its checksum', async () => {
    const device = { 'X-Device-Serial': 'NB350-2026-0002', 'X-Device-Key': demoDeviceKey('NB350-2026-0002') };
    const offer = await call<{ id: string; version: string; forced: boolean; checksum: string }>(
      server,
      'GET',
      '/weld/device/firmware/latest?currentVersion=1.0.0',
      { headers: device },
    );
    expect(offer.body.result).toMatchObject({ version: '1.2.0', forced: true });
    const file = await fetch(`${server.api}/weld/device/firmware/download?id=${offer.body.result.id}`, {
      headers: device,
    });
    expect(
      createHash('sha256')
        .update(Buffer.from(await file.arrayBuffer()))
        .digest('hex'),
    ).toBe(offer.body.result.checksum);
    // once on 1.2.0 the device is up to date (this call also lets the streamed answer finish before the server stops)
    expect(
      (await call(server, 'GET', '/weld/device/firmware/latest?currentVersion=1.2.0', { headers: device }))
        .body.result,
    ).toBeNull();
  });

  it('holds projects on their levels with their logs, and manual users with their bound machines', async () => {
    const token = await login(server, 'admin', ADMIN_PASSWORD);
    const projects = await call<{ records: { code: string; levelId_dictText: string }[]; total: number }>(
      server,
      'GET',
      '/weld/project/list?pageSize=50',
      { token },
    );
    expect(projects.body.result.total).toBe(6);
    expect(projects.body.result.records.find((p) => p.code === 'PJ-2026-001')?.levelId_dictText).toBe(
      '战略项目',
    );
    const logs = await call<{ total: number }>(
      server,
      'GET',
      '/weld/projectLog/list?projectId=demo-PJ-2026-001',
      { token },
    );
    expect(logs.body.result.total).toBe(3);
    const readers = await call<{ records: { name: string; machines: { serialNo: string }[] }[] }>(
      server,
      'GET',
      `/weld/manualUser/list?pageSize=50&name=${encodeURIComponent('*赵志强*')}`,
      { token },
    );
    expect(readers.body.result.records[0].machines.map((m) => m.serialNo)).toEqual([
      'NB350-2604-0321',
      'NB350-2604-0322',
      'NB500-2604-0045',
    ]);
  });
});
