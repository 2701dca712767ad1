import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** Collects every route's schema into an OpenAPI document; register before the routes. */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Weld admin API',
        version: '0.1.0',
        description: 'Back office of a welding-equipment maker',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
      },
      security: [{ token: [] }],
    },
    hideUntagged: false,
  });
}
