import type { FastifyInstance } from 'fastify';
import { message, parseValues, SEND_OUTCOME, RIGHTS } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { registerResource } from '../../../kit/register-resource';
import { logTextSmsProvider, type TextSmsProvider } from './channels';
import { messageHistoryHooks } from './message-template.hooks';
import { sendTemplate } from './send.service';
import { sendTemplateJob } from './send-template.job';

/**
 * Sending through a template (`POST /sys/message/sysMessageTemplate/sendMsg`, right
 * `system:messageTemplate:send`, the 发送测试 of 消息模板) and 消息记录, the send history, served by
 * the kit read-only. The template CRUD itself is the kit's (core `messageTemplate`).
 * @example registerMessageRoutes(api, ctx)
 */
export function registerMessageRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  sms: TextSmsProvider = logTextSmsProvider,
): void {
  registerResource(api, ctx, message, messageHistoryHooks());
  ctx.jobClasses.register(sendTemplateJob(sms));

  api.post<{ Body: { templateCode: string; receiver: string; params?: unknown } }>(
    '/sys/message/sysMessageTemplate/sendMsg',
    {
      config: { permission: RIGHTS.messageTemplate.send },
      schema: {
        tags: ['messageTemplate'],
        summary:
          'Send a template to receivers (mobiles, e-mail addresses or usernames by template type) with placeholder values',
        body: {
          type: 'object',
          required: ['templateCode', 'receiver'],
          properties: {
            templateCode: { type: 'string', minLength: 1, maxLength: 100 },
            receiver: { type: 'string', minLength: 1, maxLength: 5000 },
            params: { description: 'placeholder values: a JSON object, or its text' },
          },
        },
      },
    },
    async (request) => {
      const { templateCode, receiver, params } = request.body;
      const values = params === undefined || params === '' ? {} : parseValues(params);
      if (!values) throw new AppError(400, 'messageTemplate.badValues');
      const outcomes = await sendTemplate(
        ctx,
        sms,
        { templateCode, receiver, values, lang: request.lang },
        authOf(request).principal.username,
        request.log,
      );
      const sent = outcomes.filter((o) => o.status === SEND_OUTCOME.sent).length;
      return ok(
        request,
        { total: outcomes.length, sent, failed: outcomes.length - sent, outcomes },
        sent === outcomes.length ? 'messageTemplate.sent' : 'messageTemplate.partlySent',
      );
    },
  );
}
