import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { benchPostgresUrl, freshPostgres } from './import-figures';
import { openRaw, startBareServer, type RawList, type RawTarget } from './list-raw';
import { ORG_CODES, percentiles, seedPositions, seedPositionsPostgres } from './seed-positions';
import { apiLogin, startBuiltServer } from './server-process';
import type { RunningServer } from './server-process';

/** The list under load: a department's positions, newest first, a page of 10; the department varies over ORG_CODES. */
const listPath = (k: number) =>
  `/api/sys/position/list?pageNo=1&pageSize=10&column=createTime&order=desc&orgCode=${ORG_CODES[k % ORG_CODES.length]}`;

const RUNS = 3;
const LOAD_SECONDS = 3;
const PAIRED_CALLS = 200;
/** a paired series also ends after this long, so a slow list (the full count before issue 14) keeps the bench short */
const PAIRED_MS = 4_000;

/** autocannon over the list with the department changing on every request. */
async function load(
  origin: string,
  token: string,
  connections: number,
): Promise<{ p99: number; rps: number; errors: number }> {
  let k = 0;
  const result = await autocannon({
    url: origin,
    headers: { 'X-Access-Token': token },
    connections,
    pipelining: 1,
    duration: LOAD_SECONDS,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: listPath(k++) }) }],
  });
  return {
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

async function fetched(url: string, token: string): Promise<void> {
  const answer = await fetch(url, { headers: { 'X-Access-Token': token } });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
}

/** One call each of the API, the bare HTTP server and the raw statements, in turn, for `calls` departments (or PAIRED_MS); p50 of each in ms. */
async function paired(
  origin: string,
  bare: string,
  token: string,
  raw: RawList,
  calls: number,
): Promise<{ api: number; bare: number; sql: number }> {
  const times = { api: [] as number[], bare: [] as number[], sql: [] as number[] };
  const end = performance.now() + PAIRED_MS;
  for (let i = 0; i < calls && performance.now() < end; i++) {
    const path = listPath(i);
    times.api.push(await timed(() => fetched(`${origin}${path}`, token)));
    times.bare.push(await timed(() => fetched(`${bare}${path}`, token)));
    times.sql.push(await timed(() => raw.page(ORG_CODES[i % ORG_CODES.length])));
  }
  return {
    api: percentiles(times.api).p50,
    bare: percentiles(times.bare).p50,
    sql: percentiles(times.sql).p50,
  };
}

/** p50 of the list asked with totalExact=true, one call at a time (at most PAIRED_CALLS calls or PAIRED_MS). */
async function exactTimes(origin: string, token: string): Promise<number> {
  const times: number[] = [];
  const end = performance.now() + PAIRED_MS;
  for (let i = 0; i < PAIRED_CALLS && performance.now() < end; i++)
    times.push(await timed(() => fetched(`${origin}${listPath(i)}&totalExact=true`, token)));
  return percentiles(times).p50;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function medianOf<T>(run: () => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < RUNS; i++) out.push(await run());
  return out;
}

/**
 * Issue 14's list figures on one database: p99 at 1 connection, req/s at 32, and the API against the
 * same statements (raw in-process and behind a bare HTTP server), each the median of 3 runs.
 */
async function listFigures(
  server: RunningServer,
  token: string,
  dialect: string,
  target: RawTarget,
): Promise<void> {
  const raw = await openRaw(target);
  const bare = await startBareServer(target);
  try {
    const answer = (await (
      await fetch(`${server.origin}${listPath(0)}`, { headers: { 'X-Access-Token': token } })
    ).json()) as { result: { total: number; totalExact: boolean } };
    await paired(server.origin, bare.origin, token, raw, 100); // warm both sides and the caches
    const one = await medianOf(() => load(server.origin, token, 1));
    const many = await medianOf(() => load(server.origin, token, 32));
    const pairs = await medianOf(() => paired(server.origin, bare.origin, token, raw, PAIRED_CALLS));
    const exact = await exactTimes(server.origin, token);
    const api = median(pairs.map((p) => p.api));
    const viaHttp = median(pairs.map((p) => p.bare));
    const sql = median(pairs.map((p) => p.sql));
    const errors = [...one, ...many].reduce((n, r) => n + r.errors, 0);
    console.log(
      `position list by department on ${dialect} (page of 10 of 1M, orgCode over ${ORG_CODES.length} values, createTime sort; answer total ${answer.result.total}, totalExact ${answer.result.totalExact}), medians of ${RUNS} runs:`,
    );
    console.log(`  p99 at 1 connection: ${median(one.map((r) => r.p99))} ms   goal <= 20 ms`);
    console.log(
      `  at 32 connections: ${median(many.map((r) => r.rps))} req/s (p99 ${median(many.map((r) => r.p99))} ms), ${errors} errors   goal >= 1000 req/s`,
    );
    console.log(
      `  API vs the same statements behind a bare node:http server in a process of its own (both over HTTP and gzipped, one call at a time, p50): API ${api.toFixed(2)} ms, bare ${viaHttp.toFixed(2)} ms, API/bare ${(api / viaHttp).toFixed(2)}   goal <= 1.5 (the goal line)`,
    );
    console.log(
      `  the same page with totalExact=true (an exact count, on request only), one call at a time: p50 ${exact.toFixed(2)} ms`,
    );
    console.log(
      `  pure SQL in the bench process, no HTTP (p50): ${sql.toFixed(2)} ms, API/SQL ${(api / sql).toFixed(2)} (for information: an HTTP round trip alone is more than 1.5x a 0.2 ms statement pair)`,
    );
  } finally {
    await bare.close();
    await raw.close();
  }
}

/** The list figures on the bench's SQLite server, whose file holds the 1M seeded positions. */
export const listFiguresSqlite = (server: RunningServer, token: string) =>
  listFigures(server, token, 'SQLite', ['sqlite', server.dbFile]);

/** The list figures on a PostgreSQL server over `databaseUrl`, seeded with the 1M positions. */
export async function listFiguresPostgres(
  server: RunningServer,
  token: string,
  databaseUrl: string,
): Promise<void> {
  await listFigures(server, token, 'PostgreSQL', ['postgres', databaseUrl]);
}

// alone: `tsx bench/list-figures.ts` (after `npm run build -w @weld/server`), on SQLite and on PostgreSQL (benchPostgresUrl)
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = 1_000_000;
  const server = await startBuiltServer();
  try {
    console.log(`seeded ${rows} positions into SQLite in ${seedPositions(server.dbFile, rows)} ms`);
    await listFiguresSqlite(server, await apiLogin(server.origin));
  } finally {
    await server.stop();
  }
  const url = await benchPostgresUrl();
  if (url) {
    const database = await freshPostgres(url);
    try {
      const pgServer = await startBuiltServer(database.url);
      try {
        console.log(
          `seeded ${rows} positions into PostgreSQL in ${await seedPositionsPostgres(database.url, rows)} ms`,
        );
        await listFiguresPostgres(pgServer, await apiLogin(pgServer.origin), database.url);
      } finally {
        await pgServer.stop();
      }
    } finally {
      await database.drop();
    }
  }
}
