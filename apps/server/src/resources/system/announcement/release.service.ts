import type { FastifyBaseLogger } from 'fastify';
import { SEND_STATUS } from '@weld/core';
import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { AppError } from '../../../lib/errors';
import { sendEmailCopies } from './email-copies';
import type { NoticeHub } from '../../../lib/notice-hub';

/**
 * Comma-joined recipients → their user ids. Each entry is a user id (what the original's clients send,
 * trailing comma included) or a username (what this app's form and older rows hold); entries matching
 * no live user are answered so the caller can name them.
 * @example await resolveRecipients(ctx, '1700000000000000001,ann,') // { ids: ['1700000000000000001', 'u-ann'], unknown: [] }
 */
export async function resolveRecipients(
  ctx: AppContext,
  userIds: string | null,
): Promise<{ ids: string[]; unknown: string[] }> {
  const entries = [
    ...new Set(
      (userIds ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (entries.length === 0) return { ids: [], unknown: [] };
  const rows = await ctx.db
    .selectFrom('sys_user')
    .select(['id', 'username'])
    .where((eb) => eb.or([eb('id', 'in', entries), eb('username', 'in', entries)]))
    .where('del_flag', '=', 0)
    .execute();
  const known = new Set(rows.flatMap((r) => [r.id, r.username]));
  return { ids: rows.map((r) => r.id), unknown: entries.filter((e) => !known.has(e)) };
}

async function findAnnouncement(ctx: AppContext, id: string) {
  const row = await ctx.db
    .selectFrom('sys_announcement')
    .selectAll()
    .where('id', '=', id)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'kit.notFound');
  return row;
}

/**
 * Publishes a draft (or a revoked announcement again): checks recipients and open target, writes one
 * unread recipient row per chosen user (none for ALL: a user's row appears on first read), stamps sender
 * and time, then pushes `{cmd, msgId, msgTxt}` to the recipients' open sockets on every instance; with a
 * logger, recipients whose preferences ask for e-mail copies get one afterwards.
 * @example await releaseAnnouncement(ctx, hub, id, 'admin')
 */
export async function releaseAnnouncement(
  ctx: AppContext,
  hub: NoticeHub,
  id: string,
  username: string,
  log?: FastifyBaseLogger,
): Promise<void> {
  const row = await findAnnouncement(ctx, id);
  if (row.send_status === SEND_STATUS.published) throw new AppError(409, 'announcement.alreadyPublished');
  if ((row.open_type === 'component' || row.open_type === 'url') && !row.open_page?.trim())
    throw new AppError(400, 'announcement.openPageMissing');
  if (row.open_type === 'url' && !/^(https?:\/\/|\/)/i.test(row.open_page ?? ''))
    throw new AppError(400, 'announcement.openPageBad');
  const toAll = row.msg_type === 'ALL';
  const recipients = toAll ? { ids: [], unknown: [] } : await resolveRecipients(ctx, row.user_ids);
  if (recipients.unknown.length > 0)
    throw new AppError(400, 'announcement.unknownUsers', { names: recipients.unknown.join(', ') });
  if (!toAll && recipients.ids.length === 0) throw new AppError(400, 'announcement.noRecipients');
  const sender = await ctx.db
    .selectFrom('sys_user')
    .select('realname')
    .where('username', '=', username)
    .executeTakeFirst();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (tx) => {
    const changed = await tx
      .updateTable('sys_announcement')
      .set({
        send_status: SEND_STATUS.published,
        send_time: now,
        cancel_time: null,
        sender: sender?.realname ?? username,
        update_by: username,
        update_time: now,
      })
      .where('id', '=', id)
      .where('send_status', '=', row.send_status)
      .executeTakeFirst();
    // a parallel publish got there first
    if (Number(changed.numUpdatedRows) === 0) throw new AppError(409, 'announcement.alreadyPublished');
    // publishing again starts everyone unread
    await tx.deleteFrom('sys_announcement_send').where('annt_id', '=', id).execute();
    for (const userId of recipients.ids) {
      await tx
        .insertInto('sys_announcement_send')
        .values({
          id: newId(),
          annt_id: id,
          user_id: userId,
          read_flag: 0,
          read_time: null,
          create_time: now,
        })
        .execute();
    }
  });
  await hub.push(toAll ? null : recipients.ids, {
    cmd: toAll ? 'topic' : 'user',
    msgId: id,
    msgTxt: row.titile,
  });
  // e-mail copies for those who asked for them, after the answer: a slow mail server never holds the publish
  if (log)
    void sendEmailCopies(ctx, row, toAll ? null : recipients.ids, log).catch((err: unknown) =>
      log.warn({ err }, 'e-mail copies failed'),
    );
}

/**
 * Tells the recipients of announcements that they changed (revoked, deleted), so their bells reload:
 * the same push as publishing, to everyone for ALL announcements, else to the users holding a send row.
 * @example await pushWithdrawn(ctx, hub, [row])
 */
export async function pushWithdrawn(
  ctx: AppContext,
  hub: NoticeHub,
  rows: { id: string; msg_type: string; titile: string }[],
): Promise<void> {
  for (const row of rows) {
    const toAll = row.msg_type === 'ALL';
    const targets = toAll
      ? null
      : (
          await ctx.db
            .selectFrom('sys_announcement_send')
            .select('user_id')
            .where('annt_id', '=', row.id)
            .execute()
        ).map((r) => r.user_id);
    await hub.push(targets, { cmd: toAll ? 'topic' : 'user', msgId: row.id, msgTxt: row.titile });
  }
}

/**
 * Takes a published announcement back: it leaves every bell, whose lists reload through the same push.
 * @example await revokeAnnouncement(ctx, hub, id, 'admin')
 */
export async function revokeAnnouncement(
  ctx: AppContext,
  hub: NoticeHub,
  id: string,
  username: string,
): Promise<void> {
  const row = await findAnnouncement(ctx, id);
  if (row.send_status !== SEND_STATUS.published) throw new AppError(409, 'announcement.notPublished');
  const now = ctx.now();
  await ctx.db
    .updateTable('sys_announcement')
    .set({ send_status: SEND_STATUS.revoked, cancel_time: now, update_by: username, update_time: now })
    .where('id', '=', id)
    .execute();
  await pushWithdrawn(ctx, hub, [row]);
}
