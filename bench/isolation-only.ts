/**
 * The isolation figure on its own (`npm run build -w @weld/server && npx tsx bench/isolation-only.ts [port]`):
 * the permission call alone, then beside two searches, then beside two searches and an export, over 1M positions.
 */
import { measureGet } from './api-latency';
import { isolationFigures } from './isolation-figures';
import { seedPositions } from './seed-positions';
import { apiLogin, startBuiltServer } from './server-process';

const port = process.argv[2] ? Number(process.argv[2]) : undefined;
const server = await startBuiltServer(undefined, port);
try {
  const token = await apiLogin(server.origin);
  console.log(`seeded 1000000 positions in ${seedPositions(server.dbFile, 1_000_000)} ms`);
  const url = `${server.origin}/api/sys/permission/getUserPermissionByToken`;
  await measureGet(url, { 'X-Access-Token': token }, 2);
  const alone = await measureGet(url, { 'X-Access-Token': token }, 5);
  console.log(
    `getUserPermissionByToken on SQLite alone: p50 ${alone.p50} ms, p99 ${alone.p99} ms, ${alone.requestsPerSecond} req/s, ${alone.errors} errors`,
  );
  await isolationFigures(server, token, false);
  await isolationFigures(server, token, true);
} finally {
  await server.stop();
}
