import type { TraceEntry } from '@weld/core';
import { http } from '../../lib/http';
import { unwrap } from '../../lib/http/unwrap';

export interface SystemInfo {
  os: { platform: string; release: string; arch: string; hostname: string };
  cpu: { model: string; cores: number; usage: number };
  memory: { total: number; free: number; used: number; usage: number };
  load: number[];
  uptimeSeconds: number;
  processUptimeSeconds: number;
}

export interface RuntimeInfo {
  node: string;
  v8: string;
  pid: number;
  uptimeSeconds: number;
  heap: { used: number; total: number; limit: number };
  spaces: { name: string; used: number; size: number }[];
  rss: number;
  external: number;
  arrayBuffers: number;
  eventLoopDelay: { mean: number; p50: number; p99: number; max: number };
  gc: { kind: string; count: number; ms: number }[];
  cpu: { user: number; system: number };
}

export interface DiskInfo {
  name: string;
  path: string;
  total: number;
  free: number;
  used: number;
  usage: number;
}

export interface DatabaseInfo {
  dialect: string;
  version: string;
  size: number;
  tables: number;
  pool: { max: number; open: number; idle: number; waiting: number };
}

export type RedisInfo =
  | { configured: false }
  | { configured: true; keys: number; sections: Record<string, Record<string, string>> };

/** The Node HTTP server's figures (Tomcat's counterpart); route durations in ms, busiest routes first. */
export interface HttpServerInfo {
  connections: { open: number; keepAlive: number; webSockets: number; accepted: number };
  requests: { inFlight: number; answered: number; perSecond: number };
  routes: {
    method: string;
    route: string;
    count: number;
    errors: number;
    meanMs: number;
    p95Ms: number;
    maxMs: number;
  }[];
  uptimeSeconds: number;
}

export type { TraceEntry };

const get = async <T>(path: string) => unwrap(await http.get<T>(path));

/** The monitor endpoints of the server (each needs its screen's right). */
export const monitorApi = {
  system: () => get<SystemInfo>('/sys/monitor/system'),
  runtime: () => get<RuntimeInfo>('/sys/monitor/runtime'),
  httpServer: () => get<HttpServerInfo>('/sys/monitor/httpserver'),
  disk: () => get<DiskInfo[]>('/sys/monitor/disk'),
  database: () => get<DatabaseInfo>('/sys/monitor/database'),
  redis: () => get<RedisInfo>('/sys/monitor/redis/info'),
  trace: () => get<TraceEntry[]>('/sys/monitor/httptrace'),
  redisCommand: async (command: string) =>
    unwrap(await http.post<{ lines: string[] }>('/sys/monitor/redis/command', { command }, { silent: true })),
};
