/**
 * The list pages of the list and online figures as raw SQL, in the bench's own process and behind a bare node:http server
 * in a process of its own (run as a script: `tsx bench/list-raw.ts sqlite|postgres <file|url> [positions|online]` prints its port).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import pg from 'pg';

/** A list page as the kit reads it: the page, then its count capped at 1,000 (kit/paging.ts, reading one past the cap), filtered by one query parameter. */
interface Listing {
  page: string;
  count: string;
  /** the list parameter the filter value comes from */
  param: string;
}

/** The lists the bench compares with their raw statements: positions by department, and an online form's rows by grade. */
export const LISTINGS = {
  positions: {
    page: 'select id, code, name, post_rank, org_code, create_time from sys_position where org_code = ? order by create_time desc, id desc limit 10 offset 0',
    count: 'select count(*) as n from (select 1 from sys_position where org_code = ? limit 1001) counted',
    param: 'orgCode',
  },
  online: {
    page: 'select id, create_by, create_time, update_by, update_time, sys_org_code, title, grade from ext_bench_online where grade = ? order by create_time desc, id desc limit 10 offset 0',
    count: 'select count(*) as n from (select 1 from ext_bench_online where grade = ? limit 1001) counted',
    param: 'grade',
  },
  /** the bench report (report-figures.ts) of one `${grade}` parameter, its page sorted by create_time, as the server wraps it */
  report: {
    page: 'select * from (select id, title, grade, create_time from ext_bench_online where grade = ?) r order by r.create_time desc limit 10 offset 0',
    count:
      'select count(*) as n from (select 1 as one from (select id, title, grade, create_time from ext_bench_online where grade = ?) r limit 1001) c',
    param: 'grade',
  },
} satisfies Record<string, Listing>;

export type ListingName = keyof typeof LISTINGS;

/** The same page as raw SQL on a connection of the bench's own. */
export interface RawList {
  page(org: string): Promise<{ rows: unknown[]; total: number }>;
  close(): Promise<void>;
}

function sqliteRaw(file: string, listing: Listing): RawList {
  const db = new Database(file, { readonly: true });
  db.pragma('synchronous = NORMAL');
  const page = db.prepare(listing.page);
  const count = db.prepare<[string], { n: number }>(listing.count);
  return {
    page: async (org) => ({ rows: page.all(org), total: count.get(org)?.n ?? 0 }),
    close: async () => void db.close(),
  };
}

async function postgresRaw(url: string, listing: Listing, name: ListingName): Promise<RawList> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const numbered = (text: string) => text.replace('?', '$1');
  return {
    page: async (org) => {
      const rows = await client.query({ name: `${name}-page`, text: numbered(listing.page), values: [org] });
      const counted = await client.query<{ n: string }>({
        name: `${name}-count`,
        text: numbered(listing.count),
        values: [org],
      });
      return { rows: rows.rows, total: Number(counted.rows[0]?.n ?? 0) };
    },
    close: () => client.end(),
  };
}

/** Which database the raw page is read from (a SQLite file or a PostgreSQL URL), and which list (positions by default). */
export type RawTarget = [kind: 'sqlite' | 'postgres', target: string, listing?: ListingName];

/** The raw page on a connection of its own to the target. */
export const openRaw = async ([kind, target, name = 'positions']: RawTarget): Promise<RawList> =>
  kind === 'postgres' ? postgresRaw(target, LISTINGS[name], name) : sqliteRaw(target, LISTINGS[name]);

/**
 * Answers the raw page as JSON over node:http, gzipped above 1 KB for a client that takes gzip as the API does,
 * so both sides of the comparison carry the same transport work and the ratio is the API's own cost.
 */
async function serveBare(raw: RawList, param: string): Promise<number> {
  const server = createServer((request, response) => {
    const org = new URL(request.url ?? '/', 'http://x').searchParams.get(param) ?? '';
    raw.page(org).then(
      (page) => {
        const body = JSON.stringify({
          success: true,
          code: 200,
          result: { records: page.rows, total: page.total },
          timestamp: Date.now(),
        });
        response.setHeader('content-type', 'application/json');
        if (body.length <= 1024 || !/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
          return void response.end(body);
        response.setHeader('content-encoding', 'gzip');
        response.end(gzipSync(body, { level: 4 }));
      },
      () => {
        response.statusCode = 500;
        response.end();
      },
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

/**
 * The bare server in a process of its own, as the API's server is: in the bench's process it shared the
 * client's thread and skipped the trip between two processes that every API call makes.
 */
export async function startBareServer([kind, target, listing = 'positions']: RawTarget): Promise<{
  origin: string;
  close(): Promise<void>;
}> {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, kind, target, listing], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((done, fail) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /port (\d+)/.exec(out);
      if (match) done(Number(match[1]));
    });
    child.once('exit', (code) => fail(new Error(`bare list server ended (${code})`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        child.removeAllListeners('exit');
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [kind, target, listing] = process.argv.slice(2);
  const name: ListingName = listing === 'online' || listing === 'report' ? listing : 'positions';
  const raw = await openRaw([kind === 'postgres' ? 'postgres' : 'sqlite', target, name]);
  console.log(`port ${await serveBare(raw, LISTINGS[name].param)}`);
}
