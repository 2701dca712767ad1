import type { FastifyInstance } from 'fastify';
import { EMAIL_PATTERN, isStrongPassword, MOBILE_PATTERN, USERNAME_PATTERN } from '@weld/core';
import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { USER_ROLE_ID, seedTenant } from '../../../db/seed-ids';
import { AppError } from '../../../lib/errors';
import { hashPassword } from '../../../lib/password';
import { limitPerMinute } from '../../../lib/rate-limit';
import { endUserSessions } from '../../../lib/session-events';
import { ok } from '../../../plugins/envelope';
import { consumeSmsCode, verifySmsCode } from '../sms';
import { findUserByName, findUserByPhone } from '../user';
import { registerProfileRoutes } from './profile.routes';

const phone = { type: 'string', pattern: MOBILE_PATTERN.source } as const;
const smscode = { type: 'string', minLength: 4, maxLength: 8 } as const;
const password = { type: 'string', minLength: 1, maxLength: 128 } as const;

interface RegisterBody {
  username: string;
  password: string;
  phone: string;
  smscode: string;
  /** optional; an empty string is none */
  email?: string;
}

/** e-mail addresses are unique among users, as the user administration keeps them */
async function emailTaken(ctx: AppContext, email: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('sys_user')
    .select('id')
    .where('email', '=', email)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Public account flows of the login screen group (register, verify a phone, set a forgotten password) and
 * the signed-in user's own settings (profile.routes.ts: avatar, bound phone, notification preferences).
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerProfileRoutes(app, ctx);
  app.post<{ Body: RegisterBody }>(
    '/sys/user/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Register with a phone verified by SMS and an optional e-mail; the new user gets role user',
        body: {
          type: 'object',
          required: ['username', 'password', 'phone', 'smscode'],
          // phone and e-mail formats are checked in the handler, for registration's own messages (spec shell §5)
          properties: {
            username: { type: 'string', pattern: USERNAME_PATTERN.source },
            password,
            phone: { type: 'string', maxLength: 32 },
            smscode,
            email: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      const body = request.body;
      await limitPerMinute(ctx.stores.failures, `register:${request.ip}`, ctx.config.loginPerMinute);
      if (!MOBILE_PATTERN.test(body.phone)) throw new AppError(400, 'register.mobileInvalid');
      const email = body.email?.trim() || null;
      if (email !== null && !EMAIL_PATTERN.test(email)) throw new AppError(400, 'register.emailInvalid');
      if (!isStrongPassword(body.password)) throw new AppError(400, 'password.weak');
      await verifySmsCode(ctx, request, body.phone, '1', body.smscode, false);
      if (await findUserByName(ctx.db, body.username)) throw new AppError(409, 'register.usernameTaken');
      if (await findUserByPhone(ctx.db, body.phone)) throw new AppError(409, 'sms.phoneTaken');
      if (email !== null && (await emailTaken(ctx, email))) throw new AppError(409, 'register.emailTaken');
      await consumeSmsCode(ctx, body.phone, '1', body.smscode);
      const hashed = await hashPassword(body.password);
      const id = newId();
      const now = ctx.now();
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sys_user')
          .values({
            id,
            username: body.username,
            realname: body.username,
            ...hashed,
            avatar: null,
            birthday: null,
            sex: null,
            email,
            phone: body.phone,
            org_code: null,
            status: 1,
            del_flag: 0,
            lang: request.lang,
            must_change_password: 0,
            create_by: body.username,
            create_time: now,
            update_by: null,
            update_time: null,
          })
          .execute();
        await trx
          .insertInto('sys_user_role')
          .values({ id: newId(), user_id: id, role_id: USER_ROLE_ID })
          .execute();
        await trx
          .insertInto('sys_user_tenant')
          .values({ id: newId(), user_id: id, tenant_id: seedTenant.id })
          .execute();
      });
      return ok(request, null, 'register.done');
    },
  );

  app.post<{ Body: { phone: string; smscode: string } }>(
    '/sys/user/phoneVerification',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Forgotten password, step 1: check the SMS code and name the account',
        body: { type: 'object', required: ['phone', 'smscode'], properties: { phone, smscode } },
      },
    },
    async (request) => {
      const { phone: mobile, smscode: code } = request.body;
      await verifySmsCode(ctx, request, mobile, '2', code, false);
      const user = await findUserByPhone(ctx.db, mobile);
      if (!user) throw new AppError(400, 'sms.unknownPhone');
      return ok(request, { username: user.username, smscode: code });
    },
  );

  app.post<{ Body: { username: string; password: string; smscode: string; phone: string } }>(
    '/sys/user/passwordChange',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Forgotten password, step 2: set a new password with the SMS code',
        body: {
          type: 'object',
          required: ['username', 'password', 'smscode', 'phone'],
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 100 },
            password,
            smscode,
            phone,
          },
        },
      },
    },
    async (request) => {
      const body = request.body;
      if (!isStrongPassword(body.password)) throw new AppError(400, 'password.weak');
      const user = await findUserByName(ctx.db, body.username);
      if (!user || user.phone !== body.phone) throw new AppError(400, 'sms.unknownPhone');
      await verifySmsCode(ctx, request, body.phone, '2', body.smscode, true);
      const hashed = await hashPassword(body.password);
      await ctx.db
        .updateTable('sys_user')
        .set({ ...hashed, must_change_password: 0, update_by: user.username, update_time: ctx.now() })
        .where('id', '=', user.id)
        .execute();
      await endUserSessions(ctx.stores, user.id);
      await ctx.stores.failures.reset(`login-fail:${user.username.toLowerCase()}`);
      await ctx.principals.invalidate(user.id);
      return ok(request, null, 'password.changed');
    },
  );
}
