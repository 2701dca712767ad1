import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { ADMIN_ROLE_ID } from '../../../db/seed-ids';
import { AppError } from '../../../lib/errors';
import { likePattern } from '../../../kit/table';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { cappedCountOf, pageOf, pagingProperties, rowCounter, withCappedCount } from '../../../kit/paging';
import { pageOffset, RIGHTS } from '@weld/core';

const tags = ['role'];
const RIGHT = RIGHTS.role.user;
const MAX_BATCH = 1000;
const id32 = { type: 'string', minLength: 1, maxLength: 32 } as const;

interface ListQuery {
  roleId: string;
  pageNo?: number;
  pageSize?: number;
  totalExact?: boolean;
  username?: string;
}

async function requireRole(ctx: AppContext, roleId: string): Promise<void> {
  if (!(await ctx.db.selectFrom('sys_role').select('id').where('id', '=', roleId).executeTakeFirst()))
    throw new AppError(404, 'sysRole.notFound');
}

function idList(text: string): string[] {
  const ids = [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0 || ids.length > MAX_BATCH) throw new AppError(400, 'kit.badIds', { max: MAX_BATCH });
  return ids;
}

/** 角色用户: the users of a role, adding existing users to it and taking them out; rights change at once. */
export function registerRoleUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const unlink = async (roleId: string, userIds: string[], callerId: string) => {
    // an administrator cannot take the admin role from themselves and lock themselves out
    if (roleId === ADMIN_ROLE_ID && userIds.includes(callerId)) throw new AppError(400, 'sysRole.selfAdmin');
    await requireRole(ctx, roleId);
    const result = await ctx.db
      .deleteFrom('sys_user_role')
      .where('role_id', '=', roleId)
      .where('user_id', 'in', userIds)
      .executeTakeFirst();
    for (const userId of userIds) await ctx.principals.invalidate(userId);
    return Number(result.numDeletedRows);
  };

  app.get<{ Querystring: ListQuery }>(
    '/sys/user/userRoleList',
    {
      config: { permission: RIGHT },
      schema: {
        tags,
        summary: 'Page of the users of a role (username contains)',
        querystring: {
          type: 'object',
          required: ['roleId'],
          properties: {
            roleId: id32,
            ...pagingProperties(1000),
            username: { type: 'string', maxLength: 100 },
            _t: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const { roleId, pageNo = 1, pageSize = 10, totalExact, username } = request.query;
      await requireRole(ctx, roleId);
      let base = ctx.db
        .selectFrom('sys_user as u')
        .innerJoin('sys_user_role as ur', 'ur.user_id', 'u.id')
        .where('ur.role_id', '=', roleId)
        .where('u.del_flag', '=', 0);
      if (username)
        base = base.where(sql<SqlBool>`u.username like ${likePattern('like', username)} escape '!'`);
      const page = base
        .select([
          'u.id',
          'u.username',
          'u.realname',
          'u.sex',
          'u.phone',
          'u.email',
          'u.org_code',
          'u.status',
          'u.create_time',
        ])
        .orderBy('u.create_time', 'desc')
        .orderBy('u.id')
        .limit(pageSize)
        .offset(pageOffset(pageNo, pageSize));
      const rows = await withCappedCount(page, base, { pageNo, pageSize, totalExact }).execute();
      const records = rows.map((r) => ({
        id: r.id,
        username: r.username,
        realname: r.realname,
        sex: r.sex,
        phone: r.phone,
        email: r.email,
        orgCode: r.org_code,
        status: r.status,
        createTime: r.create_time,
      }));
      return ok(
        request,
        await pageOf(
          records,
          { pageNo, pageSize, totalExact },
          rowCounter(ctx.db, base),
          cappedCountOf(rows),
        ),
      );
    },
  );

  app.post<{ Body: { roleId: string; userIdList: string[] } }>(
    '/sys/user/addSysUserRole',
    {
      config: { permission: RIGHT },
      schema: {
        tags,
        summary: 'Add existing users to a role (users already in it are left as they are)',
        body: {
          type: 'object',
          required: ['roleId', 'userIdList'],
          properties: {
            roleId: id32,
            userIdList: { type: 'array', minItems: 1, maxItems: MAX_BATCH, items: id32 },
          },
        },
      },
    },
    async (request) => {
      const { roleId } = request.body;
      const userIds = [...new Set(request.body.userIdList)];
      await ctx.db.transaction().execute(async (tx) => {
        if (!(await tx.selectFrom('sys_role').select('id').where('id', '=', roleId).executeTakeFirst()))
          throw new AppError(404, 'sysRole.notFound');
        const users = await tx
          .selectFrom('sys_user')
          .select('id')
          .where('id', 'in', userIds)
          .where('del_flag', '=', 0)
          .execute();
        if (users.length !== userIds.length) throw new AppError(400, 'sysRole.unknownUsers');
        const held = new Set(
          (
            await tx
              .selectFrom('sys_user_role')
              .select('user_id')
              .where('role_id', '=', roleId)
              .where('user_id', 'in', userIds)
              .execute()
          ).map((r) => r.user_id),
        );
        for (const userId of userIds.filter((id) => !held.has(id)))
          await tx
            .insertInto('sys_user_role')
            .values({ id: newId(), user_id: userId, role_id: roleId })
            .execute();
      });
      for (const userId of userIds) await ctx.principals.invalidate(userId);
      return ok(request, null, 'sysRole.usersAdded');
    },
  );

  app.delete<{ Querystring: { roleId: string; userId: string } }>(
    '/sys/user/deleteUserRole',
    {
      config: { permission: RIGHT },
      schema: {
        tags,
        summary: 'Take one user out of a role',
        querystring: {
          type: 'object',
          required: ['roleId', 'userId'],
          properties: { roleId: id32, userId: id32 },
        },
      },
    },
    async (request) => {
      const count = await unlink(
        request.query.roleId,
        [request.query.userId],
        authOf(request).principal.userId,
      );
      if (count === 0) throw new AppError(404, 'sysRole.notMember');
      return ok(request, null, 'sysRole.usersRemoved');
    },
  );

  app.delete<{ Querystring: { roleId: string; userIds: string } }>(
    '/sys/user/deleteUserRoleBatch',
    {
      config: { permission: RIGHT },
      schema: {
        tags,
        summary: 'Take several users (comma-joined ids) out of a role',
        querystring: {
          type: 'object',
          required: ['roleId', 'userIds'],
          properties: { roleId: id32, userIds: { type: 'string', minLength: 1, maxLength: 40_000 } },
        },
      },
    },
    async (request) => {
      const count = await unlink(
        request.query.roleId,
        idList(request.query.userIds),
        authOf(request).principal.userId,
      );
      return ok(request, { count }, 'sysRole.usersRemoved');
    },
  );
}
