/**
 * Measures the server's resident memory while it exports N positions (default 200,000) to .xlsx for a
 * fast and for a slow client: the numbers that tell whether the export's producer keeps to the pace of
 * its output. The server runs from source in a child process on a throw-away SQLite file. Not part of
 * the test run (it takes a while):
 *   npx tsx apps/server/src/kit/excel/measure-export-memory.ts 200000 100   (rows, slow client's pause per chunk in ms)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';

const rows = Number(process.argv[2] ?? 200_000);
/** how long the slow client waits after each chunk it reads */
const slowPauseMs = Number(process.argv[3] ?? 100);
const port = 18_000 + Math.floor(Math.random() * 2000);
const origin = `http://127.0.0.1:${port}`;
const password = 'Weld@Measure2026';
const dir = mkdtempSync(join(tmpdir(), 'weld-measure-'));
const dbFile = join(dir, 'weld.db');

/** Current resident set of the server, in MB. */
const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

function seed(): void {
  const db = new Database(dbFile);
  const insert = db.prepare(
    "insert into sys_position (id, code, name, post_rank, org_code, create_by, create_time, update_by, update_time) values (?, ?, ?, ?, null, 'm', '2026-01-01 00:00:00', null, null)",
  );
  db.transaction(() => {
    for (let i = 0; i < rows; i++)
      insert.run(`9${String(i).padStart(7, '0')}`, `P${i}`, `Position ${i}`, String((i % 5) + 1));
  })();
  db.close();
}

async function exportOnce(pid: number, token: string, pauseMs: number) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 25);
  const started = performance.now();
  const response = await fetch(`${origin}/api/sys/position/exportXls`, {
    headers: { 'X-Access-Token': token },
  });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += (chunk as Uint8Array).length;
    if (pauseMs > 0) await sleep(pauseMs);
  }
  clearInterval(sampler);
  return { bytes, seconds: (performance.now() - started) / 1000, peak };
}

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${dbFile}`,
    UPLOAD_DIR: join(dir, 'uploads'),
    ADMIN_PASSWORD: password,
    LOGIN_CAPTCHA: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let tries = 0; ; tries++) {
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 150) throw new Error('server did not start within 30 s');
    await sleep(200);
  }
  seed();
  const login = await fetch(`${origin}/api/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const pid = child.pid as number;
  console.log(`${rows} positions; server RSS before the export ${rssMb(pid)} MB`);
  for (const [name, pause] of [
    ['fast client', 0],
    [`slow client (${slowPauseMs} ms per chunk)`, slowPauseMs],
  ] as const) {
    const run = await exportOnce(pid, token, pause);
    console.log(
      `${name}: ${run.seconds.toFixed(1)} s, ${(run.bytes / 1048576).toFixed(1)} MB file, server peak RSS ${run.peak} MB`,
    );
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  rmSync(dir, { recursive: true, force: true });
}
