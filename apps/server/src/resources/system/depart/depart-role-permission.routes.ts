import type { FastifyInstance } from 'fastify';
import { translate, RIGHTS } from '@weld/core';
import type { Locale } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { applyGrants, grantChange, grantProperties, requireKnown } from './grants';
import type { GrantBody } from './grants';

const tags = ['depart'];
const id32 = { type: 'string', minLength: 1, maxLength: 32 } as const;

/** A node of the department role's authorization tree (the role screen's {key, title, slotTitle} shape). */
interface GrantNode {
  key: string;
  title: string;
  slotTitle: string;
  menuType: number;
  children?: GrantNode[];
}

/**
 * Menu and button rows as a tree in menu order, titles in the caller's language: those a department holds,
 * or every row (what a department may be given) without a department.
 */
async function grantTree(
  ctx: AppContext,
  departId: string | null,
  lang: Locale,
): Promise<{ treeList: GrantNode[]; ids: string[] }> {
  let query = ctx.db
    .selectFrom('sys_permission')
    .select(['id', 'parent_id', 'name', 'title_key', 'menu_type'])
    .where('del_flag', '=', 0);
  if (departId)
    query = query.where(
      'id',
      'in',
      ctx.db.selectFrom('sys_depart_permission').select('permission_id').where('depart_id', '=', departId),
    );
  const rows = await query.orderBy('sort_no').orderBy('id').execute();
  const nodes = new Map<string, GrantNode>();
  for (const row of rows) {
    const text = row.title_key ? translate(lang, row.title_key) : row.name;
    const title = text === row.title_key ? row.name : text;
    nodes.set(row.id, { key: row.id, title, slotTitle: title, menuType: Number(row.menu_type) });
  }
  const treeList: GrantNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as GrantNode;
    const parent = row.parent_id ? nodes.get(row.parent_id) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else treeList.push(node);
  }
  return { treeList, ids: rows.map((r) => r.id) };
}

async function roleOf(ctx: AppContext, roleId: string): Promise<{ id: string; depart_id: string }> {
  const role = await ctx.db
    .selectFrom('sys_depart_role')
    .select(['id', 'depart_id'])
    .where('id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw new AppError(404, 'sysDepart.roleMissing');
  return role;
}

/** The trees of 部门权限 and 授权, and what a department role holds (only its department's rights), read and save. */
export function registerDepartRolePermissionRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get(
    '/sys/sysDepartPermission/queryTreeList',
    {
      config: { permission: RIGHTS.depart.permission },
      schema: {
        tags,
        summary:
          'Every menu and button row as an authorization tree {treeList, ids}: what 部门权限 chooses from',
        querystring: { type: 'object', properties: { _t: { type: 'string' } } },
      },
    },
    async (request) => ok(request, await grantTree(ctx, null, request.lang)),
  );

  api.get<{ Querystring: { departId: string } }>(
    '/sys/sysDepartPermission/queryTreeListForDeptRole',
    {
      config: { permission: RIGHTS.depart.roleList },
      schema: {
        tags,
        summary: "The department's rights as an authorization tree {treeList, ids}",
        querystring: {
          type: 'object',
          required: ['departId'],
          properties: { departId: id32, _t: { type: 'string' } },
        },
      },
    },
    async (request) => ok(request, await grantTree(ctx, request.query.departId, request.lang)),
  );

  api.get<{ Querystring: { roleId: string } }>(
    '/sys/sysDepartPermission/queryDeptRolePermission',
    {
      config: { permission: RIGHTS.depart.roleList },
      schema: {
        tags,
        summary: 'Ids of the rows a department role holds',
        querystring: {
          type: 'object',
          required: ['roleId'],
          properties: { roleId: id32, _t: { type: 'string' } },
        },
      },
    },
    async (request) => {
      await roleOf(ctx, request.query.roleId);
      const rows = await ctx.db
        .selectFrom('sys_depart_role_permission')
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

  api.post<{ Body: GrantBody & { roleId: string } }>(
    '/sys/sysDepartPermission/saveDeptRolePermission',
    {
      config: { permission: 'system:depart:role:edit' },
      schema: {
        tags,
        summary:
          "Grant and withdraw a department role's rights (only rights its department holds), in one transaction",
        body: {
          type: 'object',
          required: ['roleId', 'permissionIds'],
          properties: { roleId: id32, ...grantProperties },
        },
      },
    },
    async (request) => {
      const role = await roleOf(ctx, request.body.roleId);
      const change = grantChange(request.body);
      await ctx.db.transaction().execute(async (tx) => {
        await requireKnown(tx, change.added);
        if (change.added.length > 0) {
          const held = await tx
            .selectFrom('sys_depart_permission')
            .select('permission_id')
            .where('depart_id', '=', role.depart_id)
            .where('permission_id', 'in', change.added)
            .execute();
          if (held.length !== change.added.length) throw new AppError(400, 'sysDepart.notDepartPermission');
        }
        await applyGrants(tx, 'sys_depart_role_permission', role.id, change);
      });
      await ctx.principals.invalidate();
      return ok(request, { added: change.added.length, removed: change.removed.length }, 'sysDepart.saved');
    },
  );
}
