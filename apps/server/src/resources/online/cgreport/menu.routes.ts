import type { FastifyInstance } from 'fastify';
import { reportViewRight, RIGHTS } from '@weld/core';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { addMenuWithButtons, menuEntryBody, type MenuEntryBody } from '../../system/permission';
import { headOrFail } from './report.repo';

/** The report screen a menu entry opens (`online/OnlCgreportAutoList`: the component the web registers). */
export const reportScreenOf = (id: string) => ({
  url: `/online/cgreport/${id}`,
  component: 'online/OnlCgreportAutoList',
});

/**
 * `POST /online/cgreport/head/addToMenu` {id, parentId?, name?, icon?, sortNo?}: a 菜单管理 entry opening the report,
 * whose right is the report's view right (`online:report:<code>:view`), so a role granted the entry may read it;
 * the principals are dropped so grants of the new row apply at once. Right: the design right.
 * @example registerReportMenuRoutes(api, ctx)
 */
export function registerReportMenuRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<{ Body: MenuEntryBody }>(
    '/online/cgreport/head/addToMenu',
    {
      config: { permission: RIGHTS.cgreport.design },
      schema: { tags: ['cgreport'], summary: 'Add a menu entry opening a report', body: menuEntryBody },
    },
    async (request) => {
      const head = await headOrFail(ctx.db, request.body.id);
      const parentId = request.body.parentId || null;
      const screen = reportScreenOf(head.id);
      const id = await addMenuWithButtons(
        ctx,
        {
          parentId,
          name: request.body.name ?? head.name,
          menuType: parentId ? 1 : 0,
          ...screen,
          icon: request.body.icon ?? null,
          sortNo: request.body.sortNo ?? 1,
          perms: reportViewRight(head.code),
        },
        [],
        authOf(request).principal.username,
      );
      await ctx.principals.invalidate();
      request.operationNote = { text: { key: 'server.cgreport.log.menuAdded', params: { code: head.code } } };
      return ok(request, { id, ...screen }, 'cgreport.menuAdded');
    },
  );
}
