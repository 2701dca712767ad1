import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SqlBool, Transaction } from 'kysely';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { newId } from '../../../db/ids';
import { AppError } from '../../../lib/errors';
import { likePattern } from '../../../kit/table';
import { ok } from '../../../plugins/envelope';
import { splitPerms } from '../../../plugins/principals';
import { pageOf, pagingProperties, rowCounter } from '../../../kit/paging';
import { pageOffset } from '@weld/core';

const tags = ['depart'];
const id32 = { type: 'string', minLength: 1, maxLength: 32 } as const;
const config = { permission: 'system:depart:user' } as const;
const MAX_USERS = 1000;

interface ListQuery {
  depId: string;
  username?: string;
  realname?: string;
  pageNo?: number;
  pageSize?: number;
  totalExact?: boolean;
}

async function requireDepart(tx: Transaction<Database>, depId: string): Promise<{ org_code: string }> {
  const depart = await tx
    .selectFrom('sys_depart')
    .select('org_code')
    .where('id', '=', depId)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
  if (!depart) throw new AppError(404, 'sysDepart.departMissing');
  return depart;
}

/**
 * Takes users out of a department: the link, their roles of that department, and the department as
 * their current one; all or none (404 when one of them was not in it).
 */
async function unlink(ctx: AppContext, depId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0 || userIds.length > MAX_USERS)
    throw new AppError(400, 'kit.badIds', { max: MAX_USERS });
  await ctx.db.transaction().execute(async (tx) => {
    const depart = await requireDepart(tx, depId);
    const removed = await tx
      .deleteFrom('sys_user_depart')
      .where('dep_id', '=', depId)
      .where('user_id', 'in', userIds)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== userIds.length)
      throw new AppError(404, 'sysDepart.userNotInDepart');
    const roles = tx.selectFrom('sys_depart_role').select('id').where('depart_id', '=', depId);
    await tx
      .deleteFrom('sys_depart_role_user')
      .where('user_id', 'in', userIds)
      .where('drole_id', 'in', roles)
      .execute();
    await tx
      .updateTable('sys_user')
      .set({ org_code: null })
      .where('id', 'in', userIds)
      .where('org_code', '=', depart.org_code)
      .execute();
  });
  for (const userId of userIds) await ctx.principals.invalidate(userId);
}

/** 部门用户: the users of a department, linking existing users and unlinking them. */
export function registerDepartUserRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Querystring: ListQuery }>(
    '/sys/user/departUserList',
    {
      config,
      schema: {
        tags,
        summary:
          'A page of the users of a department {records, total, size, current, pages}; username and realname filter by "contains"',
        querystring: {
          type: 'object',
          required: ['depId'],
          properties: {
            depId: id32,
            username: { type: 'string', maxLength: 100 },
            realname: { type: 'string', maxLength: 100 },
            ...pagingProperties(1000),
            _t: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const { depId, username, realname } = request.query;
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      let base = ctx.db
        .selectFrom('sys_user as u')
        .innerJoin('sys_user_depart as ud', 'ud.user_id', 'u.id')
        .where('ud.dep_id', '=', depId)
        .where('u.del_flag', '=', 0);
      if (username?.trim())
        base = base.where(sql<SqlBool>`u.username like ${likePattern('like', username.trim())} escape '!'`);
      if (realname?.trim())
        base = base.where(sql<SqlBool>`u.realname like ${likePattern('like', realname.trim())} escape '!'`);
      const records = await base
        .select([
          'u.id',
          'u.username',
          'u.realname',
          'u.phone',
          'u.email',
          'u.sex',
          'u.status',
          'u.org_code as orgCode',
          'u.create_time as createTime',
        ])
        .orderBy('u.create_time', 'desc')
        .orderBy('u.id', 'desc')
        .limit(pageSize)
        .offset(pageOffset(pageNo, pageSize))
        .execute();
      return ok(
        request,
        await pageOf(
          records,
          { pageNo, pageSize, totalExact: request.query.totalExact },
          rowCounter(ctx.db, base),
        ),
      );
    },
  );

  api.post<{ Body: { depId: string; userIdList: string[] } }>(
    '/sys/user/editSysDepartWithUser',
    {
      config,
      schema: {
        tags,
        summary: 'Link existing users to a department (users already in it stay as they are)',
        body: {
          type: 'object',
          required: ['depId', 'userIdList'],
          properties: {
            depId: id32,
            userIdList: { type: 'array', minItems: 1, maxItems: MAX_USERS, items: id32 },
          },
        },
      },
    },
    async (request) => {
      const { depId } = request.body;
      const userIds = [...new Set(request.body.userIdList)];
      await ctx.db.transaction().execute(async (tx) => {
        await requireDepart(tx, depId);
        const users = await tx
          .selectFrom('sys_user')
          .select('id')
          .where('id', 'in', userIds)
          .where('del_flag', '=', 0)
          .execute();
        if (users.length !== userIds.length) throw new AppError(400, 'sysDepart.userMissing');
        const linked = new Set(
          (
            await tx
              .selectFrom('sys_user_depart')
              .select('user_id')
              .where('dep_id', '=', depId)
              .where('user_id', 'in', userIds)
              .execute()
          ).map((r) => r.user_id),
        );
        for (const userId of userIds.filter((id) => !linked.has(id)))
          await tx
            .insertInto('sys_user_depart')
            .values({ id: newId(), user_id: userId, dep_id: depId })
            .execute();
      });
      return ok(request, null, 'sysDepart.linked');
    },
  );

  api.delete<{ Querystring: { depId: string; userId: string } }>(
    '/sys/user/deleteUserInDepart',
    {
      config,
      schema: {
        tags,
        summary: 'Take one user out of a department',
        querystring: {
          type: 'object',
          required: ['depId', 'userId'],
          properties: { depId: id32, userId: id32 },
        },
      },
    },
    async (request) => {
      await unlink(ctx, request.query.depId, [request.query.userId]);
      return ok(request, null, 'sysDepart.unlinked');
    },
  );

  api.delete<{ Querystring: { depId: string; userIds: string } }>(
    '/sys/user/deleteUserInDepartBatch',
    {
      config,
      schema: {
        tags,
        summary: 'Take users (comma-joined ids) out of a department, all or none',
        querystring: {
          type: 'object',
          required: ['depId', 'userIds'],
          properties: { depId: id32, userIds: { type: 'string', minLength: 1, maxLength: 40_000 } },
        },
      },
    },
    async (request) => {
      await unlink(ctx, request.query.depId, [...new Set(splitPerms(request.query.userIds))]);
      return ok(request, null, 'sysDepart.unlinked');
    },
  );
}
