import type { FastifyInstance, FastifyRequest } from 'fastify';
import { departRole } from '@weld/core';
import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { AppError } from '../../../lib/errors';
import { registerResource } from '../../../kit/register-resource';
import type { ResourceHooks } from '../../../kit/save';
import { ok } from '../../../plugins/envelope';
import { splitPerms } from '../../../plugins/principals';
import { typed } from './depart.hooks';
import { registerDepartRolePermissionRoutes } from './depart-role-permission.routes';

const tags = ['depart'];
const id32 = { type: 'string', minLength: 1, maxLength: 32 } as const;
const config = { permission: 'system:depart:user' } as const;

/** Requests that deleted department roles: their holders' rights change once the deletion is committed. */
const departRolesDeleted = new WeakSet<FastifyRequest>();

/** Department roles through the kit: listed by `deptId`, added only to a live department that they keep. */
function departRoleHooks(ctx: AppContext): ResourceHooks {
  return {
    listParams: { deptId: (value) => (eb) => eb('depart_id', '=', value) },
    beforeWrite: async (columns, { mode, request, tx }) => {
      if (mode === 'edit') return;
      const departId = (request.body as { departId?: unknown } | null)?.departId;
      const depart =
        typeof departId === 'string' && departId.length <= 32
          ? await typed(tx)
              .selectFrom('sys_depart')
              .select('id')
              .where('id', '=', departId)
              .where('del_flag', '=', 0)
              .executeTakeFirst()
          : undefined;
      if (!depart) throw new AppError(400, 'sysDepart.departMissing');
      columns.depart_id = depart.id;
    },
    beforeDelete: async (tx, ids, request) => {
      await typed(tx).deleteFrom('sys_depart_role_permission').where('role_id', 'in', ids).execute();
      await typed(tx).deleteFrom('sys_depart_role_user').where('drole_id', 'in', ids).execute();
      // principals drop now and again once the deletion is answered (committed), so no reader in between keeps the role
      await ctx.principals.invalidate();
      departRolesDeleted.add(request);
    },
  };
}

interface RoleUserBody {
  userId: string;
  newRoleId?: string;
  oldRoleId?: string;
}

/** /sys/sysDepartRole: the kit's endpoints, and which department roles a user holds. */
export function registerDepartRoleRoutes(api: FastifyInstance, ctx: AppContext): void {
  registerResource(api, ctx, departRole, departRoleHooks(ctx));
  registerDepartRolePermissionRoutes(api, ctx);
  api.addHook('onResponse', (request, _reply, done) => {
    if (departRolesDeleted.delete(request)) void ctx.principals.invalidate().then(() => done(), done);
    else done();
  });

  api.get<{ Querystring: { userId: string; departId: string } }>(
    '/sys/sysDepartRole/getDeptRoleByUserId',
    {
      config,
      schema: {
        tags,
        summary: "Ids of the department's roles the user holds",
        querystring: {
          type: 'object',
          required: ['userId', 'departId'],
          properties: { userId: id32, departId: id32, _t: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('sys_depart_role_user as ru')
        .innerJoin('sys_depart_role as r', 'r.id', 'ru.drole_id')
        .select('r.id')
        .where('ru.user_id', '=', request.query.userId)
        .where('r.depart_id', '=', request.query.departId)
        .orderBy('r.id')
        .execute();
      return ok(
        request,
        rows.map((r) => r.id),
      );
    },
  );

  api.post<{ Body: RoleUserBody }>(
    '/sys/sysDepartRole/deptRoleUserAdd',
    {
      config,
      schema: {
        tags,
        summary:
          'Give the user the roles in newRoleId and not in oldRoleId, take those in oldRoleId and not in newRoleId (comma-joined ids)',
        body: {
          type: 'object',
          required: ['userId'],
          properties: {
            userId: id32,
            newRoleId: { type: 'string', maxLength: 20_000 },
            oldRoleId: { type: 'string', maxLength: 20_000 },
          },
        },
      },
    },
    async (request) => {
      const { userId } = request.body;
      const now = new Set(splitPerms(request.body.newRoleId ?? ''));
      const before = new Set(splitPerms(request.body.oldRoleId ?? ''));
      const added = [...now].filter((id) => !before.has(id));
      const removed = [...before].filter((id) => !now.has(id));
      await ctx.db.transaction().execute(async (tx) => {
        const user = await tx
          .selectFrom('sys_user')
          .select('id')
          .where('id', '=', userId)
          .where('del_flag', '=', 0)
          .executeTakeFirst();
        if (!user) throw new AppError(404, 'sysDepart.userMissing');
        if (added.length > 0) {
          const roles = await tx
            .selectFrom('sys_depart_role')
            .select(['id', 'depart_id'])
            .where('id', 'in', added)
            .execute();
          if (roles.length !== added.length) throw new AppError(400, 'sysDepart.roleMissing');
          const departs = new Set(
            (
              await tx.selectFrom('sys_user_depart').select('dep_id').where('user_id', '=', userId).execute()
            ).map((d) => d.dep_id),
          );
          if (roles.some((r) => !departs.has(r.depart_id)))
            throw new AppError(400, 'sysDepart.userNotInDepart');
          const held = new Set(
            (
              await tx
                .selectFrom('sys_depart_role_user')
                .select('drole_id')
                .where('user_id', '=', userId)
                .execute()
            ).map((r) => r.drole_id),
          );
          for (const roleId of added.filter((id) => !held.has(id)))
            await tx
              .insertInto('sys_depart_role_user')
              .values({ id: newId(), user_id: userId, drole_id: roleId })
              .execute();
        }
        if (removed.length > 0)
          await tx
            .deleteFrom('sys_depart_role_user')
            .where('user_id', '=', userId)
            .where('drole_id', 'in', removed)
            .execute();
      });
      await ctx.principals.invalidate(userId);
      return ok(request, { added: added.length, removed: removed.length }, 'sysDepart.saved');
    },
  );
}
