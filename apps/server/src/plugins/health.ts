import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { ok } from './envelope';

/** Health and the OpenAPI document. */
export function registerHealthAndDocs(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        querystring: { type: 'object', properties: {} },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(ctx.db);
        return ok(request, { status: 'UP', db: 'UP' });
      } catch (err) {
        request.log.error({ err }, 'health: database down');
        return reply
          .code(503)
          .send({ ...ok(request, { status: 'DOWN', db: 'DOWN' }), success: false, code: 503 });
      }
    },
  );

  app.get(
    '/v3/api-docs',
    {
      config: { permission: 'system:api-docs' },
      schema: {
        tags: ['system'],
        summary: 'OpenAPI document',
        querystring: { type: 'object', properties: {} },
      },
    },
    async () => app.swagger(),
  );
}
