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
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

/** Handlers by `<path>` (GET) or `<METHOD> <path>`; the body is the parsed JSON of writes. */
export type LookupRoutes = Record<
  string,
  (query: URLSearchParams, body: Record<string, unknown> | null) => LookupAnswer
>;

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks).toString();
  return raw && (req.headers['content-type'] ?? '').includes('json')
    ? (JSON.parse(raw) as Record<string, unknown>)
    : null;
}

/**
 * A real HTTP server for widget and page tests: answers the API envelope from a route table keyed by
 * path under /api (decoded), `<METHOD> <path>` for other methods than GET; unknown paths answer 404.
 * @example const server = await startLookupServer({ '/sys/dict/getDictItems/sex': () => ({ result: [] }) })
 */
export async function startLookupServer(routes: LookupRoutes) {
  const calls: LookupCall[] = [];
  const server: Server = createServer((req, res) => {
    void readJson(req).then((body) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const path = decodeURIComponent(url.pathname.replace(/^\/api/, ''));
      const method = req.method ?? 'GET';
      calls.push({ method, path, body, query: url.searchParams, headers: req.headers });
      const route = routes[method === 'GET' ? path : `${method} ${path}`];
      const answer: LookupAnswer = route
        ? route(url.searchParams, body)
        : { status: 404, message: 'not found', result: null };
      const status = answer.status ?? 200;
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            success: status === 200,
            code: status,
            message: answer.message ?? 'ok',
            result: answer.result ?? null,
            timestamp: 0,
          }),
        );
      }, answer.delay ?? 0);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return { base, calls, close: () => new Promise<void>((r) => server.close(() => r())) };
}
