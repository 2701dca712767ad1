import { createRequire } from 'node:module';

/** The parts of a `ws` client the tests use (ws ships no types; it comes with @fastify/websocket). */
export interface WsClient {
  readonly protocol: string;
  send(text: string): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  once(event: 'open', listener: () => void): void;
  once(event: 'error', listener: (err: Error) => void): void;
  once(event: 'close', listener: (code: number) => void): void;
  once(event: 'unexpected-response', listener: (req: unknown, res: { statusCode: number }) => void): void;
}
export const WebSocket = createRequire(import.meta.url)('ws') as new (
  url: string,
  protocol?: string,
) => WsClient;

export interface OpenSocket {
  ws: WsClient;
  /** frames received and not yet taken, parsed as JSON */
  frames: unknown[];
  /** the next frame, waiting for it when none is there */
  next(timeoutMs?: number): Promise<unknown>;
  closed: Promise<number>;
}

/**
 * A real client socket to `<api>/<path>`, the token offered as sub-protocol; rejects on an HTTP refusal.
 * @example const socket = await openSocket(server.api, `/websocket/${userId}`, token)
 */
export function openSocket(api: string, path: string, protocol?: string): Promise<OpenSocket> {
  const url = `${api.replace(/^http/, 'ws')}${path}`;
  const ws = protocol ? new WebSocket(url, protocol) : new WebSocket(url);
  const frames: unknown[] = [];
  const waiters: ((v: unknown) => void)[] = [];
  ws.on('message', (data) => {
    const value = JSON.parse(String(data));
    const waiter = waiters.shift();
    if (waiter) waiter(value);
    else frames.push(value);
  });
  const closed = new Promise<number>((resolve) => ws.once('close', resolve));
  const next = (timeoutMs = 5000) =>
    frames.length
      ? Promise.resolve(frames.shift())
      : new Promise((resolve, reject) => {
          const waiter = (v: unknown) => {
            clearTimeout(timer);
            resolve(v);
          };
          const timer = setTimeout(() => {
            waiters.splice(waiters.indexOf(waiter), 1);
            reject(new Error('no frame within the time'));
          }, timeoutMs);
          waiters.push(waiter);
        });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, frames, next, closed }));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}
