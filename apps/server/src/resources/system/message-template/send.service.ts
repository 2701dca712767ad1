import type { FastifyBaseLogger } from 'fastify';
import {
  MOBILE_PATTERN,
  MSG_CATEGORY,
  renderTemplate,
  SEND_OUTCOME,
  TEMPLATE_TYPE,
  translate,
  type Locale,
  type TemplateValues,
} from '@weld/core';
import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { AppError } from '../../../lib/errors';
import { releaseAnnouncement, resolveRecipients } from '../announcement';
import { smtpMailer, type TextSmsProvider } from './channels';

const EMAIL = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;
export const MAX_RECEIVERS = 100;

export interface SendRequest {
  templateCode: string;
  /** mobiles (SMS), e-mail addresses (e-mail) or usernames (system notice), comma-joined */
  receiver: string;
  values: TemplateValues;
  /** language of the outcomes the server writes itself (an SMTP server's own refusal stays as it said it) */
  lang: Locale;
}

export interface SendOutcome {
  receiver: string;
  status: (typeof SEND_OUTCOME)[keyof typeof SEND_OUTCOME];
  error: string | null;
}

/** Plain text as the HTML body of an in-app notice: escaped, line breaks kept. */
function textAsHtml(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return escaped
    .split(/\r?\n/)
    .map((line) => `<p>${line}</p>`)
    .join('');
}

async function checkReceivers(ctx: AppContext, type: string, receivers: string[]): Promise<void> {
  if (receivers.length === 0 || receivers.length > MAX_RECEIVERS)
    throw new AppError(400, 'messageTemplate.badReceiverCount', { max: MAX_RECEIVERS });
  const wrong =
    type === TEMPLATE_TYPE.sms
      ? receivers.filter((r) => !MOBILE_PATTERN.test(r))
      : type === TEMPLATE_TYPE.email
        ? receivers.filter((r) => !EMAIL.test(r))
        : (await resolveRecipients(ctx, receivers.join(','))).unknown;
  if (wrong.length > 0) throw new AppError(400, 'messageTemplate.badReceivers', { names: wrong.join(', ') });
}

/**
 * Sends a template to each receiver through its channel: SMS through the provider, e-mail over SMTP,
 * system notices into the recipients' bells (a published system message, pushed live). Placeholders are
 * filled by plain substitution; missing values or a bad receiver refuse the whole send before anything
 * goes. Every receiver gets a 消息记录 row with the outcome.
 * @example await sendTemplate(ctx, sms, { templateCode: 'sms_notice', receiver: '13800000000', values: { name: '张三' }, lang: 'zh_CN' }, 'admin', log)
 */
export async function sendTemplate(
  ctx: AppContext,
  sms: TextSmsProvider,
  input: SendRequest,
  username: string,
  log: FastifyBaseLogger,
): Promise<SendOutcome[]> {
  const template = await ctx.db
    .selectFrom('sys_message_template')
    .selectAll()
    .where('template_code', '=', input.templateCode)
    .executeTakeFirst();
  if (!template) throw new AppError(404, 'messageTemplate.unknown', { code: input.templateCode });
  const title = renderTemplate(template.template_title ?? template.template_name, input.values);
  const content = renderTemplate(template.template_content, input.values);
  const missing = [...new Set([...title.missing, ...content.missing])];
  if (missing.length > 0)
    throw new AppError(400, 'messageTemplate.missingValues', { names: missing.join(', ') });
  const receivers = [
    ...new Set(
      input.receiver
        .split(/[,，;\s]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const type = template.template_type;
  await checkReceivers(ctx, type, receivers);

  const outcomes: SendOutcome[] = [];
  const record = async (receiver: string, outcome: SendOutcome) => {
    outcomes.push(outcome);
    await ctx.db
      .insertInto('sys_sms')
      .values({
        id: newId(),
        es_type: type,
        es_receiver: receiver,
        es_title: title.text.slice(0, 200),
        es_content: content.text,
        es_param: JSON.stringify(input.values),
        es_send_status: outcome.status,
        es_send_num: 1,
        es_send_time: ctx.now(),
        es_result: outcome.error?.slice(0, 1000) ?? null,
        create_by: username,
        create_time: ctx.now(),
        update_by: null,
        update_time: null,
      })
      .execute();
  };
  const attempt = async (receiver: string, send: () => Promise<void>) => {
    try {
      await send();
      await record(receiver, { receiver, status: SEND_OUTCOME.sent, error: null });
    } catch (err) {
      log.warn({ err, receiver, template: template.template_code }, 'message send failed');
      await record(receiver, {
        receiver,
        status: SEND_OUTCOME.failed,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  };

  if (type === TEMPLATE_TYPE.system) {
    const id = newId();
    await ctx.db
      .insertInto('sys_announcement')
      .values({
        id,
        titile: title.text.slice(0, 100),
        msg_content: textAsHtml(content.text),
        msg_category: MSG_CATEGORY.system,
        priority: 'M',
        msg_type: 'USER',
        user_ids: receivers.join(','),
        open_type: null,
        open_page: null,
        bus_id: null,
        sender: null,
        send_status: '0',
        send_time: null,
        cancel_time: null,
        del_flag: 0,
        create_by: username,
        create_time: ctx.now(),
        update_by: null,
        update_time: null,
      })
      .execute();
    let failure: unknown = null;
    try {
      await releaseAnnouncement(ctx, ctx.notices, id, username);
    } catch (err) {
      failure = err;
    }
    for (const receiver of receivers)
      await attempt(receiver, async () => {
        if (failure) throw failure;
      });
  } else if (type === TEMPLATE_TYPE.email) {
    const mailer = smtpMailer(ctx.config.smtp);
    try {
      for (const receiver of receivers) {
        await attempt(receiver, async () => {
          if (!mailer) throw new Error(translate(input.lang, 'server.messageTemplate.smtpMissing'));
          await mailer.send({ to: receiver, subject: title.text, text: content.text });
        });
      }
    } finally {
      mailer?.close();
    }
  } else {
    for (const receiver of receivers) await attempt(receiver, () => sms.send(receiver, content.text, log));
  }
  return outcomes;
}
