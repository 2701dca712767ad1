import { RIGHTS } from '@weld/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { requireAnyRight } from '../../../plugins/route-config';
import { registerRoleDataRuleRoutes } from './role-data-rule.routes';
import { registerRoleUserRoutes } from './role-user.routes';
import { rolesChanged } from './role.hooks';

const tags = ['role'];
const emptyQuery = { type: 'object', properties: { _t: { type: 'string' } } } as const;

/** Screens that choose among all roles: 角色管理, 角色用户, and 用户管理's form (角色分配) with its detail. */
const ROLE_READERS = [
  'system:role:list',
  RIGHTS.role.user,
  RIGHTS.user.list,
  'system:user:add',
  'system:user:edit',
] as const;

function allRoles(ctx: AppContext) {
  return ctx.db
    .selectFrom('sys_role')
    .select(['id', 'role_name', 'role_code'])
    .orderBy('create_time')
    .orderBy('id')
    .execute();
}

/** Role calls beyond the kit: every role for the screens that choose roles, the role tree, the code check, data rules, role users. */
export function registerRoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/sys/role/queryall',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: `Every role {id, roleName, roleCode} (pickers, the user form); needs one of ${ROLE_READERS.join(', ')}`,
        querystring: emptyQuery,
      },
    },
    async (request) => {
      requireAnyRight(request, ROLE_READERS);
      return ok(
        request,
        (await allRoles(ctx)).map((r) => ({ id: r.id, roleName: r.role_name, roleCode: r.role_code })),
      );
    },
  );

  app.get(
    '/sys/role/queryTreeList',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: `Every role as a tree node {key, value, title}; needs one of ${ROLE_READERS.join(', ')}`,
        querystring: emptyQuery,
      },
    },
    async (request) => {
      requireAnyRight(request, ROLE_READERS);
      return ok(
        request,
        (await allRoles(ctx)).map((r) => ({ key: r.id, value: r.id, title: r.role_name, isLeaf: true })),
      );
    },
  );

  app.get<{ Querystring: { roleCode: string; id?: string } }>(
    '/sys/role/checkRoleCode',
    {
      config: { permission: 'system:role:list' },
      schema: {
        tags,
        summary:
          'Whether a role code is free for the role id (result true) or taken (false, message says so)',
        querystring: {
          type: 'object',
          required: ['roleCode'],
          properties: {
            roleCode: { type: 'string', minLength: 1, maxLength: 100 },
            id: { type: 'string', maxLength: 32 },
            _t: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const { roleCode, id } = request.query;
      let query = ctx.db.selectFrom('sys_role').select('id').where('role_code', '=', roleCode);
      if (id) query = query.where('id', '!=', id);
      const taken = await query.executeTakeFirst();
      return taken ? ok(request, false, 'sysRole.codeTaken') : ok(request, true, 'sysRole.codeFree');
    },
  );

  registerRoleDataRuleRoutes(app, ctx);
  registerRoleUserRoutes(app, ctx);
  // the kit's role edits and deletes are committed once answered: drop the principals again then
  app.addHook('onResponse', (request, _reply, done) => {
    if (rolesChanged.delete(request)) void ctx.principals.invalidate().then(() => done(), done);
    else done();
  });
}
