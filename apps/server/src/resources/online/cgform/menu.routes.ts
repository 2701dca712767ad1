import type { FastifyInstance } from 'fastify';
import { RIGHTS, servedNameOf } from '@weld/core';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { addMenuWithButtons, menuEntryBody, type MenuEntryBody } from '../../system/permission';
import { buttonRightRows } from './button-rights';
import { designOrFail } from './design.service';
import { loadEnhance } from './enhance.repo';

/** The button rights of a form's list screen, as the data calls check them. */
const BUTTONS: [action: string, name: string][] = [
  ['add', '新增'],
  ['edit', '编辑'],
  ['delete', '删除'],
  ['import', '导入'],
  ['export', '导出'],
];

/**
 * The route and component of a form's list screen by its design: a tree form opens the tree list, any other the
 * single-table list (`online/cgformTreeList`, `online/cgformList`: the component names the web registers).
 */
export function listScreenOf(head: { id: string; isTree: string }) {
  const screen = head.isTree === 'Y' ? 'cgformTreeList' : 'cgformList';
  return { url: `/online/${screen}/${head.id}`, component: `online/${screen}` };
}

/**
 * `POST /online/cgform/head/addToMenu` {id, parentId?, name?, icon?, sortNo?}: a 菜单管理 entry opening the form's
 * list (right `online:<table>:list`, so its data rules apply) and its button rights `online:<table>:add|edit|
 * delete|import|export` and `online:<table>:btn:<code>` of each custom button, in one transaction; the principals are dropped so grants of the new rows apply at once.
 * @example registerMenuRoutes(api, ctx)
 */
export function registerMenuRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<{ Body: MenuEntryBody }>(
    '/online/cgform/head/addToMenu',
    {
      config: { permission: RIGHTS.cgform.edit },
      schema: {
        tags: ['cgform'],
        summary: 'Add a menu entry for a form’s list screen with its button rights',
        body: menuEntryBody,
      },
    },
    async (request) => {
      const { head } = await designOrFail(ctx, request.body.id);
      const parentId = request.body.parentId || null;
      const perm = `online:${servedNameOf(head)}`;
      const id = await addMenuWithButtons(
        ctx,
        {
          parentId,
          name: request.body.name ?? head.tableTxt,
          menuType: parentId ? 1 : 0,
          ...listScreenOf(head),
          icon: request.body.icon ?? null,
          sortNo: request.body.sortNo ?? 1,
          perms: `${perm}:list`,
        },
        [
          ...BUTTONS.map(([action, name], i) => ({
            name: `${head.tableTxt}${name}`,
            menuType: 2 as const,
            perms: `${perm}:${action}`,
            sortNo: i + 1,
          })),
          // the form's custom buttons, each its own right (do-button.ts)
          ...buttonRightRows(head, (await loadEnhance(ctx.db, head.id)).buttons),
        ],
        authOf(request).principal.username,
      );
      await ctx.principals.invalidate();
      return ok(request, { id, ...listScreenOf(head) }, 'cgform.menuAdded');
    },
  );
}
