import { createRequire } from 'node:module';
import type { RunningServer } from './server-process';

/** What the bench uses of a `ws` client (ws ships no types; it comes with @fastify/websocket). */
interface WsClient {
  on(event: 'message', listener: (data: Buffer) => void): void;
  once(event: 'open', listener: () => void): void;
  once(event: 'error', listener: (err: Error) => void): void;
  close(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string, protocol: string) => WsClient;

const SOCKETS = 1000;
/** sockets opened at once, so the server's accept queue is not flooded */
const OPEN_BATCH = 100;

async function api<T>(
  server: RunningServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(`${server.origin}/api${path}`, {
    method,
    headers: { 'X-Access-Token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await answer.json()) as { code: number; message: string; result: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.message}`);
  return envelope.result;
}

/**
 * Fan-out of one announcement to 1,000 open notice sockets (issue 5 §1): the time from the publish call
 * (`doReleaseData`) until the last socket has received the push, on one instance of the built server.
 * @example await noticeFanout(server, token)
 */
export async function noticeFanout(server: RunningServer, token: string): Promise<void> {
  // the path may name the token's user by username as well as by id
  const url = `${server.origin.replace(/^http/, 'ws')}/api/websocket/admin`;
  const sockets: WsClient[] = [];
  const pushes: number[] = [];
  /** the publish being timed: which announcement the sockets wait for, and how many have it */
  interface Round {
    expected: string;
    received: number;
    lastAt: number;
    done(): void;
  }
  let round: Round | null = null;
  for (let i = 0; i < SOCKETS; i += OPEN_BATCH) {
    await Promise.all(
      Array.from(
        { length: Math.min(OPEN_BATCH, SOCKETS - i) },
        () =>
          new Promise<void>((resolve, reject) => {
            const ws = new WebSocket(url, token);
            ws.on('message', (data) => {
              if (!round || !String(data).includes(round.expected)) return;
              round.received += 1;
              round.lastAt = performance.now();
              if (round.received === SOCKETS) round.done();
            });
            ws.once('open', () => resolve());
            ws.once('error', reject);
            sockets.push(ws);
          }),
      ),
    );
  }
  try {
    // one round to warm up, then three measured; each publishes a fresh announcement to everyone
    for (let n = 0; n < 4; n += 1) {
      const annt = await api<{ id: string }>(server, token, 'POST', '/sys/annountCement/add', {
        titile: `扇出测试 ${n}`,
        msgCategory: '1',
        priority: 'L',
        msgType: 'ALL',
        msgContent: '<p>fan-out</p>',
      });
      const current: Round = { expected: annt.id, received: 0, lastAt: 0, done: () => undefined };
      const all = new Promise<void>((resolve) => (current.done = resolve));
      round = current;
      const start = performance.now();
      await api(server, token, 'GET', `/sys/annountCement/doReleaseData?id=${annt.id}`);
      await Promise.race([
        all,
        new Promise((_, reject) =>
          setTimeout(
            () =>
              reject(new Error(`only ${current.received} of ${SOCKETS} sockets got the push within 30 s`)),
            30_000,
          ),
        ),
      ]);
      if (n > 0) pushes.push(Math.round(current.lastAt - start));
    }
    const sorted = [...pushes].sort((a, b) => a - b);
    console.log(
      `notice fan-out to ${SOCKETS} open sockets: last push ${sorted[1]} ms after the publish call (median of ${pushes.join(', ')} ms, one instance, after a warm-up)`,
    );
  } finally {
    for (const ws of sockets) ws.close();
  }
}
