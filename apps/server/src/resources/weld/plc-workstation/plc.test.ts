import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer, type TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { dialects } from '../../../test/databases';
import { userWith } from '../../../test/weld-fixture';
import { openSocket } from '../../../test/ws-client';
import type { OpenSocket } from '../../../test/ws-client';
import { addWorkstation, push } from '../../../test/plc-fixture';
import type { PointHistory } from '@weld/core';

const S7_POINTS = [
  { address: 'DB1.DBD0', dataType: 'REAL', scale: 1, lowLimit: 100, highLimit: 300, name: '焊接电流' },
  { address: 'DB1.DBW4', dataType: 'INT', scale: 0.1, lowLimit: 15, highLimit: 35, name: '焊接电压' },
  { address: 'DB1.DBX2.3', dataType: 'BOOL', name: '起弧' },
  { address: 'DB1.DBW6', dataType: 'WORD', name: '状态字' },
];

describe.each(dialects)('PLC workstations on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let adminId: string;
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    adminId = (
      await server.ctx.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => server?.stop());

  const readings = (id: string) =>
    server.ctx.db
      .selectFrom('weld_plc_reading')
      .select(['ts', 'value'])
      .where('point_id', '=', id)
      .orderBy('ts')
      .execute();
  const subscribe = async (workstationId: string, token = admin, userId = adminId): Promise<OpenSocket> => {
    const socket = await openSocket(server.api, `/weld/plc/live/${userId}`, token);
    socket.ws.send(JSON.stringify({ cmd: 'subscribe', workstationId }));
    expect(await socket.next()).toMatchObject({ type: 'subscribed', workstationId });
    return socket;
  };

  it('answers the gateway key once on add, keeps only its hash, and a reset makes the old key useless', async () => {
    const ws = await addWorkstation(server, admin, { code: 'KEY-01' }, [
      { address: 'DB1.DBD0', dataType: 'REAL' },
    ]);
    expect(ws.key).toMatch(/^[\w-]{40,}$/);
    const row = await server.ctx.db
      .selectFrom('weld_plc_workstation')
      .select(['key_hash', 'status'])
      .where('id', '=', ws.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).not.toContain(ws.key);
    expect(row.status).toBe('offline');
    expect(
      (
        await call<Record<string, unknown>>(server, 'GET', `/weld/plcWorkstation/queryById?id=${ws.id}`, {
          token: admin,
        })
      ).body.result,
    ).not.toHaveProperty('gatewayKey');
    const body = {
      workstation: 'KEY-01',
      readings: [{ point: 'DB1.DBD0', ts: Date.now() - 1000, value: 1.5 }],
    };
    expect((await push(server, ws.key, body)).status).toBe(200);

    const reader = await userWith(server, 'plc_reader', ['weld:plcWorkstation:list']);
    expect(
      (
        await call(server, 'POST', '/weld/plcWorkstation/resetKey', {
          token: reader.token,
          body: { id: ws.id },
        })
      ).status,
    ).toBe(403);
    const reset = await call<{ gatewayKey: string }>(server, 'POST', '/weld/plcWorkstation/resetKey', {
      token: admin,
      body: { id: ws.id },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('网关密钥已重置');
    const refused = await push(server, ws.key, body, 'en_US');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Invalid gateway key or unknown workstation code');
    expect(
      (
        await push(server, reset.body.result.gatewayKey, {
          ...body,
          readings: [{ ...body.readings[0], ts: Date.now() }],
        })
      ).body.result.stored,
    ).toBe(1);
    expect(
      (await call(server, 'POST', '/weld/plcWorkstation/resetKey', { token: admin, body: { id: 'no-such' } }))
        .status,
    ).toBe(404);
  });

  it("refuses a push without the workstation's key, a wrong key or an unknown code with 401, storing nothing", async () => {
    const ws = await addWorkstation(server, admin, { code: 'AUTH-01' }, [
      { address: 'DB1.DBD0', dataType: 'REAL' },
    ]);
    const other = await addWorkstation(server, admin, { code: 'AUTH-02' });
    const body = { workstation: 'AUTH-01', readings: [{ point: 'DB1.DBD0', ts: Date.now(), value: 2 }] };
    expect((await push(server, 'wrong-key', body)).status).toBe(401);
    expect((await push(server, other.key, body)).status).toBe(401);
    expect((await push(server, ws.key, { ...body, workstation: 'NO-SUCH' })).status).toBe(401);
    expect((await call(server, 'POST', '/weld/plc/ingest', { body })).status).toBe(401);
    expect(await readings(ws.points['DB1.DBD0'])).toEqual([]);
    const row = await server.ctx.db
      .selectFrom('weld_plc_workstation')
      .select(['status', 'last_seen'])
      .where('id', '=', ws.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'offline', last_seen: null });
  });

  it('checks data point addresses by protocol, limits in order and one address per workstation', async () => {
    const s7 = await addWorkstation(server, admin, { code: 'ADDR-S7' }, [
      { address: 'DB10.DBW4', dataType: 'INT' },
    ]);
    const add = (workstationId: string, body: Record<string, unknown>, lang?: string) =>
      call<{ errors?: Record<string, string> }>(server, 'POST', '/weld/plcPoint/add', {
        token: admin,
        lang,
        body: { workstationId, name: 'p', dataType: 'INT', ...body },
      });
    const bad = await add(s7.id, { address: '40001' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('DB1.DBX2.3');
    expect(Object.keys(bad.body.result.errors ?? {})).toEqual(['address']);
    expect((await add(s7.id, { address: 'DB1.DBX2.9' })).status).toBe(400);
    expect((await add(s7.id, { address: 'DB1.DBX2.7', dataType: 'BOOL' })).status).toBe(200);
    const limits = await add(s7.id, { address: 'DB1.DBD8', lowLimit: 10, highLimit: 5 }, 'en_US');
    expect(limits.status).toBe(400);
    expect(limits.body.message).toBe('The low limit cannot be above the high limit');
    expect((await add(s7.id, { address: 'DB10.DBW4' })).status).toBe(409);

    const modbus = await addWorkstation(server, admin, { code: 'ADDR-MB', protocol: 'modbus' });
    expect((await add(modbus.id, { address: '40001' })).status).toBe(200);
    expect((await add(modbus.id, { address: 'HR100' })).status).toBe(200);
    expect((await add(modbus.id, { address: 'DB1.DBD0' })).status).toBe(400);
    const listed = await call<{ records: { address: string }[] }>(
      server,
      'GET',
      `/weld/plcPoint/list?workstation=${modbus.id}`,
      { token: admin },
    );
    expect(listed.body.result.records.map((p) => p.address)).toEqual(['40001', 'HR100']);
    const opcua = await addWorkstation(server, admin, { code: 'ADDR-UA', protocol: 'opcua' });
    expect((await add(opcua.id, { address: 'ns=2;s=Line1.Current' })).status).toBe(200);
    expect((await add(opcua.id, { address: 'Line1.Current' })).status).toBe(400);
    expect((await add('no-such-ws', { address: 'DB1.DBD0' })).status).toBe(400);

    // the S7 points would not fit Modbus: the protocol stays
    const change = await call(server, 'PUT', '/weld/plcWorkstation/edit', {
      token: admin,
      body: { id: s7.id, protocol: 'modbus' },
    });
    expect(change.status).toBe(400);
    expect(change.body.message).toContain('DB1.DBX2.7');
    const badHost = await call(server, 'POST', '/weld/plcWorkstation/add', {
      token: admin,
      body: { code: 'HOST-X', name: 'x', address: '300.1.1.1', port: 102, protocol: 's7' },
    });
    expect(badHost.status).toBe(400);
    expect(
      (
        await call(server, 'POST', '/weld/plcWorkstation/add', {
          token: admin,
          body: { code: 'PORT-X', name: 'x', address: 'plc-01.local', port: 70000, protocol: 's7' },
        })
      ).status,
    ).toBe(400);
  });

  it('stores the valid readings of a push scaled, reporting each bad one: unknown point, wrong type, far future, bad time', async () => {
    const ws = await addWorkstation(server, admin, { code: 'VAL-01' }, S7_POINTS);
    const now = Date.now();
    const answer = await push(
      server,
      ws.key,
      {
        workstation: 'VAL-01',
        readings: [
          { point: 'DB1.DBD0', ts: now - 2000, value: 182.5 },
          { point: 'DB1.DBW4', ts: new Date(now - 2000).toISOString(), value: 231 },
          { point: 'DB1.DBX2.3', ts: now - 2000, value: true },
          { point: 'DB9.DBD0', ts: now - 2000, value: 1 },
          { point: 'DB1.DBW4', ts: now - 1000, value: 23.5 },
          { point: 'DB1.DBW6', ts: now - 1000, value: -1 },
          { point: 'DB1.DBX2.3', ts: now - 1000, value: 'on' },
          { point: 'DB1.DBD0', ts: now + 3_600_000, value: 200 },
          { point: 'DB1.DBD0', ts: 'yesterday', value: 200 },
        ],
      },
      'en_US',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.result.stored).toBe(3);
    expect(answer.body.result.duplicates).toBe(0);
    expect(answer.body.result.errors.map((e) => [e.index, e.code])).toEqual([
      [3, 'unknownPoint'],
      [4, 'badValue'],
      [5, 'badValue'],
      [6, 'badValue'],
      [7, 'future'],
      [8, 'badTime'],
    ]);
    expect(answer.body.result.errors[0].message).toBe('Unknown data point "DB9.DBD0"');
    expect(answer.body.result.errors[1].message).toBe(
      'The value of data point "DB1.DBW4" does not fit type INT',
    );
    expect((await readings(ws.points['DB1.DBW4'])).map((r) => Number(r.value))).toEqual([23.1]);
    const points = await server.ctx.db
      .selectFrom('weld_plc_point')
      .select(['address', 'last_value'])
      .where('workstation_id', '=', ws.id)
      .orderBy('address')
      .execute();
    expect(points.map((p) => [p.address, p.last_value === null ? null : Number(p.last_value)])).toEqual([
      ['DB1.DBD0', 182.5],
      ['DB1.DBW4', 23.1],
      ['DB1.DBW6', null],
      ['DB1.DBX2.3', 1],
    ]);
    const tooMany = await push(server, ws.key, {
      workstation: 'VAL-01',
      readings: Array.from({ length: 1001 }, (_, i) => ({
        point: 'DB1.DBD0',
        ts: now - 100_000 + i,
        value: 1,
      })),
    });
    expect(tooMany.status).toBe(400);
    expect(await readings(ws.points['DB1.DBD0'])).toHaveLength(1);
  });

  it('stores a reading once however often it is pushed, counting the repeats, and keeps the newest as the last value', async () => {
    const ws = await addWorkstation(server, admin, { code: 'IDEM-01' }, S7_POINTS);
    const t = Date.now() - 10_000;
    const batch = {
      workstation: 'IDEM-01',
      readings: [
        { point: 'DB1.DBD0', ts: t, value: 150 },
        { point: 'DB1.DBD0', ts: t + 1000, value: 160 },
      ],
    };
    expect((await push(server, ws.key, batch)).body.result).toEqual({ stored: 2, duplicates: 0, errors: [] });
    // the same instant as ISO text, plus one new reading older than the last value
    const again = await push(server, ws.key, {
      workstation: 'IDEM-01',
      readings: [
        ...batch.readings,
        { point: 'DB1.DBD0', ts: new Date(t).toISOString(), value: 999 },
        { point: 'DB1.DBD0', ts: t - 5000, value: 140 },
      ],
    });
    expect(again.body.result).toEqual({ stored: 1, duplicates: 3, errors: [] });
    expect((await readings(ws.points['DB1.DBD0'])).map((r) => [Number(r.ts) - t, Number(r.value)])).toEqual([
      [-5000, 140],
      [0, 150],
      [1000, 160],
    ]);
    const point = await server.ctx.db
      .selectFrom('weld_plc_point')
      .select(['last_value'])
      .where('id', '=', ws.points['DB1.DBD0'])
      .executeTakeFirstOrThrow();
    expect(Number(point.last_value)).toBe(160);
  });

  it('pushes new values to a subscribed screen, marking those outside limits, and the workstation coming online', async () => {
    const ws = await addWorkstation(server, admin, { code: 'LIVE-01' }, S7_POINTS);
    const other = await addWorkstation(server, admin, { code: 'LIVE-02' }, S7_POINTS);
    const socket = await subscribe(ws.id);
    const t = Date.now();
    await push(server, other.key, {
      workstation: 'LIVE-02',
      readings: [{ point: 'DB1.DBD0', ts: t, value: 1 }],
    });
    await push(server, ws.key, {
      workstation: 'LIVE-01',
      readings: [
        { point: 'DB1.DBD0', ts: t, value: 350 },
        { point: 'DB1.DBW4', ts: t, value: 250 },
      ],
    });
    expect(await socket.next()).toMatchObject({
      type: 'status',
      workstationId: ws.id,
      status: 'online',
      lastSeen: expect.stringMatching(/^\d{4}-/),
    });
    const values = (await socket.next()) as {
      type: string;
      values: { pointId: string; value: number; outOfLimits: boolean }[];
    };
    expect(values.type).toBe('values');
    expect(values.values.map((v) => [v.pointId, v.value, v.outOfLimits]).sort()).toEqual(
      [
        [ws.points['DB1.DBD0'], 350, true],
        [ws.points['DB1.DBW4'], 25, false],
      ].sort(),
    );
    // already online: values only; a repeat moves nothing, so nothing is pushed
    await push(server, ws.key, {
      workstation: 'LIVE-01',
      readings: [{ point: 'DB1.DBD0', ts: t, value: 350 }],
    });
    await push(server, ws.key, {
      workstation: 'LIVE-01',
      readings: [{ point: 'DB1.DBD0', ts: t + 1, value: 120 }],
    });
    expect(await socket.next()).toMatchObject({
      type: 'values',
      values: [{ pointId: ws.points['DB1.DBD0'], value: 120, outOfLimits: false }],
    });
    await expect(socket.next(300)).rejects.toThrow(/no frame/);
    socket.ws.send('HeartBeat');
    expect(await socket.next()).toEqual({ cmd: 'heartcheck', msgTxt: 'HeartBeat' });
    socket.ws.close();
  });

  it("closes the live socket of a user without the workstation right, or with another user's id in the path", async () => {
    const plain = await userWith(server, 'plc_nobody', ['weld:model:list']);
    const denied = await openSocket(server.api, `/weld/plc/live/${plain.userId}`, plain.token);
    expect(await denied.closed).toBe(4403);
    const reader = await userWith(server, 'plc_watcher', ['weld:plcWorkstation:list']);
    const mismatch = await openSocket(server.api, `/weld/plc/live/${adminId}`, reader.token);
    expect(await mismatch.closed).toBe(4403);
    await expect(openSocket(server.api, `/weld/plc/live/${adminId}`)).rejects.toThrow(/401/);
  });

  it('marks a silent workstation offline after its offline-after seconds and tells the screen', async () => {
    const ws = await addWorkstation(server, admin, { code: 'OFF-01', offlineAfter: 2 }, S7_POINTS);
    const socket = await subscribe(ws.id);
    await push(server, ws.key, {
      workstation: 'OFF-01',
      readings: [{ point: 'DB1.DBD0', ts: Date.now(), value: 200 }],
    });
    expect(await socket.next()).toMatchObject({ type: 'status', status: 'online' });
    expect(await socket.next()).toMatchObject({ type: 'values' });
    const started = Date.now();
    expect(await socket.next(6000)).toMatchObject({
      type: 'status',
      workstationId: ws.id,
      status: 'offline',
    });
    expect(Date.now() - started).toBeGreaterThan(1000);
    const row = await server.ctx.db
      .selectFrom('weld_plc_workstation')
      .select('status')
      .where('id', '=', ws.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('offline');
    const listed = await call<{ records: { id: string; status_dictText: string }[] }>(
      server,
      'GET',
      '/weld/plcWorkstation/list?code=OFF-01',
      { token: admin },
    );
    expect(listed.body.result.records[0].status_dictText).toBe('离线');
    socket.ws.close();
  });

  it("answers a point's history of the last minutes, oldest first, to holders of the point right", async () => {
    const ws = await addWorkstation(server, admin, { code: 'HIST-01' }, S7_POINTS);
    const now = Date.now();
    const minutesAgo = [90, 30, 20, 10, 1];
    await push(server, ws.key, {
      workstation: 'HIST-01',
      readings: minutesAgo.map((m, i) => ({ point: 'DB1.DBW4', ts: now - m * 60_000, value: 200 + i })),
    });
    const pointId = ws.points['DB1.DBW4'];
    const hour = await call<PointHistory>(server, 'GET', `/weld/plc/history?pointId=${pointId}&minutes=60`, {
      token: admin,
    });
    expect(hour.status).toBe(200);
    expect(hour.body.result.point).toMatchObject({
      name: '焊接电压',
      address: 'DB1.DBW4',
      lowLimit: 15,
      highLimit: 35,
    });
    expect(hour.body.result.readings.map((r) => r.value)).toEqual([20.1, 20.2, 20.3, 20.4]);
    expect(hour.body.result.readings[0].time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(
      (
        await call<PointHistory>(server, 'GET', `/weld/plc/history?pointId=${pointId}&minutes=15`, {
          token: admin,
        })
      ).body.result.readings,
    ).toHaveLength(2);
    expect(
      (await call(server, 'GET', `/weld/plc/history?pointId=${pointId}&minutes=5000`, { token: admin }))
        .status,
    ).toBe(400);
    expect((await call(server, 'GET', '/weld/plc/history?pointId=no-such', { token: admin })).status).toBe(
      404,
    );
    const noRight = await userWith(server, 'plc_hist_none', ['weld:plcWorkstation:list']);
    expect(
      (await call(server, 'GET', `/weld/plc/history?pointId=${pointId}`, { token: noRight.token })).status,
    ).toBe(403);
    const withRight = await userWith(server, 'plc_hist_reader', ['weld:plcPoint:list']);
    expect(
      (await call(server, 'GET', `/weld/plc/history?pointId=${pointId}`, { token: withRight.token })).status,
    ).toBe(200);
  });

  it('deletes a workstation with its points and readings', async () => {
    const ws = await addWorkstation(server, admin, { code: 'DEL-01' }, S7_POINTS);
    await push(server, ws.key, {
      workstation: 'DEL-01',
      readings: [{ point: 'DB1.DBD0', ts: Date.now(), value: 1 }],
    });
    expect(
      (await call(server, 'DELETE', `/weld/plcWorkstation/delete?id=${ws.id}`, { token: admin })).status,
    ).toBe(200);
    expect(
      await server.ctx.db
        .selectFrom('weld_plc_point')
        .select('id')
        .where('workstation_id', '=', ws.id)
        .execute(),
    ).toEqual([]);
    expect(await readings(ws.points['DB1.DBD0'])).toEqual([]);
  });
});
