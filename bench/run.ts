/** `npm run bench`: prints the figures the issues name. Figures, not pass/fail tests. */
import { measureGet } from './api-latency';
import { measureBundles } from './bundle-size';
import { excelFigures } from './excel-figures';
import { gridFigures } from './grid-figures';
import { importFigures, importFiguresOnPostgres } from './import-figures';
import { isolationDuringImport, isolationFigures } from './isolation-figures';
import { noticeFanout } from './notice-fanout';
import { apiLogin, startBuiltServer } from './server-process';

const server = await startBuiltServer();
try {
  const bundles = await measureBundles(server.origin);
  console.log(`login page JS (gzip): ${bundles.loginKb} KB in ${bundles.loginFiles} files   goal <= 150 KB (median of 3)`);
  console.log(`home page after sign-in, settled, JS (gzip): ${bundles.homeKb} KB in ${bundles.homeFiles} files   goal <= 350 KB (median of 3)`);
  console.log(`home page first contentful paint, localhost, empty cache: ${bundles.homeFcpMs} ms   goal < 1000 ms (median of 3)`);

  const token = await apiLogin(server.origin);
  const url = `${server.origin}/api/sys/permission/getUserPermissionByToken`;
  await measureGet(url, { 'X-Access-Token': token }, 2);
  const perm = await measureGet(url, { 'X-Access-Token': token }, 10);
  console.log(
    `getUserPermissionByToken on SQLite: p50 ${perm.p50} ms, p99 ${perm.p99} ms, ${perm.requestsPerSecond} req/s, ${perm.errors} errors   target >= 3000 req/s`,
  );

  await excelFigures(server, token);
  await isolationFigures(server, token);
  await importFigures(server, token, 'SQLite');
  await isolationDuringImport(server, token);
  await noticeFanout(server, token);
  await gridFigures();
} finally {
  await server.stop();
}
await importFiguresOnPostgres(process.env.BENCH_PG_URL);
