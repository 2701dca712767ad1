import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { median } from './api-latency';
import { POSITION_LIST, seedPositions, seedPositionsPostgres } from './seed-positions';
import { apiLogin, peakRssMb, resetPeakRss, rssMb, startBuiltServer } from './server-process';
import type { RunningServer } from './server-process';

const IMPORT_ROWS = 100_000;
/** positions already in the table when the import runs alone, as after excel-figures' seeding in `npm run bench` */
const SEEDED_ROWS = 1_000_000;
/** how often the health and list probes are sent during the import, each without waiting for the last */
const PROBE_EVERY_MS = 100;
const IDLE_PROBE_MS = 3000;

/** What an import file holds: its header of field keys, and row i's cells. */
export interface ImportLayout {
  header: string[];
  row(i: number, prefix: string): unknown[];
}

/** Fresh positions: codes `<prefix>0000000` …, ranks 1…5. */
const POSITIONS: ImportLayout = {
  header: ['code', 'name', 'postRank'],
  row: (i, prefix) => [`${prefix}${String(i).padStart(7, '0')}`, `Imported ${i}`, String((i % 5) + 1)],
};

/** An .xlsx of `rows` rows (fresh positions unless another layout is given) with a header of field keys, written by the streaming writer. */
export async function importFile(rows: number, prefix = 'IMP', layout = POSITIONS): Promise<Blob> {
  const dir = mkdtempSync(join(tmpdir(), 'weld-import-'));
  try {
    const file = join(dir, 'positions.xlsx');
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: file,
      useSharedStrings: false,
      useStyles: false,
    });
    const sheet = book.addWorksheet('positions');
    sheet.addRow(layout.header).commit();
    for (let i = 0; i < rows; i++) sheet.addRow(layout.row(i, prefix)).commit();
    sheet.commit();
    await book.commit();
    return new Blob([readFileSync(file)]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** p99 and max of timings in ms. */
function tail(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? 0;
  return `p99 ${Math.round(p99)} ms (max ${Math.round(sorted.at(-1) ?? 0)}, ${sorted.length} calls)`;
}

/** Imports timed one after another, each of fresh rows: the figures are their medians. */
const RUNS = 3;

/** Imports `file` through the API; throws unless every row went in. */
export async function importThrough(server: RunningServer, token: string, file: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', file, 'positions.xlsx');
  const imported = await fetch(`${server.origin}/api/sys/position/importExcel`, {
    method: 'POST',
    headers: { 'X-Access-Token': token },
    body: form,
  });
  const answer = (await imported.json()) as { code: number; message: string };
  if (answer.code !== 200) throw new Error(`import answered ${answer.code}: ${answer.message}`);
  return answer.message;
}

/**
 * Issue 3's import time, issue 12 §8's responsiveness and issue 14's memory: three 100,000-row .xlsx files
 * imported one after another while `/health` and the position list are called every 100 ms, each call
 * timed from send to answer (and the same calls before, for comparison). Time: the median of the three;
 * memory: the most any one of them raised the server's resident set above where it stood before it.
 * @example await importFigures(server, token, 'SQLite')
 */
export async function importFigures(server: RunningServer, token: string, database: string): Promise<void> {
  // the same calls for a few seconds before: on a shared machine, the floor the import's figures stand on
  const idle = await probedWhile(server, token, new Promise((resolve) => setTimeout(resolve, IDLE_PROBE_MS)));
  const seconds: number[] = [];
  const growth: number[] = [];
  const during = { health: [] as number[], list: [] as number[], failed: 0 };
  let message = '';
  for (let run = 0; run < RUNS; run++) {
    const file = await importFile(IMPORT_ROWS, `IM${run}`);
    const before = rssMb(server.pid);
    const peakIsOwn = resetPeakRss(server.pid);
    const started = performance.now();
    const probed = await probedWhile(server, token, importThrough(server, token, file));
    seconds.push((performance.now() - started) / 1000);
    message = probed.result;
    // without clear_refs the peak may be older than the import: then it says nothing of it
    if (peakIsOwn) growth.push(peakRssMb(server.pid) - before);
    during.health.push(...probed.health);
    during.list.push(...probed.list);
    during.failed += probed.failed;
  }
  const rss =
    growth.length > 0
      ? `server RSS up to +${Math.max(...growth)} MB during one (${growth.map((g) => `+${g}`).join(', ')})`
      : 'server RSS not measured (no /proc clear_refs)';
  console.log(
    `import of ${IMPORT_ROWS} positions from .xlsx on ${database}: ${median(seconds).toFixed(1)} s (median of ${seconds.map((s) => s.toFixed(1)).join(', ')}; ${message}), ${rss}   goal <= 10 s and <= +120 MB`,
  );
  console.log(
    `  while they ran on ${database}: /health ${tail(during.health)}, position list ${tail(during.list)}, ${during.failed} failed   target p99 <= 200 ms`,
  );
  console.log(
    `  (the same calls for ${IDLE_PROBE_MS / 1000} s before: /health ${tail(idle.health)}, position list ${tail(idle.list)})`,
  );
}

/** `/health` and the position list called every 100 ms until `work` settles, each call timed from send to answer. */
async function probedWhile<T>(
  server: RunningServer,
  token: string,
  work: Promise<T>,
): Promise<{ result: T; health: number[]; list: number[]; failed: number }> {
  const out = { health: [] as number[], list: [] as number[], failed: 0 };
  const probe = async (path: string, into: number[]) => {
    const started = performance.now();
    const answer = await fetch(`${server.origin}${path}`, { headers: { 'X-Access-Token': token } });
    await answer.arrayBuffer();
    if (!answer.ok) out.failed++;
    into.push(performance.now() - started);
  };
  const probes: Promise<void>[] = [];
  const timer = setInterval(
    () => probes.push(probe('/api/health', out.health), probe(POSITION_LIST, out.list)),
    PROBE_EVERY_MS,
  );
  let result: T;
  try {
    result = await work;
  } finally {
    clearInterval(timer);
    await Promise.all(probes);
  }
  return { ...out, result };
}

/**
 * The PostgreSQL server the bench creates its database on: BENCH_PG_URL, else TEST_PG_URL (CI's), else this
 * machine's own at 127.0.0.1:5432 if it answers; undefined when none does (the PostgreSQL figures are skipped).
 */
export async function benchPostgresUrl(): Promise<string | undefined> {
  const named = process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL;
  if (named) return named;
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: local, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return local;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh PostgreSQL database beside the one `url` names, dropped again by the answer's drop(). */
export async function freshPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `weld_bench_${Date.now().toString(36)}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return { url: parsed.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The import figures on PostgreSQL, on a built server of their own over a fresh database beside the one
 * `url` names (skipped without one), seeded with the positions SQLite has by then; `before` runs
 * other figures on the seeded database first.
 * @example await importFiguresOnPostgres(await benchPostgresUrl())
 */
export async function importFiguresOnPostgres(
  url: string | undefined,
  before?: (server: RunningServer, token: string, databaseUrl: string) => Promise<void>,
): Promise<void> {
  if (!url) {
    console.log(
      'figures on PostgreSQL: skipped (none named and no server at 127.0.0.1:5432; set BENCH_PG_URL=postgres://… to one the bench may create a database on)',
    );
    return;
  }
  const database = await freshPostgres(url);
  try {
    const server = await startBuiltServer(database.url);
    try {
      console.log(
        `seeded ${SEEDED_ROWS} positions into the bench's PostgreSQL database in ${await seedPositionsPostgres(database.url, SEEDED_ROWS)} ms`,
      );
      const token = await apiLogin(server.origin);
      await before?.(server, token, database.url);
      await importFigures(server, token, 'PostgreSQL');
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

// alone: `tsx bench/import-figures.ts` (after `npm run build -w @weld/server`), on a fresh SQLite database and on PostgreSQL (benchPostgresUrl)
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startBuiltServer();
  try {
    console.log(
      `seeded ${SEEDED_ROWS} positions into the bench's SQLite file in ${seedPositions(server.dbFile, SEEDED_ROWS)} ms`,
    );
    await importFigures(server, await apiLogin(server.origin), 'SQLite');
  } finally {
    await server.stop();
  }
  await importFiguresOnPostgres(await benchPostgresUrl());
}
