import { RIGHTS } from '@weld/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { splitPerms } from '../../../plugins/principals';
import { toRule } from '../permission';

const tags = ['role'];
const id32 = { type: 'string', minLength: 1, maxLength: 32 } as const;

interface Params {
  permissionId: string;
  roleId: string;
}

/** A role's choice among the data rules of one menu it holds (角色管理 → 授权 → 数据规则). */
export function registerRoleDataRuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const grant = (p: Params) =>
    ctx.db
      .selectFrom('sys_role_permission')
      .select(['id', 'data_rule_ids'])
      .where('role_id', '=', p.roleId)
      .where('permission_id', '=', p.permissionId)
      .executeTakeFirst();

  app.get<{ Params: Params }>(
    '/sys/role/datarule/:permissionId/:roleId',
    {
      config: { permission: RIGHTS.role.authorize },
      schema: {
        tags,
        summary: 'Active data rules of a menu and the ids the role chose {datarule, drChecked}',
        params: {
          type: 'object',
          required: ['permissionId', 'roleId'],
          properties: { permissionId: id32, roleId: id32 },
        },
      },
    },
    async (request) => {
      const rules = await ctx.db
        .selectFrom('sys_permission_data_rule')
        .selectAll()
        .where('permission_id', '=', request.params.permissionId)
        .where('status', '=', 1)
        .orderBy('create_time')
        .orderBy('id')
        .execute();
      const chosen = new Set(splitPerms((await grant(request.params))?.data_rule_ids ?? null));
      return ok(request, {
        datarule: rules.map(toRule),
        drChecked: rules.filter((r) => chosen.has(r.id)).map((r) => r.id),
      });
    },
  );

  app.post<{ Body: Params & { dataRuleIds: string } }>(
    '/sys/role/datarule',
    {
      config: { permission: RIGHTS.role.authorize },
      schema: {
        tags,
        summary: 'Choose the data rules (comma-joined ids) a role applies on a menu it holds',
        body: {
          type: 'object',
          required: ['permissionId', 'roleId', 'dataRuleIds'],
          properties: { permissionId: id32, roleId: id32, dataRuleIds: { type: 'string', maxLength: 1000 } },
        },
      },
    },
    async (request) => {
      const body = request.body;
      const held = await grant(body);
      if (!held) throw new AppError(400, 'sysRole.grantFirst');
      const ids = [...new Set(splitPerms(body.dataRuleIds))];
      if (ids.length > 0) {
        const known = await ctx.db
          .selectFrom('sys_permission_data_rule')
          .select('id')
          .where('id', 'in', ids)
          .where('permission_id', '=', body.permissionId)
          .execute();
        if (known.length !== ids.length) throw new AppError(400, 'sysRole.ruleNotOfMenu');
      }
      await ctx.db
        .updateTable('sys_role_permission')
        .set({ data_rule_ids: ids.length > 0 ? ids.join(',') : null })
        .where('id', '=', held.id)
        .execute();
      await ctx.principals.invalidate();
      return ok(request, { dataRuleIds: ids }, 'sysRole.ruleSaved');
    },
  );
}
