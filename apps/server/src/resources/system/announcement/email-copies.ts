import sanitizeHtml from 'sanitize-html';
import type { AppContext } from '../../../context';
import { smtpMailer } from '../message-template';

/** An announcement's body as mail text: tags dropped, paragraphs kept as lines. */
function bodyText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|div|h\d|li|tr)>|<br\s*\/?>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * E-mail copies of a published announcement to the recipients who asked for them (notification
 * preference emailCopy, with an address): all such users for an announcement to everyone. Runs after the
 * publish answered; a missing SMTP server or a failed send is logged, never undoes the publish.
 * @example void sendEmailCopies(ctx, { titile, msg_content }, recipientIds, log)
 */
export async function sendEmailCopies(
  ctx: AppContext,
  annt: { titile: string; msg_content: string | null },
  recipientIds: string[] | null,
  log: { warn(obj: object, msg: string): void },
): Promise<number> {
  let query = ctx.db
    .selectFrom('sys_user as u')
    .innerJoin('sys_user_notify_pref as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.email'])
    .where('p.email_copy', '=', 1)
    .where('u.del_flag', '=', 0)
    .where('u.email', 'is not', null)
    .where('u.email', '!=', '');
  if (recipientIds) {
    if (recipientIds.length === 0) return 0;
    query = query.where('u.id', 'in', recipientIds);
  }
  const readers = await query.execute();
  if (readers.length === 0) return 0;
  const mailer = smtpMailer(ctx.config.smtp);
  if (!mailer) {
    log.warn(
      { readers: readers.length },
      'e-mail copies of an announcement skipped: no SMTP server configured',
    );
    return 0;
  }
  let sent = 0;
  try {
    const text = bodyText(annt.msg_content ?? '');
    for (const reader of readers) {
      try {
        await mailer.send({ to: String(reader.email), subject: annt.titile, text });
        sent += 1;
      } catch (err) {
        log.warn({ err, userId: reader.id }, 'e-mail copy of an announcement failed');
      }
    }
  } finally {
    mailer.close();
  }
  return sent;
}
