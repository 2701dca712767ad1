import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  RouteOptions,
} from 'fastify';
import type { AppContext } from '../context';
import { newId } from '../db/ids';
import { logParams } from '../lib/log-params';
import { LogQueue } from '../lib/log-queue';
import type { LogRow } from '../lib/log-queue';
import { LOG_TYPE_OPERATE, logTextColumns, operateTypeOf } from '../lib/sys-log';
import type { OperationNote } from './route-config';

/**
 * A row waiting for its text: the route's own note when it gave one, else the right the route declares names it
 * (sys_permission), else its summary.
 */
type Draft = Omit<LogRow, 'log_content' | 'content_key' | 'content_params'> & {
  permission: string | null;
  summary: string | null;
  note: OperationNote | null;
};

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const EXPORT = /\/export\w*$/i;
/** These write their own login-log rows (sign in, sign out). */
const LOGIN_ROUTES = ['/sys/login', '/sys/phoneLogin', '/sys/logout'];
const FLUSH_DELAY_MS = 100;
const MAX_CONTENT = 1000;
/** A note's detail (a sync's DDL) is kept whole up to this many characters: the column is text. */
const MAX_DETAIL = 60_000;

/** Names of rights by code (stored name and its locale key), read once per batch. */
async function rightNames(
  ctx: AppContext,
  codes: string[],
): Promise<Map<string, { name: string; key: string | null }>> {
  if (codes.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('sys_permission')
    .select(['perms', 'name', 'title_key'])
    .where('perms', 'in', codes)
    .where('del_flag', '=', 0)
    .execute();
  return new Map(rows.map((r) => [r.perms as string, { name: r.name, key: r.title_key }]));
}

function logged(route: RouteOptions, apiBase: string): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (LOGIN_ROUTES.some((path) => route.url === `${apiBase}${path}`)) return false;
  if (route.config?.noOperationLog) return false;
  return methods.some((m) => WRITES.has(m)) || (methods.includes('GET') && EXPORT.test(route.url));
}

/**
 * The operation log: every write (POST/PUT/DELETE, answered or refused) and every export is recorded
 * with user, IP, method, path, masked parameters, cost, status and operate type; a route may name its row and add
 * a detail to its parameters (`request.operationNote`, e.g. a sync's DDL). The hook is attached to
 * those routes only, so reads pay nothing; rows are written in batches after the answer. Answers the
 * queue, which the app flushes on close.
 * @example const logs = registerOperationLog(app, ctx); app.addHook('onClose', () => logs.flush())
 */
export function registerOperationLog(app: FastifyInstance, ctx: AppContext): LogQueue<Draft> {
  app.decorateRequest('operationNote', null);
  const queue = new LogQueue<Draft>(
    ctx.db,
    FLUSH_DELAY_MS,
    async (drafts) => {
      const names = await rightNames(ctx, [
        ...new Set(drafts.map((d) => d.permission).filter((p): p is string => p !== null)),
      ]);
      return drafts.map(({ permission, summary, note, ...row }) => {
        if (note) {
          const detail = note.detail?.slice(0, MAX_DETAIL);
          const params = [row.request_param, detail].filter(Boolean).join('\n');
          return { ...row, ...logTextColumns(note.text), request_param: params || null };
        }
        const right = permission ? names.get(permission) : undefined;
        return {
          ...row,
          log_content: (right?.name ?? summary ?? row.request_url ?? '').slice(0, MAX_CONTENT),
          content_key: right?.key ?? null,
          content_params: null,
        };
      });
    },
    (err, info) => app.log.error({ err, ...info }, 'sys_log batch write failed'),
  );

  const record = (request: FastifyRequest, reply: FastifyReply): void => {
    const session = request.auth?.session;
    const url = request.routeOptions.url ?? request.url;
    const summary = (request.routeOptions.schema as { summary?: string } | undefined)?.summary ?? null;
    queue.push({
      id: newId(),
      log_type: LOG_TYPE_OPERATE,
      userid: session?.userId ?? null,
      username: session?.username ?? null,
      ip: request.ip,
      method: request.method,
      request_url: request.url.split('?')[0].slice(0, 255),
      cost_time: Math.round(reply.elapsedTime),
      create_time: ctx.now(),
      operate_type: operateTypeOf(request.method, url),
      request_param: logParams(request.query, request.body),
      status_code: reply.statusCode,
      permission: request.routeOptions.config.permission ?? null,
      summary,
      note: request.operationNote,
    });
  };
  const hook: onResponseHookHandler = (request, reply, done) => {
    record(request, reply);
    done();
  };

  app.addHook('onRoute', (route) => {
    if (!logged(route, ctx.config.apiBase)) return;
    const existing = route.onResponse
      ? Array.isArray(route.onResponse)
        ? route.onResponse
        : [route.onResponse]
      : [];
    route.onResponse = [...existing, hook];
  });
  return queue;
}
