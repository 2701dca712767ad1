import { RIGHTS } from '@weld/core';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { PoolStats } from '../../db/dialect';
import { formatDateTime } from '../../db/time';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { databaseInfo } from './database-info';
import { HttpServerStats } from './http-server-stats';
import { HttpTrace, traceRequests } from './http-trace';
import { answerLines, parseCommandLine, parseInfo, refusal } from './redis-terminal';
import { startRuntimeStats } from './runtime-stats';
import { diskInfo, systemInfo } from './system-info';

const noQuery = {
  querystring: { type: 'object', properties: { _t: { type: 'string' } }, additionalProperties: false },
};
const schema = (summary: string) => ({ tags: ['monitor'], summary, ...noQuery });

/** What the monitor reads from the running server: the request trace, the HTTP server's figures and the runtime statistics. */
export type MonitorProbes = ReturnType<typeof startMonitorProbes>;

/**
 * Starts recording for the monitor on the root instance, before any route exists, so the trace sees
 * every request below the API prefix; the statistics stop with the server.
 * @example const probes = startMonitorProbes(app, ctx)
 */
export function startMonitorProbes(app: FastifyInstance, ctx: AppContext) {
  const trace = new HttpTrace(100, (at) => formatDateTime(at, ctx.config.timeZone));
  traceRequests(app, trace, ctx.config.apiBase);
  const httpServer = new HttpServerStats();
  httpServer.attach(app);
  const runtime = startRuntimeStats();
  app.addHook('onClose', async () => runtime.stop());
  return { trace, httpServer, runtime };
}

/**
 * The monitor screens' data (spec shell §2 Monitor): machine, Node runtime, HTTP server, disks, database, Redis info
 * and its read-only terminal, and the trace of recent requests. Each needs its screen's right.
 * @example registerMonitorRoutes(api, ctx, probes, pool)
 */
export function registerMonitorRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  { trace, httpServer, runtime }: MonitorProbes,
  pool: () => PoolStats,
): void {
  const sqliteFile = ctx.config.databaseUrl.startsWith('sqlite:')
    ? ctx.config.databaseUrl.slice('sqlite:'.length)
    : null;

  api.get(
    '/sys/monitor/system',
    { config: { permission: 'monitor:system' }, schema: schema('OS, CPU, memory, load and uptime') },
    async (request) => ok(request, await systemInfo()),
  );
  api.get(
    '/sys/monitor/runtime',
    { config: { permission: 'monitor:runtime' }, schema: schema('Node heap, event-loop delay and GC') },
    async (request) => ok(request, runtime.read()),
  );
  api.get(
    '/sys/monitor/httpserver',
    {
      config: { permission: 'monitor:httpserver' },
      schema: schema(
        'Open connections, requests in flight, keep-alive sockets, request rate and time per route',
      ),
    },
    async (request) => ok(request, httpServer.read()),
  );
  api.get(
    '/sys/monitor/disk',
    { config: { permission: 'monitor:disk' }, schema: schema('Volumes of the data and upload folders') },
    async (request) =>
      ok(
        request,
        await diskInfo([
          ...(sqliteFile && sqliteFile !== ':memory:'
            ? [{ name: 'database', path: path.dirname(path.resolve(sqliteFile)) }]
            : []),
          { name: 'uploads', path: ctx.config.uploadDir },
          { name: 'server', path: process.cwd() },
        ]),
      ),
  );
  api.get(
    '/sys/monitor/database',
    { config: { permission: 'monitor:database' }, schema: schema('Dialect, version, size and pool') },
    async (request) => ok(request, await databaseInfo(ctx.db, ctx.dialect, pool)),
  );
  api.get(
    '/sys/monitor/httptrace',
    { config: { permission: 'monitor:httptrace' }, schema: schema('The last 100 requests of this instance') },
    async (request) => ok(request, trace.list()),
  );

  api.get(
    '/sys/monitor/redis/info',
    { config: { permission: 'monitor:redis' }, schema: schema('Redis INFO by section and key count') },
    async (request) => {
      const run = ctx.stores.redisCommand;
      if (!run) return ok(request, { configured: false });
      const [info, keys] = await Promise.all([run(['INFO']), run(['DBSIZE'])]);
      return ok(request, { configured: true, keys: Number(keys), sections: parseInfo(String(info)) });
    },
  );
  api.post<{ Body: { command: string } }>(
    '/sys/monitor/redis/command',
    {
      config: { permission: RIGHTS.redis.command },
      schema: {
        tags: ['monitor'],
        summary: 'Run one read-only Redis command',
        body: {
          type: 'object',
          required: ['command'],
          additionalProperties: false,
          properties: { command: { type: 'string', maxLength: 1000 } },
        },
      },
    },
    async (request) => {
      const run = ctx.stores.redisCommand;
      if (!run) throw new AppError(400, 'monitor.redisNotConfigured');
      const words = parseCommandLine(request.body.command);
      const refused = refusal(words);
      if (refused === 'empty') throw new AppError(400, 'monitor.commandEmpty');
      if (refused) throw new AppError(400, 'monitor.commandRefused', { command: words[0]!.toUpperCase() });
      try {
        return ok(request, { lines: answerLines(await run(words)) });
      } catch (err) {
        throw new AppError(400, 'monitor.commandFailed', {
          message: err instanceof Error ? err.message : String(err),
        });
      }
    },
  );
}
