import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { userPermissions } from './permission.service';

/** The permission call the shell makes after login (the hot path: cached, no query when warm). */
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
    async (request) => ok(request, await userPermissions(ctx, authOf(request).principal, request.lang)),
  );
}
