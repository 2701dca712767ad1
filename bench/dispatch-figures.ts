import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import type { RuntimeResourceSpec } from '@weld/core';
import { ORG_CODES, percentiles, seedPositions } from './seed-positions';
import { apiLogin, startBuiltServer } from './server-process';
import type { RunningServer } from './server-process';

const RUNS = 3;
const CALLS = 300;
const TABLE = 'ext_bench_position';

/** The position list as an admin would define it at run time: same columns, same list rules. */
const SPEC: RuntimeResourceSpec = {
  name: 'benchPosition',
  table: TABLE,
  title: { zh_CN: '职务（运行时定义）', en_US: 'Positions (defined at run time)' },
  fields: {
    code: {
      kind: 'text',
      label: { zh_CN: '职务编码' },
      required: true,
      unique: true,
      max: 64,
      search: 'like',
      sort: true,
    },
    name: {
      kind: 'text',
      label: { zh_CN: '职务名称' },
      required: true,
      max: 100,
      search: 'like',
      sort: true,
    },
    postRank: {
      kind: 'dict',
      label: { zh_CN: '职级' },
      dictCode: 'position_rank',
      required: true,
      search: 'eq',
      sort: true,
    },
    orgCode: { kind: 'depart', label: { zh_CN: '所属部门' }, max: 64, search: 'eq', list: false },
    createTime: { kind: 'datetime', label: { zh_CN: '创建时间' }, sort: true, search: 'range' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
};

const query = (k: number) =>
  `pageNo=1&pageSize=10&column=createTime&order=desc&orgCode=${ORG_CODES[k % ORG_CODES.length]}`;
const codeDefined = (k: number) => `/api/sys/position/list?${query(k)}`;
const dispatched = (k: number) => `/api/online/data/${SPEC.name}/list?${query(k)}`;

/**
 * The seeded positions copied, with the same table and index definitions, into a table of a runtime
 * resource (product tables cannot hold one), and the definition stored as the builder would publish it.
 */
function defineCopy(dbFile: string): void {
  const db = new Database(dbFile);
  try {
    const own = (sql: string) => sql.replaceAll('sys_position', TABLE);
    const objects = db
      .prepare(
        "select type, name, sql from sqlite_master where tbl_name = 'sys_position' and sql is not null order by type desc",
      )
      .all() as { type: string; name: string; sql: string }[];
    db.exec(`drop table if exists ${TABLE}`);
    for (const o of objects) db.exec(own(o.sql));
    db.exec(`insert into ${TABLE} select * from sys_position`);
    db.prepare('delete from sys_runtime_resource where name = ?').run(SPEC.name);
    db.prepare(
      "insert into sys_runtime_resource (id, name, spec, version, create_by, create_time) values (?, ?, ?, 1, 'bench', '2026-11-27 00:00:00')",
    ).run(`bench${Date.now()}`, SPEC.name, JSON.stringify(SPEC));
  } finally {
    db.close();
  }
}

async function timedGet(url: string, token: string): Promise<number> {
  const started = performance.now();
  const answer = await fetch(url, { headers: { 'X-Access-Token': token } });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return performance.now() - started;
}

/** The server reads the stored definition within its resync interval (no pub/sub between the bench and it). */
async function served(origin: string, token: string): Promise<void> {
  const until = Date.now() + 30_000;
  while (
    (await fetch(`${origin}${dispatched(0)}`, { headers: { 'X-Access-Token': token } })).status !== 200
  ) {
    if (Date.now() > until) throw new Error('the runtime definition was not served within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Issue 15's figure: a page of 10 of the 1M positions through the dispatch route of a runtime resource against
 * the code-defined route, one call of each in turn (p50 of CALLS pairs, median of RUNS runs).
 */
export async function dispatchFigures(server: RunningServer, token: string): Promise<void> {
  defineCopy(server.dbFile);
  try {
    await served(server.origin, token);
    await measure(server, token);
  } finally {
    // the figures after this one run on the database as it was
    const db = new Database(server.dbFile);
    db.prepare('delete from sys_runtime_resource where name = ?').run(SPEC.name);
    db.exec(`drop table if exists ${TABLE}`);
    db.close();
  }
}

async function measure(server: RunningServer, token: string): Promise<void> {
  const runs: { code: number; runtime: number }[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const code: number[] = [];
    const runtime: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      code.push(await timedGet(`${server.origin}${codeDefined(i)}`, token));
      runtime.push(await timedGet(`${server.origin}${dispatched(i)}`, token));
    }
    // the first run warms both routes' statements and caches
    if (run > 0) runs.push({ code: percentiles(code).p50, runtime: percentiles(runtime).p50 });
  }
  const ratio = (r: { code: number; runtime: number }) => r.runtime / r.code;
  const mid = [...runs].sort((a, b) => ratio(a) - ratio(b))[Math.floor(runs.length / 2)];
  const ratios = runs.map(ratio);
  console.log(
    `position list of 10 of 1M rows by department, runtime resource (dispatch route) against the code-defined route, p50 of ${CALLS} pairs, median of ${RUNS} runs:`,
  );
  console.log(
    `  code-defined ${mid.code.toFixed(2)} ms, dispatch ${mid.runtime.toFixed(2)} ms, ratio ${ratio(mid).toFixed(2)} (runs ${ratios.map((r) => r.toFixed(2)).join(', ')})   goal <= 1.1`,
  );
}

// alone: `npm run build -w @weld/server && npx tsx bench/dispatch-figures.ts`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startBuiltServer();
  try {
    console.log(`seeded 1000000 positions in ${seedPositions(server.dbFile, 1_000_000)} ms`);
    await dispatchFigures(server, await apiLogin(server.origin));
  } finally {
    await server.stop();
  }
}
