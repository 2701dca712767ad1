import type { DepartTreeNode } from '@weld/core';
import { envelope, startFakeHttp, type FakeRequest } from '../../test/fake-http';

/** A call the fake API received. */
export type FakeCall = FakeRequest;

/** An answer: the envelope's result, and a status/message when it is a refusal. */
export type FakeAnswer = { result: unknown; status?: number; message?: string };
export type FakeRoutes = Record<string, (call: FakeCall) => FakeAnswer>;

/**
 * A real HTTP server answering `METHOD /path` (below /api) from a table, in the API envelope, for the
 * widgets' and screens' component tests; unknown calls are a 404.
 * @example const api = await startFakeApi({ 'GET /sys/sysDepart/queryTreeList': () => ({ result: tree }) })
 */
export async function startFakeApi(routes: FakeRoutes) {
  const http = await startFakeHttp((call) => {
    const route = routes[`${call.method} ${call.path}`];
    const answer = route ? route(call) : { result: null, status: 404, message: 'not found' };
    return envelope(answer.result, { status: answer.status, message: answer.message });
  });
  return { base: http.base, calls: http.requests, routes, close: http.close };
}

const node = (
  id: string,
  name: string,
  orgCode: string,
  parentId: string | null,
  category: string,
  children?: DepartTreeNode[],
): DepartTreeNode => ({
  id,
  key: id,
  value: id,
  title: name,
  departName: name,
  orgCode,
  orgCategory: category,
  parentId,
  isLeaf: !children,
  ...(children ? { children } : {}),
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
