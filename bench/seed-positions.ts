import Database from 'better-sqlite3';
import pg from 'pg';

const DAY_SECONDS = 86_400;

/** The position list the bench times: a rank filter (a fifth of the rows) sorted by createTime. */
export const POSITION_LIST =
  '/api/sys/position/list?pageNo=1&pageSize=10&postRank=3&column=createTime&order=desc';
const pad = (n: number) => String(n).padStart(2, '0');

/** Departments the positions belong to: a hundred org codes, each holding a hundredth of the rows. */
export const ORG_CODES = Array.from({ length: 100 }, (_, k) => `A01A${pad(k)}`);
/** The department of the i-th seeded position: runs of ten, so it does not follow the rank (i % 5). */
const orgOf = (i: number) => ORG_CODES[Math.floor(i / 10) % ORG_CODES.length];

/** `YYYY-MM-DD HH:mm:ss` of second n after 2025-01-01, as the app stores times. */
function timeOf(n: number): string {
  const d = new Date(Date.UTC(2025, 0, 1) + n * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/**
 * Seeds `count` positions straight into the bench's own SQLite file in one transaction: the bench's
 * data, never the app's. Ranks cycle 1…5, so a rank filter keeps a fifth of the rows; a department
 * filter (ORG_CODES) keeps a hundredth.
 */
export function seedPositions(dbFile: string, count: number): number {
  const started = performance.now();
  const db = new Database(dbFile);
  try {
    const insert = db.prepare(
      "insert into sys_position (id, code, name, post_rank, org_code, create_by, create_time, update_by, update_time) values (?, ?, ?, ?, ?, 'bench', ?, null, null)",
    );
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const n = String(i).padStart(7, '0');
        insert.run(
          `9${n}`,
          `P${n}`,
          `Position ${n}`,
          String((i % 5) + 1),
          orgOf(i),
          timeOf((i * 37) % (400 * DAY_SECONDS)),
        );
      }
    })();
  } finally {
    db.close();
  }
  return Math.round(performance.now() - started);
}

/** The same positions as seedPositions, into a PostgreSQL database the server has migrated, in one statement. */
export async function seedPositionsPostgres(url: string, count: number): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into sys_position (id, code, name, post_rank, org_code, create_by, create_time, update_by, update_time)
       select '9' || lpad(i::text, 7, '0'), 'P' || lpad(i::text, 7, '0'), 'Position ' || lpad(i::text, 7, '0'), ((i % 5) + 1)::text, 'A01A' || lpad(((i / 10) % 100)::text, 2, '0'), 'bench',
              to_char(timestamp '2025-01-01' + ((i * 37) % (400 * ${DAY_SECONDS})) * interval '1 second', 'YYYY-MM-DD HH24:MI:SS'), null, null
       from generate_series(0, $1::int - 1) as i`,
      [count],
    );
    // as autovacuum leaves a table in service: its visibility map lets the list's count read the index alone
    await client.query('vacuum analyze sys_position');
  } finally {
    await client.end();
  }
  return Math.round(performance.now() - started);
}

/** Median and 99th percentile of timings in ms. */
export function percentiles(times: number[]): { p50: number; p99: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2));
  return { p50: at(0.5), p99: at(0.99) };
}

/**
 * The list's two statements (page and capped count, as the kit issues them for a rank filter with the
 * default createTime sort) run straight against the file, without the server, on a connection set up as
 * the server's is (WAL, synchronous NORMAL). `run()` times one page + count in ms.
 */
export function rawList(dbFile: string, rank: string): { run(): number; close(): void } {
  const db = new Database(dbFile, { readonly: true });
  db.pragma('synchronous = NORMAL');
  // the kit counts a first page of 10 up to 1,000 rows (kit/paging.ts countCap), reading one past the cap
  const count = db.prepare(
    'select count(*) as total from (select 1 from sys_position where post_rank = ? limit 1001) counted',
  );
  const page = db.prepare(
    'select id, code, name, post_rank, org_code, create_time from sys_position where post_rank = ? order by create_time desc, id desc limit 10 offset 0',
  );
  return {
    run() {
      const started = performance.now();
      page.all(rank);
      count.get(rank);
      return performance.now() - started;
    },
    close: () => db.close(),
  };
}
