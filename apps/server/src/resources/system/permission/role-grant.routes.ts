import { RIGHTS } from '@weld/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { splitPerms } from '../../../plugins/principals';

const tags = ['permission'];
const id32 = { type: 'string', minLength: 1, maxLength: 32 } as const;

interface SaveBody {
  roleId: string;
  permissionIds: string;
  lastpermissionIds?: string;
}

async function requireRole(ctx: AppContext, roleId: string): Promise<void> {
  const role = await ctx.db.selectFrom('sys_role').select('id').where('id', '=', roleId).executeTakeFirst();
  if (!role) throw new AppError(404, 'sysRole.notFound');
}

/** Which menus and buttons a role holds: read, and change as the difference between two checked sets. */
export function registerRoleGrantRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { roleId: string } }>(
    '/sys/permission/queryRolePermission',
    {
      config: { permission: RIGHTS.role.authorize },
      schema: {
        tags,
        summary: 'Ids of the menu rows a role holds',
        querystring: {
          type: 'object',
          required: ['roleId'],
          properties: { roleId: id32, _t: { type: 'string' } },
        },
      },
    },
    async (request) => {
      await requireRole(ctx, request.query.roleId);
      const rows = await ctx.db
        .selectFrom('sys_role_permission')
        .select('permission_id')
        .where('role_id', '=', request.query.roleId)
        .orderBy('permission_id')
        .execute();
      return ok(
        request,
        rows.map((r) => r.permission_id),
      );
    },
  );

  app.post<{ Body: SaveBody }>(
    '/sys/permission/saveRolePermission',
    {
      config: { permission: RIGHTS.role.authorize },
      schema: {
        tags,
        summary:
          'Grant the ids checked now and not before, withdraw those checked before and not now, in one transaction',
        body: {
          type: 'object',
          required: ['roleId', 'permissionIds'],
          properties: {
            roleId: id32,
            permissionIds: { type: 'string', maxLength: 200_000 },
            lastpermissionIds: { type: 'string', maxLength: 200_000 },
          },
        },
      },
    },
    async (request) => {
      const { roleId } = request.body;
      const now = new Set(splitPerms(request.body.permissionIds));
      const last = new Set(splitPerms(request.body.lastpermissionIds ?? ''));
      const added = [...now].filter((id) => !last.has(id));
      const removed = [...last].filter((id) => !now.has(id));
      await ctx.db.transaction().execute(async (tx) => {
        if (!(await tx.selectFrom('sys_role').select('id').where('id', '=', roleId).executeTakeFirst()))
          throw new AppError(404, 'sysRole.notFound');
        if (added.length > 0) {
          const known = await tx
            .selectFrom('sys_permission')
            .select('id')
            .where('id', 'in', added)
            .where('del_flag', '=', 0)
            .execute();
          if (known.length !== added.length) throw new AppError(400, 'sysPermission.unknownIds');
          const held = new Set(
            (
              await tx
                .selectFrom('sys_role_permission')
                .select('permission_id')
                .where('role_id', '=', roleId)
                .where('permission_id', 'in', added)
                .execute()
            ).map((r) => r.permission_id),
          );
          for (const permissionId of added.filter((id) => !held.has(id))) {
            await tx
              .insertInto('sys_role_permission')
              .values({ id: newId(), role_id: roleId, permission_id: permissionId, data_rule_ids: null })
              .execute();
          }
        }
        if (removed.length > 0)
          await tx
            .deleteFrom('sys_role_permission')
            .where('role_id', '=', roleId)
            .where('permission_id', 'in', removed)
            .execute();
      });
      await ctx.principals.invalidate();
      return ok(request, { added: added.length, removed: removed.length }, 'sysPermission.granted');
    },
  );
}
