/**
 * The online form figures on their own (`npm run build -w @weld/server && npx tsx bench/online-only.ts`): getData
 * over a 1,000,000-row online form and a 100,000-row importXls, on SQLite, then on PostgreSQL when one answers
 * (benchPostgresUrl: a database of the bench's own is created there and dropped afterwards).
 */
import { benchPostgresUrl, freshPostgres } from './import-figures';
import { onlineFigures } from './online-figures';
import { apiLogin, startBuiltServer } from './server-process';

const server = await startBuiltServer();
try {
  await onlineFigures(server, await apiLogin(server.origin), 'SQLite', ['sqlite', server.dbFile]);
} finally {
  await server.stop();
}
const url = await benchPostgresUrl();
if (url) {
  const database = await freshPostgres(url);
  try {
    const pgServer = await startBuiltServer(database.url);
    try {
      await onlineFigures(pgServer, await apiLogin(pgServer.origin), 'PostgreSQL', [
        'postgres',
        database.url,
      ]);
    } finally {
      await pgServer.stop();
    }
  } finally {
    await database.drop();
  }
} else console.log('online form figures on PostgreSQL: skipped (set BENCH_PG_URL=postgres://…)');
