import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { modelNames, treeChildren } from './model-tree';

/**
 * The model tree's lazy loading, for the tree screen and for every form that picks a model: any
 * signed-in user, bounded by their reach (the organisation set), so it shows no node a list would hide.
 */
export function registerModelTreeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { pid?: string } }>(
    '/weld/model/loadTreeChildren',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['weld'],
        summary: "Children of a model tree node within the caller's reach (the top of the reach without pid)",
        querystring: {
          type: 'object',
          properties: { pid: { type: 'string', maxLength: 32 }, _t: { type: 'string' } },
        },
      },
    },
    async (request) => ok(request, await treeChildren(ctx, request, request.query.pid || null)),
  );

  app.get<{ Querystring: { ids: string } }>(
    '/weld/model/loadDictItem',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['weld'],
        summary: 'Names of comma-joined model ids, in their order (an id out of reach answers itself)',
        querystring: {
          type: 'object',
          required: ['ids'],
          properties: { ids: { type: 'string', maxLength: 4000 }, _t: { type: 'string' } },
        },
      },
    },
    async (request) =>
      ok(
        request,
        await modelNames(
          ctx,
          request,
          request.query.ids
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .slice(0, 200),
        ),
      ),
  );
}
