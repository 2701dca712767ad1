import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { moveModel, type MoveRequest } from './model-move';
import { searchModels } from './model-search';

const id32 = { type: 'string', minLength: 1, maxLength: 32 } as const;

/** The tree screen's search (any signed-in user, bounded by reach like the lazy tree) and drag-and-drop move. */
export function registerModelMoveRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { keyword: string } }>(
    '/weld/model/search',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['weld'],
        summary:
          "Nodes within reach whose code or name contains the keyword, with their ancestors' ids (capped)",
        querystring: {
          type: 'object',
          required: ['keyword'],
          properties: { keyword: { type: 'string', minLength: 1, maxLength: 64 }, _t: { type: 'string' } },
        },
      },
    },
    async (request) => ok(request, await searchModels(ctx, request, request.query.keyword)),
  );

  app.post<{ Body: MoveRequest }>(
    '/weld/model/move',
    {
      config: { permission: 'weld:model:edit' },
      schema: {
        tags: ['weld'],
        summary:
          'Move a node with its subtree under a parent at a place among its siblings (one transaction)',
        body: {
          type: 'object',
          required: ['id', 'index'],
          properties: {
            id: id32,
            parentId: { type: ['string', 'null'], maxLength: 32 },
            index: { type: 'integer', minimum: 0, maximum: 100000 },
          },
        },
      },
    },
    async (request) => {
      await moveModel(ctx, request, request.body);
      return ok(request, null, 'weldModel.moved');
    },
  );
}
