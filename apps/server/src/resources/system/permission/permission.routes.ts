import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { preparedAnswer } from '../../../plugins/compress';
import { authOf } from '../../../plugins/route-config';
import { userPermissionsHead } from './permission.service';
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
      const { message, timestamp } = ok(request, null);
      const head = await userPermissionsHead(ctx, authOf(request).principal, request.lang, message);
      reply.header('content-type', 'application/json; charset=utf-8');
      return preparedAnswer(request, reply, head, `,"timestamp":${timestamp}}`);
    },
  );
  registerPermissionAdminRoutes(app, ctx);
  registerRoleGrantRoutes(app, ctx);
  registerDataRuleRoutes(app, ctx);
}
