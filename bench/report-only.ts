/**
 * The online report figures on their own (`npm run build -w @weld/server && npx tsx bench/report-only.ts`): the
 * bench's online form table seeded with 1,000,000 rows, then report getData and export on SQLite, and on PostgreSQL
 * when one answers (benchPostgresUrl: a database of the bench's own, dropped afterwards).
 */
import { benchPostgresUrl, freshPostgres } from './import-figures';
import { onlineBenchTable } from './online-figures';
import { reportFigures } from './report-figures';
import { apiLogin, startBuiltServer, type RunningServer } from './server-process';
import type { RawTarget } from './list-raw';

async function onServer(server: RunningServer, dialect: string, target: RawTarget) {
  const token = await apiLogin(server.origin);
  await onlineBenchTable(server, token, target);
  await reportFigures(server, token, dialect, target);
}

const server = await startBuiltServer();
try {
  await onServer(server, 'SQLite', ['sqlite', server.dbFile]);
} finally {
  await server.stop();
}
const url = process.env.SKIP_PG ? undefined : await benchPostgresUrl();
if (url) {
  const database = await freshPostgres(url);
  try {
    const pgServer = await startBuiltServer(database.url);
    try {
      await onServer(pgServer, 'PostgreSQL', ['postgres', database.url]);
    } finally {
      await pgServer.stop();
    }
  } finally {
    await database.drop();
  }
} else console.log('online report figures on PostgreSQL: skipped (set BENCH_PG_URL=postgres://…)');
