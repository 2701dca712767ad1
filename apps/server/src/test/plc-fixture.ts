import { call } from './client';
import type { TestServer } from './server';

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
