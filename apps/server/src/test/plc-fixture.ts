import { afterAll, beforeAll, expect } from 'vitest';
import { call, login } from './client';
import type { DialectName } from '../db/dialect';
import { ADMIN_PASSWORD, startServer } from './server';
import type { TestServer } from './server';
import { openSocket } from './ws-client';
import type { OpenSocket } from './ws-client';

/** Data points of an S7 workstation: scaled numbers with limits, a bit and a word. */
export const S7_POINTS = [
  { address: 'DB1.DBD0', dataType: 'REAL', scale: 1, lowLimit: 100, highLimit: 300, name: '焊接电流' },
  { address: 'DB1.DBW4', dataType: 'INT', scale: 0.1, lowLimit: 15, highLimit: 35, name: '焊接电压' },
  { address: 'DB1.DBX2.3', dataType: 'BOOL', name: '起弧' },
  { address: 'DB1.DBW6', dataType: 'WORD', name: '状态字' },
];

export interface PlcFixture {
  server: TestServer;
  admin: string;
  adminId: string;
  /** the stored readings of a point, oldest first */
  readings: (pointId: string) => Promise<{ ts: unknown; value: unknown }[]>;
  /** a live socket subscribed to a workstation, as `token` (the admin's by default) */
  subscribe: (workstationId: string, token?: string, userId?: string) => Promise<OpenSocket>;
}

/** A server on `dialect` for the describe block around it, with the admin signed in. */
export function usePlcServer(dialect: DialectName): PlcFixture {
  const plc = {
    readings: (pointId: string) =>
      plc.server.ctx.db
        .selectFrom('weld_plc_reading')
        .select(['ts', 'value'])
        .where('point_id', '=', pointId)
        .orderBy('ts')
        .execute(),
    subscribe: async (workstationId: string, token = plc.admin, userId = plc.adminId) => {
      const socket = await openSocket(plc.server.api, `/weld/plc/live/${userId}`, token);
      socket.ws.send(JSON.stringify({ cmd: 'subscribe', workstationId }));
      expect(await socket.next()).toMatchObject({ type: 'subscribed', workstationId });
      return socket;
    },
  } as PlcFixture;
  beforeAll(async () => {
    plc.server = await startServer(dialect);
    plc.admin = await login(plc.server, 'admin', ADMIN_PASSWORD);
    plc.adminId = (
      await plc.server.ctx.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => plc.server?.stop());
  return plc;
}

/** A push as a gateway sends it. */
export interface Push {
  workstation: string;
  readings: { point: unknown; ts: unknown; value: unknown }[];
}

/** A workstation with its points, added through the API as `token`; answers its id, its one-time key and the point ids by address. */
export async function addWorkstation(
  server: TestServer,
  token: string,
  ws: { code: string; protocol?: string; offlineAfter?: number },
  points: {
    address: string;
    dataType: string;
    scale?: number;
    lowLimit?: number;
    highLimit?: number;
    name?: string;
  }[] = [],
): Promise<{ id: string; key: string; points: Record<string, string> }> {
  const body = {
    name: ws.code,
    address: '192.168.10.20',
    port: 102,
    protocol: 's7',
    rack: 0,
    slot: 1,
    dbNumber: 1,
    ...ws,
  };
  const added = await call<{ id: string; gatewayKey: string }>(server, 'POST', '/weld/plcWorkstation/add', {
    token,
    body,
  });
  if (added.status !== 200)
    throw new Error(`add workstation ${ws.code}: ${added.status} ${added.body.message}`);
  const ids: Record<string, string> = {};
  for (const p of points) {
    const answer = await call<{ id: string }>(server, 'POST', '/weld/plcPoint/add', {
      token,
      body: { workstationId: added.body.result.id, name: p.address, ...p },
    });
    if (answer.status !== 200)
      throw new Error(`add point ${p.address}: ${answer.status} ${answer.body.message}`);
    ids[p.address] = answer.body.result.id;
  }
  return { id: added.body.result.id, key: added.body.result.gatewayKey, points: ids };
}

/** One gateway push to `server` with `key`. */
export function push(server: TestServer, key: string, body: Push, lang?: string) {
  return call<{
    stored: number;
    duplicates: number;
    errors: { index: number; point: unknown; code: string; message: string }[];
  }>(server, 'POST', '/weld/plc/ingest', { headers: { 'X-Gateway-Key': key }, body, lang });
}
