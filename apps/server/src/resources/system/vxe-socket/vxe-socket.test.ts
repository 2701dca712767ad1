import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { ADMIN_PASSWORD, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { login } from '../../../test/client';
import { parseSocketMessage } from './vxe-socket-message';

/** The parts of a `ws` client the test uses (ws ships no types; it comes with @fastify/websocket). */
interface WsClient {
  readonly protocol: string;
  send(text: string): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  once(event: 'open', listener: () => void): void;
  once(event: 'error', listener: (err: Error) => void): void;
  once(event: 'close', listener: (code: number) => void): void;
  once(event: 'unexpected-response', listener: (req: unknown, res: { statusCode: number }) => void): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string, protocol?: string) => WsClient;

let server: TestServer;
let token: string;
let userId: string;

beforeAll(async () => {
  server = await startServer('sqlite');
  token = await login(server, 'admin', ADMIN_PASSWORD);
  userId = (await server.ctx.stores.tokens.touch(token))!.userId;
});
afterAll(async () => server?.stop());

/** A real client socket, its frames collected as parsed JSON. */
function open(path: string, protocol?: string): Promise<{ ws: WsClient; frames: unknown[]; next(): Promise<unknown> }> {
  const url = `${server.api.replace(/^http/, 'ws')}${path}`;
  const ws = protocol ? new WebSocket(url, protocol) : new WebSocket(url);
  const frames: unknown[] = [];
  const waiters: ((v: unknown) => void)[] = [];
  ws.on('message', (data) => {
    const value = JSON.parse(String(data));
    const waiter = waiters.shift();
    if (waiter) waiter(value);
    else frames.push(value);
  });
  const next = () => (frames.length ? Promise.resolve(frames.shift()) : new Promise((r) => waiters.push(r)));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, frames, next }));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

describe('/vxeSocket/{userId}/{pageId}', () => {
  it('refuses a socket without a valid token', async () => {
    await expect(open(`/vxeSocket/${userId}/page1`)).rejects.toThrow(/401/);
    await expect(open(`/vxeSocket/${userId}/page1`, 'not-a-token')).rejects.toThrow(/401/);
  });

  it('closes a socket whose path names another user', async () => {
    const { ws } = await open('/vxeSocket/someone-else/page1', token);
    const code = await new Promise((r) => ws.once('close', (c) => r(c)));
    expect(code).toBe(4403);
  });

  it('answers a heartbeat to its sender only, and passes table updates and common messages to the other pages', async () => {
    const a = await open(`/vxeSocket/${userId}/pageA`, token);
    const b = await open(`/vxeSocket/${userId}/pageB`, token);
    expect(a.ws.protocol).toBe(token);

    a.ws.send(JSON.stringify({ type: 'heart_beat', data: '-ping-' }));
    expect(await a.next()).toEqual({ type: 'heart_beat', data: '-ping-' });

    const update = { type: 'update_vxe_table', data: { socketKey: 'weld-sequence', args: [{ id: '100000', current: 135 }, 'case-a'] } };
    a.ws.send(JSON.stringify(update));
    expect(await b.next()).toEqual(update);

    b.ws.send(JSON.stringify({ type: 'common_send_date', data: { key: 'reloadMachines', args: [1] } }));
    expect(await a.next()).toEqual({ type: 'common_send_date', data: { key: 'reloadMachines', args: [1] } });
    b.ws.send('not json');
    b.ws.send(JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 1 } }));
    a.ws.send(JSON.stringify({ type: 'heart_beat' }));
    // the malformed frames were dropped: the next thing a sees is its own heartbeat answer
    expect(await a.next()).toEqual({ type: 'heart_beat', data: null });
    expect(b.frames).toEqual([]);
    a.ws.close();
    b.ws.close();
  });

  it('reads only the three message types', () => {
    expect(parseSocketMessage('{"type":"heart_beat"}')).toEqual({ type: 'heart_beat', data: undefined });
    expect(parseSocketMessage('{"type":"drop_table","data":{"args":[]}}')).toBeNull();
    expect(parseSocketMessage('[')).toBeNull();
  });
});
