import os from 'node:os';
import { statfs } from 'node:fs/promises';
import path from 'node:path';

type CpuTimes = { idle: number; total: number };

function cpuTimes(): CpuTimes {
  let idle = 0;
  let total = 0;
  for (const c of os.cpus()) {
    idle += c.times.idle;
    total += c.times.user + c.times.nice + c.times.sys + c.times.irq + c.times.idle;
  }
  return { idle, total };
}

let last: { at: number; times: CpuTimes } | null = null;

/** CPU busy share (0–100) since the previous call, or over a 200 ms sample on the first one. */
async function cpuUsage(): Promise<number> {
  if (!last || Date.now() - last.at > 60_000) {
    last = { at: Date.now(), times: cpuTimes() };
    await new Promise((r) => setTimeout(r, 200));
  }
  const now = cpuTimes();
  const idle = now.idle - last.times.idle;
  const total = now.total - last.times.total;
  last = { at: Date.now(), times: now };
  return total > 0 ? Math.round((1 - idle / total) * 1000) / 10 : 0;
}

/**
 * The machine: OS, CPU (model, cores, busy %), memory, load averages and uptimes.
 * @example await systemInfo()
 */
export async function systemInfo() {
  const cpus = os.cpus();
  const total = os.totalmem();
  const free = os.freemem();
  return {
    os: { platform: os.platform(), release: os.release(), arch: os.arch(), hostname: os.hostname() },
    cpu: { model: cpus[0]?.model ?? '', cores: cpus.length, usage: await cpuUsage() },
    memory: { total, free, used: total - free, usage: Math.round(((total - free) / total) * 1000) / 10 },
    load: os.loadavg().map((l) => Math.round(l * 100) / 100),
    uptimeSeconds: Math.round(os.uptime()),
    processUptimeSeconds: Math.round(process.uptime()),
  };
}

/**
 * Size and free space of the volumes holding the given folders (data, uploads), each volume once.
 * @example await diskInfo([{ name: 'uploads', path: '/srv/weld/uploads' }])
 */
export async function diskInfo(places: { name: string; path: string }[]) {
  const out = [];
  for (const p of places) {
    const s = await statfsNearest(p.path);
    if (!s) continue;
    const total = s.blocks * s.bsize;
    const free = s.bavail * s.bsize;
    out.push({
      name: p.name,
      path: p.path,
      total,
      free,
      used: total - free,
      usage: total ? Math.round(((total - free) / total) * 1000) / 10 : 0,
    });
  }
  return out;
}

/** The volume of a folder, or of its nearest existing parent when it is not created yet (no upload so far). */
async function statfsNearest(folder: string) {
  let at = path.resolve(folder);
  for (;;) {
    try {
      return await statfs(at);
    } catch {
      const up = path.dirname(at);
      if (up === at) return null;
      at = up;
    }
  }
}
