import { describe, expect, it } from 'vitest';
import { call } from '../../../test/client';
import { dialects } from '../../../test/databases';
import { userWith } from '../../../test/weld-fixture';
import { addWorkstation, push, S7_POINTS, usePlcServer } from '../../../test/plc-fixture';

describe.each(dialects)('PLC workstations on %s', (dialect) => {
  const plc = usePlcServer(dialect);

  it('answers the gateway key once on add, keeps only its hash, and a reset makes the old key useless', async () => {
    const { server, admin } = plc;
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
    const { server, admin, readings } = plc;
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
    const { server, admin } = plc;
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
    const { server, admin, readings } = plc;
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
    const { server, admin, readings } = plc;
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

  it('deletes a workstation with its points and readings', async () => {
    const { server, admin, readings } = plc;
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
