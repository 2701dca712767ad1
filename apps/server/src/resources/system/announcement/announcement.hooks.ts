import { SEND_STATUS } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import type { ResourceHooks } from '../../../kit/save';
import { authOf } from '../../../plugins/route-config';
import { pushWithdrawn } from './release.service';

/**
 * What 通告管理 adds to the kit: a published announcement is read-only (revoke it first), its recipients
 * may open it through queryById, and deleting one reloads their bells. The body's HTML is sanitised by the kit (richText); recipients and open
 * target are checked when publishing.
 * @example registerResource(api, ctx, announcement, announcementHooks(ctx))
 */
export function announcementHooks(ctx: AppContext): ResourceHooks {
  return {
    beforeWrite: (_columns, { stored }) => {
      if (stored?.send_status === SEND_STATUS.published)
        throw new AppError(409, 'announcement.publishedLocked');
    },
    // a recipient opens a published announcement addressed to everyone or to them (a push's msgId)
    recipientScope: (_ctx, _def, request) => {
      const userId = authOf(request).session.userId;
      return [
        (eb) =>
          eb.and([
            eb('send_status', '=', SEND_STATUS.published),
            eb.or([
              eb('msg_type', '=', 'ALL'),
              eb.exists(
                eb
                  .selectFrom('sys_announcement_send')
                  .select('sys_announcement_send.id')
                  .whereRef('sys_announcement_send.annt_id', '=', 'sys_announcement.id')
                  .where('sys_announcement_send.user_id', '=', userId),
              ),
            ]),
          ]),
      ];
    },
    // a deleted published announcement leaves the bells of its recipients at once
    afterDelete: async (ids) => {
      const rows = await ctx.db
        .selectFrom('sys_announcement')
        .select(['id', 'msg_type', 'titile'])
        .where('id', 'in', ids)
        .where('send_status', '=', SEND_STATUS.published)
        .execute();
      await pushWithdrawn(ctx, ctx.notices, rows);
    },
  };
}
