import type { FastifyInstance } from 'fastify';
import { isStrongPassword, RIGHTS } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { hashPassword } from '../../../lib/password';
import { endUserSessions } from '../../../lib/session-events';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { findUserByName } from './user.repo';
import { splitIds } from './user-query';

const tags = ['user'];
const MAX_BATCH = 1000;
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;

interface FrozenBody {
  ids: string;
  status: 1 | 2;
}

interface ResetBody {
  username: string;
  password: string;
  confirmpassword: string;
}

type Unique = 'username' | 'phone' | 'email';
const UNIQUE: Unique[] = ['username', 'phone', 'email'];
const TAKEN: Record<Unique, string> = {
  username: 'sysUser.usernameTaken',
  phone: 'sysUser.phoneTaken',
  email: 'sysUser.emailTaken',
};

/** Administration of accounts beyond the kit's CRUD: roles of a user, freezing, uniqueness check, password reset. */
export function registerUserAdminRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Querystring: { userid: string } }>(
    '/sys/user/queryUserRole',
    {
      config: { permission: RIGHTS.user.list },
      schema: {
        tags,
        summary: 'Role ids of a user',
        querystring: { type: 'object', required: ['userid'], properties: { userid: text(64) } },
      },
    },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('sys_user_role')
        .select('role_id')
        .where('user_id', '=', request.query.userid)
        .orderBy('role_id')
        .execute();
      return ok(
        request,
        rows.map((r) => r.role_id),
      );
    },
  );

  api.put<{ Body: FrozenBody }>(
    '/sys/user/frozenBatch',
    {
      config: { permission: RIGHTS.user.frozen },
      schema: {
        tags,
        summary:
          'Freeze (2) or unfreeze (1) users by comma-joined ids; a frozen user cannot sign in and their sessions end',
        body: {
          type: 'object',
          required: ['ids', 'status'],
          properties: { ids: text(65_000), status: { type: 'integer', enum: [1, 2] } },
        },
      },
    },
    async (request) => {
      const ids = splitIds(request.body.ids, MAX_BATCH);
      const { status } = request.body;
      if (status === 2 && ids.includes(authOf(request).principal.userId))
        throw new AppError(400, 'sysUser.freezeSelf');
      const by = { update_by: authOf(request).principal.username, update_time: ctx.now() };
      await ctx.db.transaction().execute(async (tx) => {
        const result = await tx
          .updateTable('sys_user')
          .set({ status, ...by })
          .where('id', 'in', ids)
          .where('del_flag', '=', 0)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== ids.length) throw new AppError(404, 'sysUser.notFound');
      });
      for (const id of ids) {
        if (status === 2) await endUserSessions(ctx.stores, id);
        await ctx.principals.invalidate(id);
      }
      return ok(request, null, status === 2 ? 'sysUser.frozen' : 'sysUser.unfrozen');
    },
  );

  api.get<{ Querystring: Partial<Record<Unique | 'id', string>> }>(
    '/sys/user/checkOnlyUser',
    {
      config: { permission: RIGHTS.user.list },
      schema: {
        tags,
        summary:
          'Whether a username, phone or e-mail is free (success false when another user holds it; id leaves that user out)',
        querystring: {
          type: 'object',
          properties: {
            username: text(100),
            phone: text(45),
            email: text(100),
            id: text(64),
            _t: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const field = UNIQUE.find((f) => request.query[f] !== undefined);
      if (!field) throw new AppError(400, 'sysUser.checkParam');
      const column = field;
      let query = ctx.db
        .selectFrom('sys_user')
        .select('id')
        .where(column, '=', request.query[field] as string);
      if (request.query.id) query = query.where('id', '<>', request.query.id);
      const taken = Boolean(await query.limit(1).executeTakeFirst());
      return {
        ...ok(request, { free: !taken }, taken ? TAKEN[field] : 'sysUser.available'),
        success: !taken,
      };
    },
  );

  api.put<{ Body: ResetBody }>(
    '/sys/user/changePassword',
    {
      config: { permission: RIGHTS.user.resetPassword },
      schema: {
        tags,
        summary:
          "Reset a user's password (policy enforced); the user must change it at the next sign-in and their sessions end",
        body: {
          type: 'object',
          required: ['username', 'password', 'confirmpassword'],
          properties: { username: text(100), password: text(128), confirmpassword: text(128) },
        },
      },
    },
    async (request) => {
      const { username, password, confirmpassword } = request.body;
      const user = await findUserByName(ctx.db, username);
      if (!user) throw new AppError(404, 'sysUser.notFound');
      if (!isStrongPassword(password)) throw new AppError(400, 'password.weak');
      if (password !== confirmpassword) throw new AppError(400, 'password.mismatch');
      const hashed = await hashPassword(password);
      await ctx.db
        .updateTable('sys_user')
        .set({
          ...hashed,
          must_change_password: 1,
          update_by: authOf(request).principal.username,
          update_time: ctx.now(),
        })
        .where('id', '=', user.id)
        .execute();
      await endUserSessions(ctx.stores, user.id);
      await ctx.principals.invalidate(user.id);
      return ok(request, null, 'sysUser.passwordReset');
    },
  );
}
