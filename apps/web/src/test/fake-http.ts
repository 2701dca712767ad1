import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake server received; the path is below /api. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** the JSON body, when one was sent */
  body: Record<string, unknown> | null;
  /** the body as text (multipart uploads) */
  raw: string;
  headers: IncomingHttpHeaders;
}

/** What the fake answers: a status with a JSON body, plain text, or bytes with headers; optionally late. */
export interface FakeReply {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

/**
 * The API envelope as the server sends it: success below 400, code (201 for a partial import) and message.
 * @example envelope({ count: 2 }, { message: '成功导入 2 条' })
 */
export function envelope(
  result: unknown,
  o: { status?: number; code?: number; message?: string } = {},
): FakeReply {
  const status = o.status ?? 200;
  return {
    status,
    json: { success: status < 400, code: o.code ?? status, message: o.message ?? 'ok', result, timestamp: 0 },
  };
}

/**
 * A real HTTP server for component tests, answering every request below /api through `answer`, with
 * the CORS replies a browser's XHR asks for (another port is another origin). Requests are recorded.
 * @example const api = await startFakeHttp((r) => r.path === '/sys/user/list' ? envelope(page) : envelope(null, { status: 404 }))
 */
export async function startFakeHttp(answer: (request: FakeRequest) => FakeReply | Promise<FakeReply>) {
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE');
      res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
      if (req.method === 'OPTIONS') return res.writeHead(204).end();
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const raw = Buffer.concat(chunks).toString();
      const url = new URL(req.url ?? '/', 'http://x');
      const json =
        (req.headers['content-type'] ?? '').includes('json') && raw
          ? (JSON.parse(raw) as Record<string, unknown>)
          : null;
      const request = {
        method: req.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        body: json,
        raw,
        headers: req.headers,
      };
      requests.push(request);
      const reply = await answer(request);
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      const type =
        reply.json !== undefined
          ? { 'content-type': 'application/json' }
          : reply.text !== undefined && !reply.headers
            ? { 'content-type': 'text/plain' }
            : {};
      res.writeHead(reply.status ?? 200, { ...type, ...reply.headers });
      res.end(reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? ''));
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return { base, requests, close };
}

/** The text fields of a multipart body, by name. */
export const multipartFields = (raw: string): Record<string, string> =>
  Object.fromEntries([...raw.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)/g)].map((m) => [m[1]!, m[2]!]));

/** The file name of a multipart body's file part. */
export const multipartFileName = (raw: string): string => /filename="([^"]*)"/.exec(raw)?.[1] ?? '';
