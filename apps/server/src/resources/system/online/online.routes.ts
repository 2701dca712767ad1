import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { formatDateTime } from '../../../db/time';
import { AppError } from '../../../lib/errors';
import { LOG_TYPE_LOGIN, OPERATE, writeLog } from '../../../lib/sys-log';
import { announceSessionEnded } from '../../../lib/session-events';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { hashToken } from '../../../stores/token-hash';
import { onlineSessions } from './online.service';
import { pageOf, pagingProperties } from '../../../kit/paging';
import { pageOffset, RIGHTS } from '@weld/core';

const tags = ['online'];

/**
 * 在线用户: the live sessions (user, login time, IP, expiry) and force logout, which deletes the session
 * from the token store (its next call is a 401 on every instance sharing that store) and announces it,
 * so sockets opened with it close.
 */
export function registerOnlineRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { username?: string; pageNo?: number; pageSize?: number; totalExact?: boolean } }>(
    '/sys/online/list',
    {
      config: { permission: 'system:online:list' },
      schema: {
        tags,
        summary:
          'Page of live sessions, newest sign-in first; username filters by a part of the user name or real name',
        querystring: {
          type: 'object',
          properties: {
            username: { type: 'string', maxLength: 100 },
            ...pagingProperties(500),
            _t: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const { username = '', pageNo = 1, pageSize = 10 } = request.query;
      const all = await onlineSessions(ctx, hashToken(authOf(request).token), username.trim());
      const records = all.slice(pageOffset(pageNo, pageSize), pageOffset(pageNo + 1, pageSize));
      return ok(
        request,
        await pageOf(records, { pageNo, pageSize, totalExact: true }, async () => all.length),
      );
    },
  );

  app.post<{ Body: { id: string } }>(
    '/sys/online/forceLogout',
    {
      config: { permission: RIGHTS.online.forceLogout },
      schema: {
        tags,
        summary: 'End a live session by its id (from the online list); its token stops working at once',
        body: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
        },
      },
    },
    async (request) => {
      const startedAt = Date.now();
      const { token, principal } = authOf(request);
      if (request.body.id === hashToken(token)) throw new AppError(400, 'online.ownSession');
      const target = (await ctx.stores.tokens.list()).find((s) => s.id === request.body.id);
      if (!target || !(await ctx.stores.tokens.deleteById(request.body.id)))
        throw new AppError(404, 'online.notFound');
      await announceSessionEnded(ctx.stores, { id: target.id, userId: target.session.userId });
      await writeLog(ctx, request, {
        type: LOG_TYPE_LOGIN,
        operateType: OPERATE.logout,
        text: {
          key: 'server.online.logForced',
          params: {
            username: target.session.username,
            by: principal.username,
            at: formatDateTime(new Date(target.session.loginAt), ctx.config.timeZone),
          },
        },
        userId: target.session.userId,
        username: target.session.username,
        startedAt,
      });
      return ok(request, null, 'online.forced');
    },
  );
}
