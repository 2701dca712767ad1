import type { FastifyInstance } from 'fastify';
import { MSG_CATEGORY, RIGHTS } from '@weld/core';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { inboxPage, inboxQuery, markRead } from './inbox.repo';
import { registerNoticeSocket } from './notice-socket.routes';
import { notificationPrefsOf } from '../account';
import { releaseAnnouncement, revokeAnnouncement } from './release.service';
import { AppError } from '../../../lib/errors';
import { pagingProperties } from '../../../kit/paging';

const tags = ['announcement'];
const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, _t: { type: 'string' } },
} as const;
/** unread notices the bell shows per tab */
const BELL_SIZE = 10;

/**
 * Announcements beyond the kit's CRUD (spec shell §7): publish and revoke (right
 * `system:announcement:release`), and every signed-in user's own side: the bell's unread lists, the
 * my-announcements page, marking one or all read, and the `/websocket/{userId}` channel. A user only
 * ever sees and marks announcements addressed to them.
 * @example registerNoticeRoutes(api, ctx)
 */
export function registerNoticeRoutes(api: FastifyInstance, ctx: AppContext): void {
  registerNoticeSocket(api, ctx.notices, ctx.stores);
  const release = { permission: RIGHTS.announcement.release };

  api.get<{ Querystring: { id: string } }>(
    '/sys/annountCement/doReleaseData',
    {
      config: release,
      schema: {
        tags,
        summary: 'Publish a draft or revoked announcement and push it to its recipients',
        querystring: idQuery,
      },
    },
    async (request) => {
      await releaseAnnouncement(
        ctx,
        ctx.notices,
        request.query.id,
        authOf(request).principal.username,
        request.log,
      );
      return ok(request, null, 'announcement.released');
    },
  );

  api.get<{ Querystring: { id: string } }>(
    '/sys/annountCement/doReovkeData',
    { config: release, schema: { tags, summary: 'Revoke a published announcement', querystring: idQuery } },
    async (request) => {
      await revokeAnnouncement(ctx, ctx.notices, request.query.id, authOf(request).principal.username);
      return ok(request, null, 'announcement.revoked');
    },
  );

  api.get(
    '/sys/annountCement/listByUser',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The caller's unread notices and system messages (newest first) with their counts",
      },
    },
    async (request) => {
      const userId = authOf(request).session.userId;
      // a category the user turned off in 新消息通知 stays out of the bell (我的消息 still lists it)
      const prefs = await notificationPrefsOf(ctx.db, userId);
      const none = { records: [], total: 0 };
      // the bell's unread counts stay exact (they are badges, not pagers)
      const unread = (category: string, wanted: boolean) =>
        wanted
          ? inboxPage(
              ctx.db,
              userId,
              { category, readFlag: 0 },
              { pageNo: 1, pageSize: BELL_SIZE, totalExact: true },
            )
          : Promise.resolve(none);
      const [annt, sys] = await Promise.all([
        unread(MSG_CATEGORY.notice, prefs.bellNotice),
        unread(MSG_CATEGORY.system, prefs.bellSystem),
      ]);
      return ok(request, {
        anntMsgList: annt.records,
        anntMsgTotal: annt.total,
        sysMsgList: sys.records,
        sysMsgTotal: sys.total,
      });
    },
  );

  api.get<{
    Querystring: {
      pageNo?: number;
      pageSize?: number;
      totalExact?: boolean;
      msgCategory?: string;
      readFlag?: string;
      titile?: string;
    };
  }>(
    '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "A page of the caller's announcements (我的消息), read and unread",
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties(100),
            msgCategory: { type: 'string', enum: ['', MSG_CATEGORY.notice, MSG_CATEGORY.system] },
            readFlag: { type: 'string', enum: ['', '0', '1'] },
            titile: { type: 'string', maxLength: 100 },
            _t: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const { pageNo = 1, pageSize = 10, totalExact, msgCategory, readFlag, titile } = request.query;
      const filter = {
        category: msgCategory || undefined,
        readFlag: readFlag ? (Number(readFlag) as 0 | 1) : undefined,
        titile: titile?.trim() || undefined,
      };
      return ok(
        request,
        await inboxPage(ctx.db, authOf(request).session.userId, filter, { pageNo, pageSize, totalExact }),
      );
    },
  );

  api.put<{ Body: { anntId: string } }>(
    '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "Mark one of the caller's announcements read",
        body: {
          type: 'object',
          required: ['anntId'],
          properties: { anntId: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const userId = authOf(request).session.userId;
      // only an announcement addressed to the caller: anything else is unknown to them
      const visible = await inboxQuery(ctx.db, userId)
        .select('a.id')
        .where('a.id', '=', request.body.anntId)
        .executeTakeFirst();
      if (!visible) throw new AppError(404, 'kit.notFound');
      await markRead(ctx.db, userId, [visible.id], ctx.now());
      return ok(request, null, 'announcement.read');
    },
  );

  api.put(
    '/sys/sysAnnouncementSend/readAll',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: "Mark all of the caller's announcements read" },
    },
    async (request) => {
      const userId = authOf(request).session.userId;
      const unread = await inboxQuery(ctx.db, userId, { readFlag: 0 }).select('a.id').execute();
      await markRead(
        ctx.db,
        userId,
        unread.map((r) => r.id),
        ctx.now(),
      );
      return ok(request, { count: unread.length }, 'announcement.allRead');
    },
  );
}
