import { RIGHTS } from '@weld/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { applyGrants, grantChange, grantProperties, requireKnown } from './grants';
import type { GrantBody } from './grants';

const tags = ['depart'];
const id32 = { type: 'string', minLength: 1, maxLength: 32 } as const;
const config = { permission: RIGHTS.depart.permission } as const;

/** The rights a department holds (部门权限): read, and change as the difference of two checked sets. */
export function registerDepartPermissionRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Querystring: { departId: string } }>(
    '/sys/permission/queryDepartPermission',
    {
      config,
      schema: {
        tags,
        summary: 'Ids of the menu and button rows a department holds',
        querystring: {
          type: 'object',
          required: ['departId'],
          properties: { departId: id32, _t: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('sys_depart_permission')
        .select('permission_id')
        .where('depart_id', '=', request.query.departId)
        .orderBy('permission_id')
        .execute();
      return ok(
        request,
        rows.map((r) => r.permission_id),
      );
    },
  );

  api.post<{ Body: GrantBody & { departId: string } }>(
    '/sys/permission/saveDepartPermission',
    {
      config,
      schema: {
        tags,
        summary:
          "Grant the ids checked now and not before, withdraw the others (from the department's roles too), in one transaction",
        body: {
          type: 'object',
          required: ['departId', 'permissionIds'],
          properties: { departId: id32, ...grantProperties },
        },
      },
    },
    async (request) => {
      const { departId } = request.body;
      const change = grantChange(request.body);
      await ctx.db.transaction().execute(async (tx) => {
        const depart = await tx
          .selectFrom('sys_depart')
          .select('id')
          .where('id', '=', departId)
          .where('del_flag', '=', 0)
          .executeTakeFirst();
        if (!depart) throw new AppError(404, 'sysDepart.departMissing');
        await requireKnown(tx, change.added);
        await applyGrants(tx, 'sys_depart_permission', departId, change);
        // a department role may hold only what its department holds
        if (change.removed.length > 0) {
          const roles = tx.selectFrom('sys_depart_role').select('id').where('depart_id', '=', departId);
          await tx
            .deleteFrom('sys_depart_role_permission')
            .where('role_id', 'in', roles)
            .where('permission_id', 'in', change.removed)
            .execute();
        }
      });
      await ctx.principals.invalidate();
      return ok(request, { added: change.added.length, removed: change.removed.length }, 'sysDepart.saved');
    },
  );
}
