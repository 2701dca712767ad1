import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a route of the lookup server answers: an envelope with this status, result and message. */
export interface LookupAnswer {
  status?: number;
  result?: unknown;
  message?: string;
  /** milliseconds before the answer is sent (to test stale answers) */
  delay?: number;
}

export interface LookupCall {
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

export type LookupRoutes = Record<string, (query: URLSearchParams) => LookupAnswer>;

/**
 * A real HTTP server for widget tests: `GET <path>` answers the API envelope from a route table keyed
 * by path under /api (decoded); unknown paths answer 404.
 * @example const server = await startLookupServer({ '/sys/dict/getDictItems/sex': () => ({ result: [] }) })
 */
export async function startLookupServer(routes: LookupRoutes) {
  const calls: LookupCall[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = decodeURIComponent(url.pathname.replace(/^\/api/, ''));
    calls.push({ path, query: url.searchParams, headers: req.headers });
    const route = routes[path];
    const answer: LookupAnswer = route ? route(url.searchParams) : { status: 404, message: 'not found', result: null };
    const status = answer.status ?? 200;
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: status === 200, code: status, message: answer.message ?? 'ok', result: answer.result ?? null, timestamp: 0 }));
    }, answer.delay ?? 0);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return { base, calls, close: () => new Promise<void>((r) => server.close(() => r())) };
}
