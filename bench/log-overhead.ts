import autocannon from 'autocannon';
import { measureGet } from './api-latency';
import { apiLogin, startBuiltServer } from './server-process';

/**
 * What the operation log costs: getUserPermissionByToken and a list read (never logged), and an edit
 * (logged on every call) against the built server in the working directory. Run it from two checkouts
 * to compare: `npx tsx bench/log-overhead.ts` (needs `npm run build -w @weld/server` first).
 */
async function main(): Promise<void> {
  const server = await startBuiltServer();
  try {
    const token = await apiLogin(server.origin);
    const headers = { 'X-Access-Token': token };
    const perm = `${server.origin}/api/sys/permission/getUserPermissionByToken`;
    await measureGet(perm, headers, 2);
    const p = await measureGet(perm, headers, 10);
    console.log(
      `getUserPermissionByToken: ${p.requestsPerSecond} req/s, p50 ${p.p50} ms, p99 ${p.p99} ms, ${p.errors} errors`,
    );
    const list = await measureGet(`${server.origin}/api/sys/position/list?pageNo=1&pageSize=10`, headers, 5);
    console.log(`position list: ${list.requestsPerSecond} req/s, p50 ${list.p50} ms, ${list.errors} errors`);
    const added = await fetch(`${server.origin}/api/sys/position/add`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'BENCH1', name: '压测职务', postRank: '1' }),
    });
    const id = ((await added.json()) as { result: { id: string } }).result.id;
    const edit = await autocannon({
      url: `${server.origin}/api/sys/position/edit`,
      method: 'PUT',
      connections: 8,
      duration: 5,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ id, name: '压测职务（改）' }),
    });
    console.log(
      `position edit (PUT): ${Math.round(edit.requests.average)} req/s, p50 ${edit.latency.p50} ms, ${edit.errors + edit.non2xx} non-2xx`,
    );
  } finally {
    await server.stop();
  }
}

await main();
