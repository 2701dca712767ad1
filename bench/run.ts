/** `npm run bench`: prints the figures the issues name. Figures, not pass/fail tests. */
import { measureGet } from './api-latency';
import { measureBundles, printBundles } from './bundle-size';
import { excelFigures } from './excel-figures';
import { gridFigures } from './grid-figures';
import { benchPostgresUrl, importFigures, importFiguresOnPostgres } from './import-figures';
import { isolationDuringImport, isolationFigures } from './isolation-figures';
import { listFiguresPostgres, listFiguresSqlite } from './list-figures';
import { dispatchFigures } from './dispatch-figures';
import { noticeFanout } from './notice-fanout';
import { onlineFigures } from './online-figures';
import { reportFigures } from './report-figures';
import { apiLogin, startBuiltServer } from './server-process';
import { syncFigures } from './sync-figures';

const server = await startBuiltServer();
try {
  printBundles(await measureBundles(server.origin));

  const token = await apiLogin(server.origin);
  const url = `${server.origin}/api/sys/permission/getUserPermissionByToken`;
  await measureGet(url, { 'X-Access-Token': token }, 2);
  const perm = await measureGet(url, { 'X-Access-Token': token }, 10);
  console.log(
    `getUserPermissionByToken on SQLite: p50 ${perm.p50} ms, p99 ${perm.p99} ms, ${perm.requestsPerSecond} req/s, ${perm.errors} errors   target >= 3000 req/s`,
  );
  // as browsers ask for it: the answer leaves gzipped (57 KB → 8 KB), its head compressed once per content
  const zipped = await measureGet(url, { 'X-Access-Token': token, 'accept-encoding': 'gzip, br' }, 10);
  console.log(
    `getUserPermissionByToken, accept-encoding gzip/br: p50 ${zipped.p50} ms, p99 ${zipped.p99} ms, ${zipped.requestsPerSecond} req/s, ${zipped.errors} errors   (identity above)`,
  );

  await excelFigures(server, token);
  await listFiguresSqlite(server, token);
  await dispatchFigures(server, token);
  await isolationFigures(server, token);
  await importFigures(server, token, 'SQLite');
  await isolationDuringImport(server, token);
  await noticeFanout(server, token);
  await syncFigures(server, token, 'SQLite');
  await onlineFigures(server, token, 'SQLite', ['sqlite', server.dbFile]);
  await reportFigures(server, token, 'SQLite', ['sqlite', server.dbFile]);
  await gridFigures();
} finally {
  await server.stop();
}
await importFiguresOnPostgres(await benchPostgresUrl(), async (server, token, databaseUrl) => {
  await listFiguresPostgres(server, token, databaseUrl);
  await onlineFigures(server, token, 'PostgreSQL', ['postgres', databaseUrl]);
  await reportFigures(server, token, 'PostgreSQL', ['postgres', databaseUrl]);
});
