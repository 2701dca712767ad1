import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ADMIN_PASSWORD = 'Weld@Bench2026';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  origin: string;
  /** the server's process id (for /proc/<pid>/status) and its SQLite file, which the bench may seed */
  pid: number;
  dbFile: string;
  stop(): Promise<void>;
}

/**
 * Starts the built product on a fresh SQLite database in a temporary folder, or on the database `databaseUrl` names,
 * on a free port or the one given.
 */
export async function startBuiltServer(databaseUrl?: string, fixedPort?: number): Promise<RunningServer> {
  const port = fixedPort ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'weld-bench-'));
  // BENCH_TRACE_GC=1: the server prints its garbage collections (V8's --trace-gc) on the bench's output
  // BENCH_PROF=<dir>: the server writes CPU profiles of its threads there when it stops; BENCH_SERVER: another build to run (A/B)
  const program = resolve(process.env.BENCH_SERVER ?? 'apps/server/dist/server.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_TRACE_GC ? ['--trace-gc'] : []),
      ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF] : []),
      program,
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl ?? `sqlite:${join(dir, 'weld.db')}`,
        UPLOAD_DIR: join(dir, 'uploads'),
        ADMIN_PASSWORD,
        LOGIN_CAPTCHA: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        // as `npm start` serves it (apps/server's serve script)
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      },
      stdio: ['ignore', process.env.BENCH_TRACE_GC ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // a server still starting would bind the port later and hold it after the bench has gone
      child.kill('SIGKILL');
      throw new Error('server did not start within 30 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    pid: child.pid ?? 0,
    dbFile: join(dir, 'weld.db'),
    stop: () =>
      new Promise((done) => {
        // the seeded database and uploads take hundreds of MB: they leave with the server
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Signs in through the API and answers the token. */
export async function apiLogin(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const body = (await answer.json()) as { code: number; message: string; result: { token: string } };
  if (body.code !== 200) throw new Error(`login failed: ${body.message}`);
  return body.result.token;
}

/** A memory field of /proc/<pid>/status (VmHWM, VmRSS), in MB. */
function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const kb = new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0;
  return Math.round(Number(kb) / 1024);
}

/** Peak resident set of a process so far (VmHWM), in MB. */
export const peakRssMb = (pid: number) => statusMb(pid, 'VmHWM');

/** Resets the process's peak resident set (Linux `clear_refs` 5), so the next VmHWM is that of what follows (an import, the exports). */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Resident set of a process now (VmRSS), in MB. */
export const rssMb = (pid: number) => statusMb(pid, 'VmRSS');
