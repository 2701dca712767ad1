import { RIGHTS } from '@weld/core';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { authOf, requireAnyRight } from '../../../plugins/route-config';
import { permissionBodySchema } from './permission-body';
import { deletePermission, savePermission } from './permission-save';
import type { PermissionBody } from './permission-body';
import { authorizationTree, liveRows, permissionTree, ruleFlags, toPermissionNode } from './permission-tree';

const tags = ['permission'];
const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 }, _t: { type: 'string' } },
} as const;
const emptyQuery = { type: 'object', properties: { _t: { type: 'string' } } } as const;
const MAX_PARENTS = 500;
const TREE_RIGHTS = [RIGHTS.role.authorize, RIGHTS.depart.permission, 'system:permission:list'];

/** 菜单管理: the whole tree, add/edit/delete, and the lazy per-level reads; every change reaches signed-in users at once. */
export function registerPermissionAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/sys/permission/list',
    {
      config: { permission: 'system:permission:list' },
      schema: {
        tags,
        summary: 'Every menu row as a tree, sorted by sort_no, titles in the caller language',
        querystring: emptyQuery,
      },
    },
    async (request) => ok(request, await permissionTree(ctx, request.lang)),
  );

  app.post<{ Body: PermissionBody }>(
    '/sys/permission/add',
    {
      config: { permission: 'system:permission:add' },
      schema: { tags, summary: 'Add a menu, sub-menu or button right', body: permissionBodySchema },
    },
    async (request) => {
      const id = await savePermission(ctx, request.body, authOf(request).principal.username, null);
      await ctx.principals.invalidate();
      return ok(request, { id }, 'sysPermission.saved');
    },
  );

  app.put<{ Body: PermissionBody }>(
    '/sys/permission/edit',
    {
      config: { permission: 'system:permission:edit' },
      schema: {
        tags,
        summary: 'Change a menu row (all its fields)',
        body: { ...permissionBodySchema, required: ['id', 'name', 'menuType'] },
      },
    },
    async (request) => {
      const id = await savePermission(
        ctx,
        request.body,
        authOf(request).principal.username,
        request.body.id ?? null,
      );
      await ctx.principals.invalidate();
      return ok(request, { id }, 'sysPermission.saved');
    },
  );

  app.delete<{ Querystring: { id: string } }>(
    '/sys/permission/delete',
    {
      config: { permission: 'system:permission:delete' },
      schema: {
        tags,
        summary: 'Delete a menu row without children (grants and data rules go with it)',
        querystring: idQuery,
      },
    },
    async (request) => {
      await deletePermission(ctx, request.query.id);
      await ctx.principals.invalidate();
      return ok(request, null, 'sysPermission.deleted');
    },
  );

  app.get(
    '/sys/permission/queryTreeList',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: `Authorization tree {treeList, ids}; needs one of ${TREE_RIGHTS.join(', ')}`,
        querystring: emptyQuery,
      },
    },
    async (request) => {
      // every screen that grants rights shows this tree: roles, departments, menus
      requireAnyRight(request, TREE_RIGHTS);
      return ok(request, await authorizationTree(ctx, request.lang));
    },
  );

  const level = async (lang: Locale, parentIds: (string | null)[]) => {
    const flagged = await ruleFlags(ctx);
    const rows = await liveRows(ctx);
    const wanted = new Set(parentIds);
    return rows.filter((r) => wanted.has(r.parent_id)).map((r) => toPermissionNode(lang, r, flagged));
  };

  app.get(
    '/sys/permission/getSystemMenuList',
    {
      config: { permission: 'system:permission:list' },
      schema: { tags, summary: 'Top-level menu rows (lazy tree loading)', querystring: emptyQuery },
    },
    async (request) => ok(request, await level(request.lang, [null])),
  );

  app.get<{ Querystring: { parentId: string } }>(
    '/sys/permission/getSystemSubmenu',
    {
      config: { permission: 'system:permission:list' },
      schema: {
        tags,
        summary: 'Children of one menu row',
        querystring: {
          type: 'object',
          required: ['parentId'],
          properties: { parentId: { type: 'string', minLength: 1, maxLength: 32 }, _t: { type: 'string' } },
        },
      },
    },
    async (request) => ok(request, await level(request.lang, [request.query.parentId])),
  );

  app.get<{ Querystring: { parentIds: string } }>(
    '/sys/permission/getSystemSubmenuBatch',
    {
      config: { permission: 'system:permission:list' },
      schema: {
        tags,
        summary: 'Children of several menu rows, by parent id',
        querystring: {
          type: 'object',
          required: ['parentIds'],
          properties: {
            parentIds: { type: 'string', minLength: 1, maxLength: 20_000 },
            _t: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const parentIds = [
        ...new Set(
          request.query.parentIds
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (parentIds.length === 0 || parentIds.length > MAX_PARENTS)
        throw new AppError(400, 'kit.badIds', { max: MAX_PARENTS });
      const nodes = await level(request.lang, parentIds);
      return ok(
        request,
        Object.fromEntries(parentIds.map((id) => [id, nodes.filter((n) => n.parentId === id)])),
      );
    },
  );
}
