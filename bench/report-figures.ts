import { readFileSync, readdirSync } from 'node:fs';
import { openRaw, startBareServer, type RawTarget } from './list-raw';
import { api, median, timed } from './online-figures';
import { percentiles } from './seed-positions';
import { peakRssMb, resetPeakRss, rssMb, type RunningServer } from './server-process';

const GRADES = 100;
const LOAD_SECONDS = 3;
const RUNS = 3;
const PAIRED_CALLS = 200;
const PAIRED_MS = 4_000;
const EXPORT_ROWS = 1_000_000;
const COLUMNS = 'id, title, grade, create_time';

type Item = { fieldName: string; fieldTxt: string; fieldType: string; isShow: number; orderNum: number };

const items: Item[] = [
  ['id', 'String'],
  ['title', 'String'],
  ['grade', 'Integer'],
  ['create_time', 'String'],
].map(([fieldName, fieldType], i) => ({ fieldName, fieldTxt: fieldName, fieldType, isShow: 1, orderNum: i }));

/** Adds a report over the bench's online form table; its id. */
async function addReport(server: RunningServer, token: string, code: string, cgrSql: string, param?: string) {
  const params = param ? [{ paramName: param, paramTxt: param, paramValue: '0' }] : [];
  await api(server, token, 'POST', '/online/cgreport/head/add', {
    head: { code, name: code, cgrSql, dbSource: '' },
    items,
    params,
  });
  const listed = await api<{ records: { id: string }[] }>(
    server,
    token,
    'GET',
    `/online/cgreport/head/list?code=${code}`,
  );
  const id = listed.records[0]?.id;
  if (!id) throw new Error(`report ${code} was not listed after its add`);
  return id;
}

const pagePath = (id: string, k: number) =>
  `/api/online/cgreport/api/getData/${id}?pageNo=1&pageSize=10&column=create_time&order=desc&self_grade=${k % GRADES}`;

/** The server's child processes (SQLite's report workers) and their peak resident sets, in MB. */
function childPeaks(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean),
  );
  return children.map((child) => peakRssMb(Number(child)));
}

/** One export of the whole-table report, read to its end; seconds and bytes. */
async function exportOnce(server: RunningServer, token: string, id: string) {
  const started = performance.now();
  const answer = await fetch(`${server.origin}/api/online/cgreport/api/exportXls/${id}`, {
    headers: { 'X-Access-Token': token },
  });
  if (!answer.ok || !answer.body) throw new Error(`report export answered ${answer.status}`);
  let bytes = 0;
  for await (const chunk of answer.body) bytes += (chunk as Uint8Array).length;
  return { seconds: (performance.now() - started) / 1000, bytes };
}

/**
 * Issue 18's figures on one database, over the online form table the online figures seeded (`ext_bench_online`,
 * 1,000,000 rows or more): a report of one `${grade}` parameter, getData of a page of 10 sorted by create_time, p50/p99
 * at one connection and beside the same statements behind a bare HTTP server (as the online form's figure); then
 * the export of a whole-table report, 1,000,000 rows (the export cap), its time and peak resident sets.
 * @example await reportFigures(server, token, 'SQLite', ['sqlite', server.dbFile])
 */
export async function reportFigures(
  server: RunningServer,
  token: string,
  dialect: string,
  [kind, target]: RawTarget,
): Promise<void> {
  const byGrade = await addReport(
    server,
    token,
    'bench_grade',
    `select ${COLUMNS} from ext_bench_online where grade = \${grade}`,
    'grade',
  );
  const whole = await addReport(server, token, 'bench_rows', `select ${COLUMNS} from ext_bench_online`);
  // the page answers rows (a refusal would be timed as quickly as a page)
  const first = await api<{ records: unknown[] }>(
    server,
    token,
    'GET',
    pagePath(byGrade, 1).slice('/api'.length),
  );
  if (first.records.length !== 10) throw new Error(`the report page answered ${first.records.length} rows`);
  const raw = await openRaw([kind, target, 'report']);
  const bare = await startBareServer([kind, target, 'report']);
  try {
    const pair = async (calls: number) => {
      const times = { api: [] as number[], bare: [] as number[], sql: [] as number[] };
      const end = performance.now() + PAIRED_MS;
      for (let i = 0; i < calls && performance.now() < end; i++) {
        times.api.push(await timed(`${server.origin}${pagePath(byGrade, i)}`, token));
        times.bare.push(await timed(`${bare.origin}/?grade=${i % GRADES}`, token));
        const started = performance.now();
        await raw.page(String(i % GRADES));
        times.sql.push(performance.now() - started);
      }
      return {
        api: percentiles(times.api).p50,
        bare: percentiles(times.bare).p50,
        sql: percentiles(times.sql).p50,
      };
    };
    await pair(100); // warm both sides, the report workers and the caches
    const one: number[] = [];
    for (let k = 0, end = performance.now() + LOAD_SECONDS * 1000; performance.now() < end; k++)
      one.push(await timed(`${server.origin}${pagePath(byGrade, k)}`, token));
    const pairs = [];
    for (let run = 0; run < RUNS; run++) pairs.push(await pair(PAIRED_CALLS));
    const apiMs = median(pairs.map((p) => p.api));
    const bareMs = median(pairs.map((p) => p.bare));
    const sqlMs = median(pairs.map((p) => p.sql));
    const { p50, p99 } = percentiles(one);
    console.log(
      `online report getData on ${dialect} (page of 10, one \${grade} parameter over ${GRADES} values, create_time sort):`,
    );
    console.log(`  at 1 connection: p50 ${p50} ms, p99 ${p99} ms (${one.length} calls in ${LOAD_SECONDS} s)`);
    console.log(
      `  getData vs the same statements behind a bare node:http server (p50, median of ${RUNS} runs): getData ${apiMs.toFixed(2)} ms, bare ${bareMs.toFixed(2)} ms, getData/bare ${(apiMs / bareMs).toFixed(2)}   goal <= 1.5`,
    );
    console.log(
      `  pure SQL in the bench process, no HTTP (p50): ${sqlMs.toFixed(2)} ms, getData/SQL ${(apiMs / sqlMs).toFixed(2)}`,
    );
  } finally {
    await bare.close();
    await raw.close();
  }

  const atStart = rssMb(server.pid);
  const own = resetPeakRss(server.pid);
  const exported = await exportOnce(server, token, whole);
  const workers = childPeaks(server.pid);
  const peak = own
    ? `server peak RSS ${peakRssMb(server.pid)} MB (${atStart} MB at its start)`
    : `server peak RSS ${peakRssMb(server.pid)} MB since it started`;
  const workerPeak = workers.length ? `, report worker processes peak ${workers.join(' / ')} MB` : '';
  console.log(
    `online report exportXls of ${EXPORT_ROWS} rows on ${dialect}: ${exported.seconds.toFixed(1)} s, ${(exported.bytes / 1048576).toFixed(1)} MB, ${peak}${workerPeak}   goal <= 300 MB`,
  );
}
