import type { OnlineSession } from '@weld/core';
import type { AppContext } from '../../../context';
import { formatDateTime } from '../../../db/time';

/**
 * Every live session with the user's real name, newest sign-in first; `filter` keeps those whose user
 * name or real name contains it (any case).
 * @example const sessions = await onlineSessions(ctx, hashToken(token), 'adm')
 */
export async function onlineSessions(
  ctx: AppContext,
  ownId: string,
  filter: string,
): Promise<OnlineSession[]> {
  const live = await ctx.stores.tokens.list();
  const userIds = [...new Set(live.map((s) => s.session.userId))];
  const users =
    userIds.length === 0
      ? []
      : await ctx.db.selectFrom('sys_user').select(['id', 'realname']).where('id', 'in', userIds).execute();
  const realnames = new Map(users.map((u) => [u.id, u.realname]));
  const needle = filter.toLowerCase();
  const time = (ms: number) => formatDateTime(new Date(ms), ctx.config.timeZone);
  return live
    .map((s) => ({
      id: s.id,
      userId: s.session.userId,
      username: s.session.username,
      realname: realnames.get(s.session.userId) ?? null,
      ip: s.session.ip ?? null,
      loginTime: time(s.session.loginAt),
      expireTime: time(s.expiresAt),
      current: s.id === ownId,
      loginAt: s.session.loginAt,
    }))
    .filter(
      (r) =>
        !needle ||
        r.username.toLowerCase().includes(needle) ||
        (r.realname ?? '').toLowerCase().includes(needle),
    )
    .sort((a, b) => b.loginAt - a.loginAt || a.id.localeCompare(b.id))
    .map(({ loginAt: _, ...record }) => record);
}
