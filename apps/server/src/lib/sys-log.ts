import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { newId } from '../db/ids';

export const LOG_TYPE_LOGIN = 1;
export const LOG_TYPE_OPERATE = 2;

/**
 * One sys_log row for the request; a failing log write is logged, never fails the call.
 * @example await writeLog(ctx, request, { type: LOG_TYPE_LOGIN, content, userId, username, startedAt })
 */
export async function writeLog(
  ctx: AppContext,
  request: FastifyRequest,
  entry: { type: number; content: string; userId: string | null; username: string | null; startedAt: number },
): Promise<void> {
  try {
    await ctx.db
      .insertInto('sys_log')
      .values({
        id: newId(),
        log_type: entry.type,
        log_content: entry.content,
        userid: entry.userId,
        username: entry.username,
        ip: request.ip,
        method: request.method,
        request_url: request.url.split('?')[0].slice(0, 255),
        cost_time: Date.now() - entry.startedAt,
        create_time: ctx.now(),
      })
      .execute();
  } catch (err) {
    request.log.error({ err }, 'sys_log write failed');
  }
}
