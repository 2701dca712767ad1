import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rightOf, RUNTIME_RESOURCE_PATH } from '@weld/core';
import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { hashPassword } from '../lib/password';
import { holdsRight } from '../plugins/route-config';
import type { ResourceHooks } from './save';
import { endpointSchema, RESOURCE_ENDPOINTS } from './resource-actions';

const nameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', pattern: '^[a-z][a-zA-Z0-9_]{0,62}$' } },
} as const;

/** What the kit adds to every resource defined at run time: its password fields are stored as salted hashes. */
export const RUNTIME_HOOKS: ResourceHooks = {
  storeSecret: async (_field, clear) => {
    const { password, salt } = await hashPassword(clear);
    return `${password}$${salt}`;
  },
};

/**
 * The served runtime definition a request names, or a 404; then the caller's right for the action, or a 403. The
 * definition is looked up per request, so a change made on any instance is served without a restart.
 */
export function runtimeDefinitionFor(
  ctx: AppContext,
  request: FastifyRequest,
  right: Parameters<typeof rightOf>[1],
): ResourceDefinition {
  const { name } = request.params as { name: string };
  const def = ctx.definitions.runtimeDefinition(name);
  if (!def) throw new AppError(404, 'runtime.unknownResource', { name });
  if (!holdsRight(request, rightOf(def, right))) throw new AppError(403, 'errors.forbidden');
  return def;
}

/**
 * One dispatch route per standard endpoint for the resources defined at run time:
 * `RUNTIME_RESOURCE_PATH/:name/list`, `…/add` …, with the same handlers, rights and rules (tenant, data rules,
 * field rights, secrets never answered) as code-defined resources.
 * @example registerRuntimeRoutes(api, ctx)
 */
export function registerRuntimeRoutes(api: FastifyInstance, ctx: AppContext): void {
  for (const endpoint of RESOURCE_ENDPOINTS) {
    api.route({
      method: endpoint.method,
      url: `${RUNTIME_RESOURCE_PATH}/:name/${endpoint.name}`,
      // the right depends on the definition named in the path: checked per request below
      config: { access: 'signedIn' },
      schema: endpointSchema(endpoint, {
        tags: ['online'],
        summary: `${endpoint.name} of a resource defined at run time`,
        params: nameParams,
      }),
      handler: (request, reply) =>
        endpoint.handle({
          ctx,
          def: runtimeDefinitionFor(ctx, request, endpoint.right),
          hooks: RUNTIME_HOOKS,
          request,
          reply,
        }),
    });
  }
}
