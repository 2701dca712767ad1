/**
 * The list page of the list figures as raw SQL, in the bench's own process and behind a bare node:http server
 * in a process of its own (run as a script: `tsx bench/list-raw.ts sqlite|postgres <file|url>` prints its port).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import pg from 'pg';

/** The statements the kit runs for that page: the page, then its count capped at 1,000 (kit/paging.ts, reading one past the cap). */
const PAGE_SQL =
  'select id, code, name, post_rank, org_code, create_time from sys_position where org_code = ? order by create_time desc, id desc limit 10 offset 0';
const COUNT_SQL =
  'select count(*) as n from (select 1 from sys_position where org_code = ? limit 1001) counted';

/** The same page as raw SQL on a connection of the bench's own. */
export interface RawList {
  page(org: string): Promise<{ rows: unknown[]; total: number }>;
  close(): Promise<void>;
}

function sqliteRaw(file: string): RawList {
  const db = new Database(file, { readonly: true });
  db.pragma('synchronous = NORMAL');
  const page = db.prepare(PAGE_SQL);
  const count = db.prepare<[string], { n: number }>(COUNT_SQL);
  return {
    page: async (org) => ({ rows: page.all(org), total: count.get(org)?.n ?? 0 }),
    close: async () => void db.close(),
  };
}

async function postgresRaw(url: string): Promise<RawList> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const numbered = (text: string) => text.replace('?', '$1');
  return {
    page: async (org) => {
      const rows = await client.query({ name: 'bench-page', text: numbered(PAGE_SQL), values: [org] });
      const counted = await client.query<{ n: string }>({
        name: 'bench-count',
        text: numbered(COUNT_SQL),
        values: [org],
      });
      return { rows: rows.rows, total: Number(counted.rows[0]?.n ?? 0) };
    },
    close: () => client.end(),
  };
}

/** Which database the raw page is read from: a SQLite file or a PostgreSQL URL. */
export type RawTarget = [kind: 'sqlite' | 'postgres', target: string];

/** The raw page on a connection of its own to the target. */
export const openRaw = async ([kind, target]: RawTarget): Promise<RawList> =>
  kind === 'postgres' ? postgresRaw(target) : sqliteRaw(target);

/**
 * Answers the raw page as JSON over node:http, gzipped above 1 KB for a client that takes gzip as the API does,
 * so both sides of the comparison carry the same transport work and the ratio is the API's own cost.
 */
async function serveBare(raw: RawList): Promise<number> {
  const server = createServer((request, response) => {
    const org = new URL(request.url ?? '/', 'http://x').searchParams.get('orgCode') ?? '';
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
export async function startBareServer([kind, target]: RawTarget): Promise<{
  origin: string;
  close(): Promise<void>;
}> {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, kind, target], {
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
  const [kind, target] = process.argv.slice(2);
  console.log(
    `port ${await serveBare(await openRaw([kind === 'postgres' ? 'postgres' : 'sqlite', target]))}`,
  );
}
