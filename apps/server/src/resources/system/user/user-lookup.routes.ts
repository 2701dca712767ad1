import { RIGHTS } from '@weld/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { userDeparts } from './user.repo';
import { pickerPage, splitIds, usersOfDepart } from './user-query';

const tags = ['user'];
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const MAX_USERS = 1000;

/** Read-only user lookups: by department, the user picker's page and names, a user's departments. */
export function registerUserLookupRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Querystring: { id: string } }>(
    '/sys/user/queryUserByDepId',
    {
      config: { permission: RIGHTS.user.list },
      schema: {
        tags,
        summary: 'Users of a department (at most 1000, newest first)',
        querystring: { type: 'object', required: ['id'], properties: { id: text(64) } },
      },
    },
    async (request) => ok(request, await usersOfDepart(ctx, request.query.id, request)),
  );

  api.get(
    '/sys/user/queryUserComponentData',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          "Page of users for the user picker {id, username, realname, orgCode, orgCodeTxt}, in the caller's scope of users (filters username, realname, departId; default createTime desc); holders of system:user:list also get sex, phone, birthday, avatar, status and the sex and birthday_begin/_end filters",
        querystring: { type: 'object', properties: { departId: { type: 'string', maxLength: 64 } } },
      },
    },
    async (request) => ok(request, await pickerPage(ctx, request, request.query as Record<string, unknown>)),
  );

  api.get<{ Querystring: { username?: string; id?: string } }>(
    '/sys/user/getMultiUser',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'id, username and realname of users named by comma-joined usernames or ids',
        querystring: {
          type: 'object',
          properties: {
            username: { type: 'string', maxLength: 65_000 },
            id: { type: 'string', maxLength: 65_000 },
            _t: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const by = request.query.username?.trim() ? 'username' : request.query.id?.trim() ? 'id' : null;
      if (!by) throw new AppError(400, 'sysUser.badSelector');
      const keys = splitIds(request.query[by] as string, MAX_USERS);
      const rows = await ctx.db
        .selectFrom('sys_user')
        .select(['id', 'username', 'realname'])
        .where(by, 'in', keys)
        .where('del_flag', '=', 0)
        .execute();
      // in the order asked for, so a field's realnames line up with its usernames
      const index = new Map(keys.map((k, i) => [k, i]));
      return ok(
        request,
        rows.sort((a, b) => (index.get(a[by]) ?? 0) - (index.get(b[by]) ?? 0)),
      );
    },
  );

  api.get<{ Querystring: { userId: string } }>(
    '/sys/user/userDepartList',
    {
      config: { permission: RIGHTS.user.list },
      schema: {
        tags,
        summary: "A user's departments as {key, title}",
        querystring: { type: 'object', required: ['userId'], properties: { userId: text(64) } },
      },
    },
    async (request) => {
      const departs = await userDeparts(ctx.db, request.query.userId);
      return ok(
        request,
        departs.map((d) => ({ key: d.id, title: d.departName })),
      );
    },
  );
}
