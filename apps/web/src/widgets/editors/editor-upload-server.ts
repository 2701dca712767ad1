import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A multipart body the fake server received, with its text fields picked out. */
export interface EditorUploadCall {
  fields: Record<string, string>;
  fileName: string;
  token: string | undefined;
}

/**
 * A real HTTP server answering `POST /api/sys/common/upload` for the rich-text editor tests: the
 * stored path `jeditor/<name>`, or `local` while `mode.local` is set (uploads configured as local),
 * or a 400 with a message for a file named BAD*.
 * @example const server = await startEditorUploadServer(); vi.stubEnv('VITE_API_BASE', server.base);
 */
export async function startEditorUploadServer() {
  const calls: EditorUploadCall[] = [];
  const mode = { local: false };
  const server = createServer((req, res) => {
    void (async () => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
      if (req.method === 'OPTIONS') return res.writeHead(204).end();
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const raw = Buffer.concat(chunks).toString();
      if (req.method !== 'POST' || !req.url?.startsWith('/api/sys/common/upload')) return res.writeHead(404).end();
      const fields = Object.fromEntries([...raw.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)/g)].map((m) => [m[1]!, m[2]!]));
      const fileName = /name="file"; filename="([^"]*)"/.exec(raw)?.[1] ?? '';
      calls.push({ fields, fileName, token: req.headers['x-access-token'] as string | undefined });
      const json = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ timestamp: 0, ...body }));
      if (fileName.startsWith('BAD')) return json(400, { success: false, code: 400, message: '文件内容与扩展名 .png 不符', result: null });
      const path = mode.local ? 'local' : `${fields.biz}/${fileName}`;
      return json(200, { success: true, code: 200, message: path, result: path });
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return { base, calls, mode, close: () => new Promise<void>((r) => {
    server.closeAllConnections();
    server.close(() => r());
  }) };
}
