import Database from 'better-sqlite3';
import pg from 'pg';
import { designField, newHead, standardFields } from '@weld/core';
import type { CgformDesign } from '@weld/core';
import { importFile } from './import-figures';
import type { ImportLayout } from './import-figures';
import { LISTINGS, openRaw, startBareServer, type RawList, type RawTarget } from './list-raw';
import { percentiles } from './seed-positions';
import type { RunningServer } from './server-process';

const TABLE = 'ext_bench_online';
const ROWS = 1_000_000;
const GRADES = 100;
const IMPORT_ROWS = 100_000;
const LOAD_SECONDS = 3;
const RUNS = 3;
const PAIRED_CALLS = 200;
const PAIRED_MS = 4_000;
/** 2025-01-01 00:00:00 UTC, and the 400 days the seeded rows' times spread over (as the seeded positions') */
const EPOCH = 1_735_689_600;
const SPAN = 400 * 86_400;

/** The form: the standard columns, a title and a grade (0…99, a query field), indexed as the list reads it. */
function onlineDesign(): CgformDesign {
  return {
    head: newHead(TABLE, 'bench online form'),
    fields: [
      ...standardFields(),
      designField('title', 'title', 'string', 6, { dbLength: 50 }),
      designField('grade', 'grade', 'int', 7, { isQuery: 1 }),
    ],
    indexs: [{ indexName: `idx_${TABLE}_grade`, indexField: 'grade,create_time', indexType: 'normal' }],
  };
}

/** The rows the import adds: a title and a grade each. */
const IMPORTED: ImportLayout = {
  header: ['title', 'grade'],
  row: (i, prefix) => [`${prefix} ${i}`, i % GRADES],
};

export async function api<T>(
  server: RunningServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const answer = await fetch(`${server.origin}/api${path}`, {
    method,
    headers: { 'X-Access-Token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await answer.json()) as { code: number; message: string; result: T };
  if (json.code !== 200) throw new Error(`${method} ${path}: ${json.code} ${json.message}`);
  return json.result;
}

/** Seeds the synced table set-based, in one statement: grades cycle in runs of ten, times spread over 400 days. */
async function seed([kind, target]: RawTarget): Promise<number> {
  const started = performance.now();
  if (kind === 'sqlite') {
    const db = new Database(target);
    try {
      db.prepare(
        `insert into ${TABLE} (id, create_by, create_time, update_by, update_time, sys_org_code, title, grade)
         with recursive n(i) as (select 0 union all select i + 1 from n where i < ? - 1)
         select '8' || printf('%018d', i), 'bench', strftime('%Y-%m-%d %H:%M:%S', ? + (i * 37) % ?, 'unixepoch'),
                null, null, 'A01A', 'Row ' || i, (i / 10) % ? from n`,
      ).run(ROWS, EPOCH, SPAN, GRADES);
      db.exec(`analyze ${TABLE}`);
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      await client.query(
        `insert into ${TABLE} (id, create_by, create_time, update_by, update_time, sys_org_code, title, grade)
         select '8' || lpad(i::text, 18, '0'), 'bench',
                to_char(to_timestamp($2::bigint + (i::bigint * 37) % $3) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS'),
                null, null, 'A01A', 'Row ' || i, (i / 10) % $4
         from generate_series(0, $1::int - 1) as i`,
        [ROWS, EPOCH, SPAN, GRADES],
      );
      await client.query(`vacuum analyze ${TABLE}`);
    } finally {
      await client.end();
    }
  }
  return Math.round(performance.now() - started);
}

const pagePath = (head: string, k: number) =>
  `/api/online/cgform/api/getData/${head}?pageNo=1&pageSize=10&column=createTime&order=desc&grade=${k % GRADES}`;

export async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  const answer = await fetch(url, { headers: { 'X-Access-Token': token } });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return performance.now() - started;
}

/** getData one call at a time (one connection) for LOAD_SECONDS, the grade changing on every call: p50 and p99 in ms. */
async function oneConnection(origin: string, token: string, head: string) {
  const times: number[] = [];
  const end = performance.now() + LOAD_SECONDS * 1000;
  for (let k = 0; performance.now() < end; k++)
    times.push(await timed(`${origin}${pagePath(head, k)}`, token));
  return { ...percentiles(times), calls: times.length };
}

/** getData, the bare server and the raw statements over the same page, one call of each in turn: p50 of each. */
async function paired(
  origin: string,
  bare: string,
  raw: RawList,
  token: string,
  head: string,
  calls: number,
) {
  const times = { api: [] as number[], bare: [] as number[], sql: [] as number[] };
  const end = performance.now() + PAIRED_MS;
  for (let i = 0; i < calls && performance.now() < end; i++) {
    times.api.push(await timed(`${origin}${pagePath(head, i)}`, token));
    times.bare.push(await timed(`${bare}/?${LISTINGS.online.param}=${i % GRADES}`, token));
    const started = performance.now();
    await raw.page(String(i % GRADES));
    times.sql.push(performance.now() - started);
  }
  return {
    api: percentiles(times.api).p50,
    bare: percentiles(times.bare).p50,
    sql: percentiles(times.sql).p50,
  };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Imports 100,000 rows into the form through importXls; the time in seconds. */
async function importRows(server: RunningServer, token: string, head: string) {
  const form = new FormData();
  form.append('file', await importFile(IMPORT_ROWS, 'Imported', IMPORTED), 'rows.xlsx');
  const started = performance.now();
  const answer = await fetch(`${server.origin}/api/online/cgform/api/importXls/${head}`, {
    method: 'POST',
    headers: { 'X-Access-Token': token },
    body: form,
  });
  const json = (await answer.json()) as { code: number; message: string };
  if (json.code !== 200) throw new Error(`importXls answered ${json.code}: ${json.message}`);
  return { seconds: (performance.now() - started) / 1000, message: json.message };
}

/**
 * The bench's online form (`ext_bench_online`), designed, synced and seeded with 1,000,000 rows: its head id and the
 * seeding time in ms. The report figures read the same table.
 */
export async function onlineBenchTable(server: RunningServer, token: string, target: RawTarget) {
  const { id: head } = await api<{ id: string }>(
    server,
    token,
    'POST',
    '/online/cgform/api/addAll',
    onlineDesign(),
  );
  await api(server, token, 'POST', `/online/cgform/api/doDbSynch/${head}/normal`);
  return { head, seeded: await seed(target) };
}

/**
 * Issue 16's figures on one database: an online form of 1,000,000 rows, `getData` of a page of 10 filtered by a
 * grade (over 100 values) and sorted by createTime, p50/p99 at 1 connection and against the same statements behind
 * a bare HTTP server (as list-figures compares the position list); then 100,000 rows imported through importXls.
 * @example await onlineFigures(server, token, 'SQLite', ['sqlite', server.dbFile])
 */
export async function onlineFigures(
  server: RunningServer,
  token: string,
  dialect: string,
  target: RawTarget,
): Promise<void> {
  const { head, seeded } = await onlineBenchTable(server, token, target);
  const raw = await openRaw([target[0], target[1], 'online']);
  const bare = await startBareServer([target[0], target[1], 'online']);
  try {
    await paired(server.origin, bare.origin, raw, token, head, 100); // warm both sides and the caches
    const one = await oneConnection(server.origin, token, head);
    const pairs: { api: number; bare: number; sql: number }[] = [];
    for (let run = 0; run < RUNS; run++)
      pairs.push(await paired(server.origin, bare.origin, raw, token, head, PAIRED_CALLS));
    const apiMs = median(pairs.map((p) => p.api));
    const bareMs = median(pairs.map((p) => p.bare));
    const sqlMs = median(pairs.map((p) => p.sql));
    console.log(
      `online form getData on ${dialect} (page of 10 of ${ROWS} rows seeded in ${seeded} ms, grade over ${GRADES} values, createTime sort):`,
    );
    console.log(
      `  at 1 connection: p50 ${one.p50} ms, p99 ${one.p99} ms (${one.calls} calls in ${LOAD_SECONDS} s)`,
    );
    console.log(
      `  getData vs the same statements behind a bare node:http server in a process of its own (both over HTTP and gzipped, one call at a time, p50, median of ${RUNS} runs): getData ${apiMs.toFixed(2)} ms, bare ${bareMs.toFixed(2)} ms, getData/bare ${(apiMs / bareMs).toFixed(2)}   goal <= 1.5`,
    );
    console.log(
      `  pure SQL in the bench process, no HTTP (p50): ${sqlMs.toFixed(2)} ms, getData/SQL ${(apiMs / sqlMs).toFixed(2)} (for information, as for the position list)`,
    );
  } finally {
    await bare.close();
    await raw.close();
  }
  const imported = await importRows(server, token, head);
  console.log(
    `online form importXls of ${IMPORT_ROWS} rows from .xlsx on ${dialect}: ${imported.seconds.toFixed(1)} s (${imported.message})   goal <= 15 s`,
  );
}
