import type { FastifyInstance } from 'fastify';
import { EMAIL_PATTERN, isStrongPassword, MOBILE_PATTERN, RIGHTS } from '@weld/core';
import type { UpdatePasswordRequest } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { hashPassword, verifyPassword } from '../../../lib/password';
import { endUserSessions } from '../../../lib/session-events';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { findUserById, loadUserInfo, userDeparts, userRoles } from './user.repo';
import { registerUserAdminRoutes } from './user-admin.routes';
import { registerUserLookupRoutes } from './user-lookup.routes';

const emptyQuery = { type: 'object', properties: { _t: { type: 'string' } } } as const;
/** a core pattern, or an empty string for "not given" */
const optional = (re: RegExp) => `^$|${re.source}`;

interface EditSelf {
  realname: string;
  email?: string | null;
  phone?: string | null;
  sex?: number | null;
}

async function currentUser(ctx: AppContext, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError(401, 'errors.unauthorized');
  return user;
}

/** The shell's own user calls (departments, department switch, password, profile) and the users screen's calls. */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerUserAdminRoutes(app, ctx);
  registerUserLookupRoutes(app, ctx);
  app.get(
    '/sys/user/getCurrentUserDeparts',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['user'], summary: 'Departments of the signed-in user', querystring: emptyQuery },
    },
    async (request) => {
      const user = await currentUser(ctx, authOf(request).session.userId);
      return ok(request, { list: await userDeparts(ctx.db, user.id), orgCode: user.org_code });
    },
  );

  app.post<{ Body: { orgCode: string; username: string } }>(
    '/sys/selectDepart',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['user'],
        summary: 'Switch the current department',
        body: {
          type: 'object',
          required: ['orgCode', 'username'],
          properties: {
            orgCode: { type: 'string', minLength: 1, maxLength: 64 },
            username: { type: 'string', minLength: 1, maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      const { session } = authOf(request);
      if (request.body.username !== session.username) throw new AppError(403, 'user.notYours');
      const departs = await userDeparts(ctx.db, session.userId);
      if (!departs.some((d) => d.orgCode === request.body.orgCode))
        throw new AppError(403, 'depart.notYours');
      await ctx.db
        .updateTable('sys_user')
        .set({ org_code: request.body.orgCode, update_by: session.username, update_time: ctx.now() })
        .where('id', '=', session.userId)
        .execute();
      return ok(
        request,
        { userInfo: await loadUserInfo(ctx.db, await currentUser(ctx, session.userId)) },
        'depart.switched',
      );
    },
  );

  app.post<{ Body: UpdatePasswordRequest }>(
    '/sys/user/updatePassword',
    {
      config: { access: 'signedIn', beforePasswordChange: true },
      schema: {
        tags: ['user'],
        summary: 'Change the own password (old one checked, policy enforced)',
        body: {
          type: 'object',
          required: ['username', 'oldpassword', 'password', 'confirmpassword'],
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 100 },
            oldpassword: { type: 'string', minLength: 1, maxLength: 128 },
            password: { type: 'string', minLength: 1, maxLength: 128 },
            confirmpassword: { type: 'string', minLength: 1, maxLength: 128 },
          },
        },
      },
    },
    async (request) => {
      const { session } = authOf(request);
      const body = request.body;
      if (body.username !== session.username) throw new AppError(403, 'password.notYours');
      const user = await currentUser(ctx, session.userId);
      if (!(await verifyPassword(body.oldpassword, user))) throw new AppError(400, 'password.oldWrong');
      if (!isStrongPassword(body.password)) throw new AppError(400, 'password.weak');
      if (body.password !== body.confirmpassword) throw new AppError(400, 'password.mismatch');
      const hashed = await hashPassword(body.password);
      await ctx.db
        .updateTable('sys_user')
        .set({ ...hashed, must_change_password: 0, update_by: session.username, update_time: ctx.now() })
        .where('id', '=', user.id)
        .execute();
      // whoever else holds a session of the account (with the old password, perhaps) is signed out
      await endUserSessions(ctx.stores, user.id, { except: authOf(request).token });
      await ctx.principals.invalidate(user.id);
      return ok(request, null, 'password.changed');
    },
  );

  app.get(
    '/sys/user/current',
    {
      config: { access: 'signedIn', beforePasswordChange: true },
      schema: {
        tags: ['user'],
        summary: 'Profile, roles and departments of the signed-in user',
        querystring: emptyQuery,
      },
    },
    async (request) => {
      const user = await currentUser(ctx, authOf(request).session.userId);
      const [userInfo, roles, departs] = await Promise.all([
        loadUserInfo(ctx.db, user),
        userRoles(ctx.db, user.id),
        userDeparts(ctx.db, user.id),
      ]);
      return ok(request, { userInfo, roles, departs });
    },
  );

  app.put<{ Body: EditSelf }>(
    '/sys/user/editSelf',
    {
      config: { permission: RIGHTS.accountSettings.edit },
      schema: {
        tags: ['user'],
        summary:
          'Edit the own name, e-mail and sex; the phone may stay or be removed (a new one needs /sys/user/changePhone)',
        body: {
          type: 'object',
          required: ['realname'],
          properties: {
            realname: { type: 'string', minLength: 1, maxLength: 50 },
            email: { type: 'string', nullable: true, maxLength: 100, pattern: optional(EMAIL_PATTERN) },
            phone: { type: 'string', nullable: true, maxLength: 11, pattern: optional(MOBILE_PATTERN) },
            sex: { type: 'integer', nullable: true, enum: [1, 2, null] },
          },
        },
      },
    },
    async (request) => {
      const { session } = authOf(request);
      const { realname, email, phone, sex } = request.body;
      const saved = await currentUser(ctx, session.userId);
      // a new number is bound only with an SMS code sent to it (PUT /sys/user/changePhone); removing one is the owner's call
      if (phone && phone !== saved.phone) throw new AppError(400, 'account.phoneNeedsCode');
      await ctx.db
        .updateTable('sys_user')
        .set({
          realname: realname.trim(),
          email: email || null,
          ...(phone === undefined ? {} : { phone: phone || null }),
          sex: sex ?? null,
          update_by: session.username,
          update_time: ctx.now(),
        })
        .where('id', '=', session.userId)
        .execute();
      return ok(
        request,
        { userInfo: await loadUserInfo(ctx.db, await currentUser(ctx, session.userId)) },
        'user.saved',
      );
    },
  );
}
