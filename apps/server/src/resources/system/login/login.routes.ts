import type { FastifyInstance } from 'fastify';
import { MOBILE_PATTERN } from '@weld/core';
import type { LoginRequest } from '@weld/core';
import type { AppContext } from '../../../context';
import { limitPerMinute } from '../../../lib/rate-limit';
import { endSession } from '../../../lib/session-events';
import { LOG_TYPE_LOGIN, OPERATE, writeLog } from '../../../lib/sys-log';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { issueCaptcha } from './captcha';
import { login, signedInUserInfo, startSession } from './login.service';
import { AppError } from '../../../lib/errors';
import { verifySmsCode } from '../sms';
import { findUserByPhone } from '../user';

const emptyQuery = { type: 'object', properties: { _t: { type: 'string' } } } as const;

/** Session calls: login configuration, captcha, login, the signed-in user's info, logout. */
export function registerLoginRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/sys/loginConfig',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary:
          'Whether login needs a captcha, whether SMS codes reach phones (false: only the server log), and the zone (TZ) the server shows times and fires jobs in',
        querystring: emptyQuery,
      },
    },
    async (request) =>
      ok(request, {
        captcha: ctx.config.loginCaptcha,
        smsDelivered: !ctx.sms.logOnly,
        timeZone: ctx.config.timeZone,
      }),
  );

  app.get<{ Params: { key: string } }>(
    '/sys/randomImage/:key',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Captcha image (data URL), 4 characters, single use',
        params: {
          type: 'object',
          required: ['key'],
          properties: { key: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
        },
        querystring: emptyQuery,
      },
    },
    async (request) => {
      await limitPerMinute(ctx.stores.failures, `captcha:${request.ip}`, ctx.config.captchaPerMinute);
      return ok(request, await issueCaptcha(ctx, request.params.key));
    },
  );

  app.post<{ Body: LoginRequest }>(
    '/sys/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Password login',
        body: {
          type: 'object',
          required: ['username', 'password'],
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 100 },
            password: { type: 'string', minLength: 1, maxLength: 128 },
            captcha: { type: 'string', maxLength: 16 },
            checkKey: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request) => ok(request, await login(ctx, request, request.body), 'login.success'),
  );

  app.post<{ Body: { mobile: string; captcha: string } }>(
    '/sys/phoneLogin',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Login with the SMS code sent in mode 0',
        body: {
          type: 'object',
          required: ['mobile', 'captcha'],
          properties: {
            mobile: { type: 'string', pattern: MOBILE_PATTERN.source },
            captcha: { type: 'string', minLength: 4, maxLength: 8 },
          },
        },
      },
    },
    async (request) => {
      const startedAt = Date.now();
      await limitPerMinute(ctx.stores.failures, `login:${request.ip}`, ctx.config.loginPerMinute);
      await verifySmsCode(ctx, request, request.body.mobile, '0', request.body.captcha, true);
      const user = await findUserByPhone(ctx.db, request.body.mobile);
      if (!user) throw new AppError(400, 'sms.unknownPhone');
      return ok(request, await startSession(ctx, request, user, startedAt), 'login.success');
    },
  );

  app.get(
    '/sys/user/getUserInfo',
    {
      config: { access: 'signedIn', beforePasswordChange: true },
      schema: {
        tags: ['session'],
        summary:
          "The signed-in user (login's userInfo) and every dictionary: the original's Vue3 client reads it right after login",
        querystring: emptyQuery,
      },
    },
    async (request) => ok(request, await signedInUserInfo(ctx, request, authOf(request).session.userId)),
  );

  app.post(
    '/sys/logout',
    {
      config: { access: 'signedIn', beforePasswordChange: true },
      schema: {
        tags: ['session'],
        summary: 'Delete the session of the X-Access-Token',
        body: { type: 'object', nullable: true, properties: {} },
      },
    },
    async (request) => {
      const startedAt = Date.now();
      const { token, session } = authOf(request);
      await endSession(ctx.stores, token, session.userId);
      await writeLog(ctx, request, {
        type: LOG_TYPE_LOGIN,
        operateType: OPERATE.logout,
        text: { key: 'server.login.logLogout', params: { username: session.username } },
        userId: session.userId,
        username: session.username,
        startedAt,
      });
      return ok(request, null, 'login.logoutDone');
    },
  );
}
