import { measureGet, measureGetWhile, medianFigures } from './api-latency';
import type { LatencyFigures } from './api-latency';
import { importFile, importThrough } from './import-figures';
import type { RunningServer } from './server-process';

/** Measured windows (or imports) per figure: the figures are their medians. */
const RUNS = 3;
const PERMISSION = '/api/sys/permission/getUserPermissionByToken';
const GOAL = 'goal p99 <= 20 ms and >= 1500 req/s (median of 3)';
const shown = (f: LatencyFigures) =>
  `p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.requestsPerSecond} req/s, ${f.errors} errors`;

/**
 * Issue 14's isolation figure: the permission call (every screen's first request) under load, while two
 * clients run unindexed name searches over the 1M positions and a third exports them all. On SQLite the
 * reads ran on the event loop, so each slow statement stalled every other request.
 */
export async function isolationFigures(
  server: RunningServer,
  token: string,
  withExport = true,
): Promise<void> {
  const headers = { 'X-Access-Token': token };
  const stop = new AbortController();
  let searches = 0;
  const searcher = async () => {
    for (let i = 0; !stop.signal.aborted; i++) {
      // a contains-search (like %nn%) reads every row: no index serves it
      const url = `${server.origin}/api/sys/position/list?pageNo=1&pageSize=10&name=${String((i * 7) % 100).padStart(2, '0')}`;
      try {
        const answer = await fetch(url, { headers, signal: stop.signal });
        await answer.arrayBuffer();
        searches += 1;
      } catch {
        // aborted at the end
      }
    }
  };
  const exporter = async () => {
    try {
      const answer = await fetch(`${server.origin}/api/sys/position/exportXls`, {
        headers,
        signal: stop.signal,
      });
      for await (const chunk of answer.body ?? []) void chunk;
    } catch {
      // aborted at the end
    }
  };
  const load = withExport ? [searcher(), searcher(), exporter()] : [searcher(), searcher()];
  try {
    // the searches and the export are under way before the measured calls start
    await new Promise((r) => setTimeout(r, 1_000));
    const runs: LatencyFigures[] = [];
    for (let run = 0; run < RUNS; run++)
      runs.push(await measureGet(`${server.origin}${PERMISSION}`, headers, 5));
    console.log(
      `getUserPermissionByToken on SQLite while 2 clients search 1M rows${withExport ? ' and 1 exports them' : ''}: ${shown(medianFigures(runs))} (${searches} searches done meanwhile)   ${GOAL}`,
    );
  } finally {
    stop.abort();
    await Promise.allSettled(load);
  }
}

/**
 * Issue 14's isolation figure during an import: the permission call under load for as long as a
 * 100,000-row .xlsx import runs, three imports of fresh rows in turn.
 */
export async function isolationDuringImport(server: RunningServer, token: string): Promise<void> {
  const headers = { 'X-Access-Token': token };
  const runs: LatencyFigures[] = [];
  for (let run = 0; run < RUNS; run++) {
    const file = await importFile(100_000, `ISO${run}`);
    runs.push(
      await measureGetWhile(`${server.origin}${PERMISSION}`, headers, importThrough(server, token, file)),
    );
  }
  console.log(
    `getUserPermissionByToken on SQLite while a 100k-row .xlsx is imported: ${shown(medianFigures(runs))}   ${GOAL}`,
  );
}
