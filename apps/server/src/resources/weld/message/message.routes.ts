import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WELD_MESSAGE_STATUS, weldMessage, RIGHTS } from '@weld/core';
import type { MessageReply } from '@weld/core';
import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { findRow } from '../../../kit/crud';
import { scopeOf } from '../../../kit/scope';
import { kitDb } from '../../../kit/table';
import { messageScopeFilters } from './message-scope';

const tags = ['weldMessage'];
const idBody = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

/** The message if the caller may reach it, else a 404. */
async function reachable(ctx: AppContext, request: FastifyRequest, id: string) {
  const scope = await scopeOf(ctx, weldMessage, request, (c, _def, r) => messageScopeFilters(c, r));
  const row = await findRow(kitDb(ctx), weldMessage, id, scope);
  if (!row) throw new AppError(404, 'kit.notFound');
  return row;
}

/**
 * A message's reply thread: list (oldest first), reply (the first moves 新建 → 处理中; a closed message
 * takes none) and 关闭, each checked against the caller's rights and reach.
 * @example registerMessageRoutes(app, ctx)
 */
export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { id: string } }>(
    '/weld/message/replies',
    {
      config: { permission: 'weld:message:list' },
      schema: { tags, summary: 'The replies of a message, oldest first', querystring: idBody },
    },
    async (request) => {
      await reachable(ctx, request, request.query.id);
      const rows = await ctx.db
        .selectFrom('weld_message_reply')
        .selectAll()
        .where('message_id', '=', request.query.id)
        .orderBy('create_time')
        .orderBy('id')
        .execute();
      const replies: MessageReply[] = rows.map((r) => ({
        id: r.id,
        content: r.content,
        author: r.author,
        authorName: r.author_name,
        createTime: r.create_time,
      }));
      return ok(request, replies);
    },
  );

  app.post<{ Body: { id: string; content: string } }>(
    '/weld/message/reply',
    {
      config: { permission: RIGHTS.weldMessage.reply },
      schema: {
        tags,
        summary: 'Reply to a message that is not closed',
        body: {
          type: 'object',
          required: ['id', 'content'],
          properties: {
            id: { type: 'string', minLength: 1, maxLength: 32 },
            content: { type: 'string', maxLength: 4000 },
          },
        },
      },
    },
    async (request) => {
      const { id } = request.body;
      const content = request.body.content.trim();
      if (content === '') throw new AppError(400, 'weldMessage.replyEmpty');
      const message = await reachable(ctx, request, id);
      if (message.status === WELD_MESSAGE_STATUS.closed) throw new AppError(409, 'weldMessage.closed');
      const { principal } = authOf(request);
      const user = await ctx.db
        .selectFrom('sys_user')
        .select('realname')
        .where('id', '=', principal.userId)
        .executeTakeFirst();
      const now = ctx.now();
      const replyId = newId();
      await ctx.db.transaction().execute(async (tx) => {
        // closing in between wins: the reply is refused rather than added to a closed thread
        const open = await tx
          .updateTable('weld_message')
          .set({ status: WELD_MESSAGE_STATUS.processing, update_by: principal.username, update_time: now })
          .where('id', '=', id)
          .where('status', '!=', WELD_MESSAGE_STATUS.closed)
          .executeTakeFirst();
        if (Number(open.numUpdatedRows) !== 1) throw new AppError(409, 'weldMessage.closed');
        await tx
          .insertInto('weld_message_reply')
          .values({
            id: replyId,
            message_id: id,
            content,
            author: principal.username,
            author_name: user?.realname ?? null,
            create_time: now,
          })
          .execute();
      });
      return ok(request, { id: replyId });
    },
  );

  app.post<{ Body: { id: string } }>(
    '/weld/message/close',
    {
      config: { permission: RIGHTS.weldMessage.close },
      schema: { tags, summary: 'Close a message: it takes no more replies', body: idBody },
    },
    async (request) => {
      const message = await reachable(ctx, request, request.body.id);
      if (message.status === WELD_MESSAGE_STATUS.closed) throw new AppError(409, 'weldMessage.alreadyClosed');
      await ctx.db
        .updateTable('weld_message')
        .set({
          status: WELD_MESSAGE_STATUS.closed,
          update_by: authOf(request).principal.username,
          update_time: ctx.now(),
        })
        .where('id', '=', request.body.id)
        .execute();
      return ok(request, null);
    },
  );
}
