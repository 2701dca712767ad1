/**
 * The export figure on its own (`npm run build -w @weld/server && npx tsx bench/export-only.ts [runs] [port]`):
 * 1M positions exported to .xlsx `runs` times (3 by default), the median beside the goal.
 * BENCH_SERVER=<path of a built server.js> times another build (an older one, to compare in turns).
 */
import { exportFigure } from './excel-figures';
import { seedPositions } from './seed-positions';
import { apiLogin, startBuiltServer } from './server-process';

const runs = process.argv[2] ? Number(process.argv[2]) : 3;
const port = process.argv[3] ? Number(process.argv[3]) : undefined;
const server = await startBuiltServer(undefined, port);
try {
  const token = await apiLogin(server.origin);
  console.log(`seeded 1000000 positions in ${seedPositions(server.dbFile, 1_000_000)} ms`);
  await exportFigure(server, token, runs);
} finally {
  await server.stop();
}
