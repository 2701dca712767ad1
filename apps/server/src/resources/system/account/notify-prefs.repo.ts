import type { Kysely } from 'kysely';
import type { NotificationPrefs } from '@weld/core';
import type { DialectName } from '../../../db/dialect';
import type { Database } from '../../../db/schema';

/** What a user who never saved preferences gets: everything in the bell, no e-mail. */
export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = {
  bellNotice: true,
  bellSystem: true,
  emailCopy: false,
};

/**
 * The saved preferences of a user, or the defaults.
 * @example const prefs = await notificationPrefsOf(ctx.db, userId); if (prefs.bellSystem) push(…)
 */
export async function notificationPrefsOf(db: Kysely<Database>, userId: string): Promise<NotificationPrefs> {
  const row = await db
    .selectFrom('sys_user_notify_pref')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_NOTIFICATION_PREFS };
  return {
    bellNotice: Number(row.bell_notice) === 1,
    bellSystem: Number(row.bell_system) === 1,
    emailCopy: Number(row.email_copy) === 1,
  };
}

/**
 * Saves a user's preferences (one row per user, replaced whole) in one statement: two first saves at once
 * (a double click) would both find no row and both insert, and the second would break on the key.
 * @example await saveNotificationPrefs(ctx.db, ctx.dialect, userId, { bellNotice: true, bellSystem: false, emailCopy: false }, now)
 */
export async function saveNotificationPrefs(
  db: Kysely<Database>,
  dialect: DialectName,
  userId: string,
  prefs: NotificationPrefs,
  now: string,
): Promise<void> {
  const values = {
    bell_notice: prefs.bellNotice ? 1 : 0,
    bell_system: prefs.bellSystem ? 1 : 0,
    email_copy: prefs.emailCopy ? 1 : 0,
    update_time: now,
  };
  const insert = db.insertInto('sys_user_notify_pref').values({ user_id: userId, ...values });
  if (dialect === 'mysql') await insert.onDuplicateKeyUpdate(values).execute();
  else await insert.onConflict((oc) => oc.column('user_id').doUpdateSet(values)).execute();
}
