import type { FastifyInstance } from 'fastify';
import { MOBILE_PATTERN } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { findUserByPhone } from '../user';
import { sendSmsCode } from './sms.service';
import type { SmsMode } from '../../../lib/sms-sender';

/** SMS codes for phone login ('0'), registration ('1') and a forgotten password ('2'). */
export function registerSmsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { mobile: string; smsmode: SmsMode } }>(
    '/sys/sms',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Send an SMS code (rate-limited)',
        body: {
          type: 'object',
          required: ['mobile', 'smsmode'],
          properties: {
            mobile: { type: 'string', pattern: MOBILE_PATTERN.source },
            smsmode: { type: 'string', enum: ['0', '1', '2'] },
          },
        },
      },
    },
    async (request) => {
      const { mobile, smsmode } = request.body;
      const user = await findUserByPhone(ctx.db, mobile);
      if (smsmode === '1' && user) throw new AppError(409, 'sms.phoneTaken');
      if (smsmode !== '1' && !user) throw new AppError(400, 'sms.unknownPhone');
      return ok(request, null, await sendSmsCode(ctx, request, mobile, smsmode));
    },
  );
}
