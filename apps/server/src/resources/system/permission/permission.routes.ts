import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { userPermissionsJson } from './permission.service';
import { registerPermissionAdminRoutes } from './permission-admin.routes';
import { registerRoleGrantRoutes } from './role-grant.routes';
import { registerDataRuleRoutes } from './data-rule.routes';

/** The permission call the shell makes after login (the hot path: cached, no query when warm), and 菜单管理's calls. */
export function registerPermissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/sys/permission/getUserPermissionByToken',
    {
      config: { access: 'signedIn', beforePasswordChange: true },
      schema: {
        tags: ['permission'],
        summary: 'Menu tree, own rights and every right of the signed-in user',
        querystring: { type: 'object', properties: { _t: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const json = await userPermissionsJson(ctx, authOf(request).principal, request.lang);
      const { message, timestamp } = ok(request, null);
      reply.header('content-type', 'application/json; charset=utf-8');
      return `{"success":true,"message":${JSON.stringify(message)},"code":200,"result":${json},"timestamp":${timestamp}}`;
    },
  );
  registerPermissionAdminRoutes(app, ctx);
  registerRoleGrantRoutes(app, ctx);
  registerDataRuleRoutes(app, ctx);
}
