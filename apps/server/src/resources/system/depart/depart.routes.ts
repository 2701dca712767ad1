import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { myOrgCodes, reachOf } from './depart-reach';
import { companyTree, departLevel, departTree, idTree, searchTree, subtrees } from './depart-tree';
import { registerDepartPermissionRoutes } from './depart-permission.routes';
import { registerDepartRoleRoutes } from './depart-role.routes';
import { registerDepartUserRoutes } from './depart-user.routes';

const tags = ['depart'];
const config = { access: 'signedIn' } as const;
const t = { _t: { type: 'string' } } as const;

/**
 * The department trees (read by every signed-in user: the pickers of their forms need them; whole for
 * holders of system:depart:list or weld:scope:all, otherwise their own departments and everything below them) and, through
 * the files beside this one, department rights, department roles and department users. Node shape: see
 * DepartTreeNode in core's contract.
 */
export function registerDepartRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get(
    '/sys/sysDepart/queryTreeList',
    {
      config,
      schema: {
        tags,
        summary:
          "Every live department (without system:depart:list: the caller's departments and below) as a tree of {id, key, value, title, departName, orgCode, orgCategory, parentId, isLeaf, children?}",
        querystring: { type: 'object', properties: t },
      },
    },
    async (request) => ok(request, await departTree(ctx.db, await reachOf(ctx, request))),
  );

  api.get(
    '/sys/sysDepart/queryWeldTreeList',
    {
      config,
      schema: {
        tags,
        summary:
          'The organisation tree of the welding domain: companies (orgCategory 1), the units that own welding models, each under its nearest company ancestor (within the same reach as queryTreeList); same node shape as queryTreeList',
        querystring: { type: 'object', properties: t },
      },
    },
    async (request) => ok(request, await companyTree(ctx.db, await reachOf(ctx, request))),
  );

  api.get<{ Querystring: { pid?: string } }>(
    '/sys/sysDepart/queryDepartTreeSync',
    {
      config,
      schema: {
        tags,
        summary:
          'One level of the tree for lazy loading (within the same reach as queryTreeList): the children of pid, or the top level without it',
        querystring: { type: 'object', properties: { ...t, pid: { type: 'string', maxLength: 32 } } },
      },
    },
    async (request) =>
      ok(request, await departLevel(ctx.db, request.query.pid || undefined, await reachOf(ctx, request))),
  );

  api.get(
    '/sys/sysDepart/queryIdTree',
    {
      config,
      schema: {
        tags,
        summary:
          'The tree (within the same reach as queryTreeList) with {key, value, title, children?} nodes only',
        querystring: { type: 'object', properties: t },
      },
    },
    async (request) => ok(request, idTree(await departTree(ctx.db, await reachOf(ctx, request)))),
  );

  api.get<{ Querystring: { keyWord: string } }>(
    '/sys/sysDepart/searchBy',
    {
      config,
      schema: {
        tags,
        summary:
          'Departments whose name contains keyWord, with their ancestors, as a tree (within the same reach as queryTreeList)',
        querystring: {
          type: 'object',
          required: ['keyWord'],
          properties: { ...t, keyWord: { type: 'string', minLength: 1, maxLength: 100 } },
        },
      },
    },
    async (request) =>
      ok(request, await searchTree(ctx.db, request.query.keyWord.trim(), await reachOf(ctx, request))),
  );

  api.get(
    '/sys/sysDepart/queryMyDeptTreeList',
    {
      config,
      schema: {
        tags,
        summary: "The signed-in user's departments with everything below them, as a tree",
        querystring: { type: 'object', properties: t },
      },
    },
    async (request) =>
      ok(request, await subtrees(ctx.db, await myOrgCodes(ctx, authOf(request).session.userId))),
  );

  registerDepartPermissionRoutes(api, ctx);
  registerDepartRoleRoutes(api, ctx);
  registerDepartUserRoutes(api, ctx);
}
