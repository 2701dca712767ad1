import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An upload the fake server received: headers and the raw multipart body. */
export interface UploadCall {
  headers: IncomingHttpHeaders;
  raw: string;
}

const HEX = '0123456789abcdef0123456789abcdef';

// the widgets upload through the browser's XHR, which asks first (CORS): a different port is another origin
function cors(res: ServerResponse, requested?: string) {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-methods', 'GET, POST');
  if (requested) res.setHeader('access-control-allow-headers', requested);
}

/**
 * A real HTTP server answering `POST /api/sys/common/upload` as the server does: the stored path
 * (`temp/<name>_<hex>.<ext>`) in message and result; a file named BAD* is refused with 400 and a
 * message, NOMSG* fails with a 500 that carries no envelope, SLOW* answers after 600 ms.
 */
export async function startUploadServer() {
  const calls: UploadCall[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      cors(res, req.headers['access-control-request-headers']);
      if (req.method === 'OPTIONS') return res.writeHead(204).end();
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const raw = Buffer.concat(chunks).toString();
      if (req.method !== 'POST' || !req.url?.startsWith('/api/sys/common/upload')) return res.writeHead(404).end();
      calls.push({ headers: req.headers, raw });
      const name = /filename="([^"]*)"/.exec(raw)?.[1] ?? '';
      const biz = /name="biz"\r\n\r\n([^\r]*)/.exec(raw)?.[1] ?? 'temp';
      if (name.startsWith('NOMSG')) return res.writeHead(500, { 'content-type': 'text/plain' }).end('oops');
      const json = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ timestamp: 0, ...body }));
      if (name.startsWith('BAD')) return json(400, { success: false, code: 400, message: '文件内容与扩展名 .pdf 不符', result: null });
      if (name.startsWith('SLOW')) await new Promise((r) => setTimeout(r, 600));
      const dot = name.lastIndexOf('.');
      const path = `${biz}/${name.slice(0, dot)}_${HEX}${name.slice(dot)}`;
      return json(200, { success: true, code: 200, message: path, result: path });
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return { base, calls, close: () => new Promise<void>((r) => server.close(() => r())) };
}
