/**
 * The isolation figure during an import on its own (`npm run build -w @weld/server && npx tsx bench/isolation-import-only.ts [port]`):
 * the permission call under load while 100k-row .xlsx files go into 1M positions, as `npm run bench` measures it.
 */
import { isolationDuringImport } from './isolation-figures';
import { seedPositions } from './seed-positions';
import { apiLogin, startBuiltServer } from './server-process';

const port = process.argv[2] ? Number(process.argv[2]) : undefined;
const server = await startBuiltServer(undefined, port);
try {
  const token = await apiLogin(server.origin);
  console.log(`seeded 1000000 positions in ${seedPositions(server.dbFile, 1_000_000)} ms`);
  await isolationDuringImport(server, token);
} finally {
  await server.stop();
}
