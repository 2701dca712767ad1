import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { AppError } from '../../../lib/errors';
import { likePattern } from '../../../kit/table';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { checkRule, ruleBodySchema, toRule } from './data-rule.service';
import type { RuleBody } from './data-rule.service';

const tags = ['permission'];
const RIGHT = 'system:permission:dataRule';
const id32 = { type: 'string', minLength: 1, maxLength: 32 } as const;

/** Data rules of a menu (菜单管理 → 数据规则); every change reaches the kit's per-user rule cache at once. */
export function registerDataRuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { permissionId: string } }>(
    '/sys/permission/getPermRuleListByPermId',
    {
      config: { permission: RIGHT },
      schema: {
        tags,
        summary: 'Data rules of a menu row',
        querystring: {
          type: 'object',
          required: ['permissionId'],
          properties: { permissionId: id32, _t: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('sys_permission_data_rule')
        .selectAll()
        .where('permission_id', '=', request.query.permissionId)
        .orderBy('create_time')
        .orderBy('id')
        .execute();
      return ok(request, rows.map(toRule));
    },
  );

  app.get<{ Querystring: { permissionId?: string; ruleName?: string; ruleColumn?: string } }>(
    '/sys/permission/queryPermissionRule',
    {
      config: { permission: RIGHT },
      schema: {
        tags,
        summary: 'Data rules searched by name and column (contains), optionally of one menu row',
        querystring: {
          type: 'object',
          properties: {
            permissionId: id32,
            ruleName: { type: 'string', maxLength: 50 },
            ruleColumn: { type: 'string', maxLength: 50 },
            _t: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const { permissionId, ruleName, ruleColumn } = request.query;
      let query = ctx.db.selectFrom('sys_permission_data_rule').selectAll();
      if (permissionId) query = query.where('permission_id', '=', permissionId);
      if (ruleName)
        query = query.where(sql<SqlBool>`rule_name like ${likePattern('like', ruleName)} escape '!'`);
      if (ruleColumn)
        query = query.where(sql<SqlBool>`rule_column like ${likePattern('like', ruleColumn)} escape '!'`);
      const rows = await query.orderBy('create_time').orderBy('id').execute();
      return ok(request, rows.map(toRule));
    },
  );

  app.post<{ Body: RuleBody }>(
    '/sys/permission/addPermissionRule',
    {
      config: { permission: RIGHT },
      schema: { tags, summary: 'Add a data rule to a menu row', body: ruleBodySchema },
    },
    async (request) => {
      const body = request.body;
      await checkRule(ctx, body);
      const id = newId();
      await ctx.db
        .insertInto('sys_permission_data_rule')
        .values({
          id,
          permission_id: body.permissionId,
          rule_name: body.ruleName.trim(),
          rule_column: body.ruleColumn,
          rule_conditions: body.ruleConditions,
          rule_value: body.ruleValue.trim(),
          status: body.status === '0' ? 0 : 1,
          create_by: authOf(request).principal.username,
          create_time: ctx.now(),
          update_by: null,
          update_time: null,
        })
        .execute();
      await ctx.principals.invalidate();
      return ok(request, { id }, 'sysPermission.ruleSaved');
    },
  );

  app.put<{ Body: RuleBody }>(
    '/sys/permission/editPermissionRule',
    {
      config: { permission: RIGHT },
      schema: {
        tags,
        summary: 'Change a data rule',
        body: { ...ruleBodySchema, required: ['id', ...ruleBodySchema.required] },
      },
    },
    async (request) => {
      const body = request.body;
      const row = await ctx.db
        .selectFrom('sys_permission_data_rule')
        .select('permission_id')
        .where('id', '=', String(body.id))
        .executeTakeFirst();
      if (!row) throw new AppError(404, 'sysPermission.ruleNotFound');
      if (row.permission_id !== body.permissionId) throw new AppError(400, 'sysPermission.ruleMoved');
      await checkRule(ctx, body);
      await ctx.db
        .updateTable('sys_permission_data_rule')
        .set({
          rule_name: body.ruleName.trim(),
          rule_column: body.ruleColumn,
          rule_conditions: body.ruleConditions,
          rule_value: body.ruleValue.trim(),
          status: body.status === '0' ? 0 : 1,
          update_by: authOf(request).principal.username,
          update_time: ctx.now(),
        })
        .where('id', '=', String(body.id))
        .execute();
      await ctx.principals.invalidate();
      return ok(request, { id: body.id }, 'sysPermission.ruleSaved');
    },
  );

  app.delete<{ Querystring: { id: string } }>(
    '/sys/permission/deletePermissionRule',
    {
      config: { permission: RIGHT },
      schema: {
        tags,
        summary: 'Delete a data rule (roles that chose it lose it)',
        querystring: { type: 'object', required: ['id'], properties: { id: id32 } },
      },
    },
    async (request) => {
      const deleted = await ctx.db
        .deleteFrom('sys_permission_data_rule')
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw new AppError(404, 'sysPermission.ruleNotFound');
      await ctx.principals.invalidate();
      return ok(request, null, 'sysPermission.ruleDeleted');
    },
  );
}
