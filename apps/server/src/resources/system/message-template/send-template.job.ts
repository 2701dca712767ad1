import { parseValues, SEND_OUTCOME } from '@weld/core';
import type { JobClass, JobMessage } from '../../../plugins/scheduler/job-classes';
import type { TextSmsProvider } from './channels';
import { sendTemplate } from './send.service';

interface Parameter {
  templateCode: string;
  receiver: string;
  values: Record<string, unknown>;
}

/** Reads the job's parameter: `{"templateCode": "…", "receiver": "…", "values": {…}}`, or says what is wrong with it. */
function readParameter(text: string | null): Parameter | JobMessage {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? '');
  } catch {
    return { key: 'quartzJob.params.sendTemplateBad' };
  }
  const p = raw as Partial<Parameter> | null;
  if (
    !p ||
    typeof p !== 'object' ||
    typeof p.templateCode !== 'string' ||
    !p.templateCode ||
    typeof p.receiver !== 'string' ||
    !p.receiver
  ) {
    return { key: 'quartzJob.params.sendTemplateBad' };
  }
  const values = parseValues(JSON.stringify(p.values ?? {}));
  if (!values) return { key: 'quartzJob.params.sendTemplateBad' };
  return { templateCode: p.templateCode, receiver: p.receiver, values };
}

const isMessage = (p: Parameter | JobMessage): p is JobMessage => 'key' in p;

/**
 * `weld.jobs.SendMessageTemplateJob`: sends a message template on a schedule (a weekly maintenance
 * reminder, a daily report notice) through the same path as 发送测试, each receiver recorded in 消息记录.
 * @example ctx.jobClasses.register(sendTemplateJob(sms))
 */
export function sendTemplateJob(sms: TextSmsProvider): JobClass {
  return {
    className: 'weld.jobs.SendMessageTemplateJob',
    descriptionKey: 'quartzJob.classes.sendTemplate',
    parameterKey: 'quartzJob.params.sendTemplate',
    checkParameter: async (parameter, ctx) => {
      const p = readParameter(parameter);
      if (isMessage(p)) return p;
      const template = await ctx.db
        .selectFrom('sys_message_template')
        .select('id')
        .where('template_code', '=', p.templateCode)
        .executeTakeFirst();
      return template
        ? null
        : { key: 'quartzJob.params.sendTemplateUnknown', params: { code: p.templateCode } };
    },
    run: async ({ ctx, parameter, log }) => {
      const p = readParameter(parameter);
      if (isMessage(p)) throw new Error(p.key);
      const outcomes = await sendTemplate(
        ctx,
        sms,
        { templateCode: p.templateCode, receiver: p.receiver, values: p.values as never, lang: 'zh_CN' },
        'scheduler',
        log,
      );
      const sent = outcomes.filter((o) => o.status === SEND_OUTCOME.sent).length;
      if (sent < outcomes.length)
        throw new Error(
          outcomes
            .filter((o) => o.error)
            .map((o) => `${o.receiver}: ${o.error}`)
            .join('; '),
        );
      return { key: 'quartzJob.runs.sendTemplate', params: { sent, code: p.templateCode } };
    },
  };
}
