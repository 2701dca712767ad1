import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DepartTreeNode } from './depart-tree-api';

/** A call the fake API received. */
export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
}

/** An answer: the envelope's result, and a status/message when it is a refusal. */
export type FakeAnswer = { result: unknown; status?: number; message?: string };
export type FakeRoutes = Record<string, (call: FakeCall) => FakeAnswer>;

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks).toString();
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

/**
 * A real HTTP server answering `METHOD /path` (below /api) from a table, in the API envelope, for the
 * department widgets' and screens' component tests; unknown calls are a 404.
 * @example const api = await startFakeApi({ 'GET /sys/sysDepart/queryTreeList': () => ({ result: tree }) })
 */
export async function startFakeApi(routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const call = { method: req.method ?? 'GET', path: url.pathname.replace(/^\/api/, ''), query: url.searchParams, body: await bodyOf(req) };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const answer = route ? route(call) : { result: null, status: 404, message: 'not found' };
      const status = answer.status ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: status === 200, code: status, message: answer.message ?? 'ok', result: answer.result, timestamp: 0 }));
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return { base, calls, routes, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const node = (id: string, name: string, orgCode: string, parentId: string | null, category: string, children?: DepartTreeNode[]): DepartTreeNode => ({
  id, key: id, value: id, title: name, departName: name, orgCode, orgCategory: category, parentId, isLeaf: !children, ...(children ? { children } : {}),
});

/** The seeded departments as queryTreeList answers them. */
export function sampleTree(): DepartTreeNode[] {
  return [
    node('d1', '焊接设备制造有限公司', 'A01', null, '1', [
      node('d11', '研发部', 'A01A01', 'd1', '2'),
      node('d12', '销售部', 'A01A02', 'd1', '2'),
      node('d13', '售后服务部', 'A01A03', 'd1', '2'),
    ]),
    node('d2', '光伏储能事业部', 'A02', null, '1'),
  ];
}
