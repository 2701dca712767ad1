/** `npm run bench`: prints the figures the issues name. Figures, not pass/fail tests. */
import { measureGet } from './api-latency';
import { measureBundles } from './bundle-size';
import { excelFigures } from './excel-figures';
import { gridFigures } from './grid-figures';
import { importFigures, importFiguresOnPostgres } from './import-figures';
import { isolationDuringImport, isolationFigures } from './isolation-figures';
import { listFiguresPostgres, listFiguresSqlite } from './list-figures';
import { noticeFanout } from './notice-fanout';
import { apiLogin, startBuiltServer } from './server-process';

const server = await startBuiltServer();
try {
  const bundles = await measureBundles(server.origin);
  console.log(`login page JS (gzip): ${bundles.loginKb} KB in ${bundles.loginFiles} files   goal <= 150 KB (median of 3)`);
  console.log(`home page after sign-in, settled, JS (gzip): ${bundles.homeKb} KB in ${bundles.homeFiles} files   goal <= 350 KB (median of 3)`);
  console.log(`home page first contentful paint, localhost, empty cache: ${bundles.homeFcpMs} ms   goal < 1000 ms (median of 3)`);
  console.log(`home page first contentful paint, 5 Mbps / 40 ms / 4x CPU, empty cache: ${bundles.homeFcpSlowMs} ms   goal < 2500 ms (median of 3)`);
  console.log(`home page request rounds before first paint: ${bundles.homeRounds}   goal <= 3 (median of 3)`);
  console.log(`login page Lighthouse mobile performance: ${bundles.loginLighthouse}   goal >= 97 (median of 3)`);

  const token = await apiLogin(server.origin);
  const url = `${server.origin}/api/sys/permission/getUserPermissionByToken`;
  await measureGet(url, { 'X-Access-Token': token }, 2);
  const perm = await measureGet(url, { 'X-Access-Token': token }, 10);
  console.log(
    `getUserPermissionByToken on SQLite: p50 ${perm.p50} ms, p99 ${perm.p99} ms, ${perm.requestsPerSecond} req/s, ${perm.errors} errors   target >= 3000 req/s`,
  );
  // as browsers ask for it: the answer leaves gzipped (57 KB → 8 KB), its head compressed once per content
  const zipped = await measureGet(url, { 'X-Access-Token': token, 'accept-encoding': 'gzip, br' }, 10);
  console.log(`getUserPermissionByToken, accept-encoding gzip/br: p50 ${zipped.p50} ms, p99 ${zipped.p99} ms, ${zipped.requestsPerSecond} req/s, ${zipped.errors} errors   (identity above)`);

  await excelFigures(server, token);
  await listFiguresSqlite(server, token);
  await isolationFigures(server, token);
  await importFigures(server, token, 'SQLite');
  await isolationDuringImport(server, token);
  await noticeFanout(server, token);
  await gridFigures();
} finally {
  await server.stop();
}
await importFiguresOnPostgres(process.env.BENCH_PG_URL, listFiguresPostgres);
