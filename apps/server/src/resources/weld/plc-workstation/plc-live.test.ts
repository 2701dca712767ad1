import { describe, expect, it } from 'vitest';
import { call } from '../../../test/client';
import { openSocket } from '../../../test/ws-client';
import { dialects } from '../../../test/databases';
import { userWith } from '../../../test/weld-fixture';
import { addWorkstation, push, S7_POINTS, usePlcServer } from '../../../test/plc-fixture';
import type { PointHistory } from '@weld/core';

describe.each(dialects)('PLC readings live and in history on %s', (dialect) => {
  const plc = usePlcServer(dialect);

  it('pushes new values to a subscribed screen, marking those outside limits, and the workstation coming online', async () => {
    const { server, admin, subscribe } = plc;
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
    const { server, adminId } = plc;
    const plain = await userWith(server, 'plc_nobody', ['weld:model:list']);
    const denied = await openSocket(server.api, `/weld/plc/live/${plain.userId}`, plain.token);
    expect(await denied.closed).toBe(4403);
    const reader = await userWith(server, 'plc_watcher', ['weld:plcWorkstation:list']);
    const mismatch = await openSocket(server.api, `/weld/plc/live/${adminId}`, reader.token);
    expect(await mismatch.closed).toBe(4403);
    await expect(openSocket(server.api, `/weld/plc/live/${adminId}`)).rejects.toThrow(/401/);
  });

  it('marks a silent workstation offline after its offline-after seconds and tells the screen', async () => {
    const { server, admin, subscribe } = plc;
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
    const { server, admin } = plc;
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
});
