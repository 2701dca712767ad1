/**
 * The first-screen figures on their own (`npm run build && npx tsx bench/first-screen-only.ts [port]`): bundle sizes,
 * home first paint and shell paint on localhost and under emulation, request rounds, the login page's Lighthouse score.
 * WEB_DIST=<folder> serves another build of the web app (to compare builds in the same minutes).
 */
import { measureBundles, printBundles } from './bundle-size';
import { startBuiltServer } from './server-process';

const port = process.argv[2] ? Number(process.argv[2]) : undefined;
const server = await startBuiltServer(undefined, port);
try {
  printBundles(await measureBundles(server.origin));
} finally {
  await server.stop();
}
