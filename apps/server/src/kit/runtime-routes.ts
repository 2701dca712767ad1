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
 * What a resource module adds to the dispatch of a runtime resource it owns (an online form's table): consulted
 * per call after the right, it may refuse the call (the design is out of sync), fill the body (default values) or
 * add hooks (a tree's upkeep), so the dispatch writes as the owner's own calls do. Answers null for a definition
 * it does not own. It runs on every dispatched call: keep it to a cache lookup where it can.
 * @example resourceModule.runtimeHooks = (ctx) => async (def, { endpoint, request }) => null
 */
export type RuntimeHookProvider = (
  def: ResourceDefinition,
  call: { endpoint: string; request: FastifyRequest },
) => Promise<Partial<ResourceHooks> | null>;

/** The hooks of one dispatched call: the kit's runtime ones, then what each owning provider adds. */
async function callHooks(
  providers: readonly RuntimeHookProvider[],
  def: ResourceDefinition,
  call: { endpoint: string; request: FastifyRequest },
): Promise<ResourceHooks> {
  let hooks: ResourceHooks = RUNTIME_HOOKS;
  for (const provide of providers) {
    const added = await provide(def, call);
    if (added) hooks = { ...hooks, ...added };
  }
  return hooks;
}

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
 * field rights, secrets never answered) as code-defined resources, and the hooks of the module owning the definition.
 * @example registerRuntimeRoutes(api, ctx, providers)
 */
export function registerRuntimeRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  providers: readonly RuntimeHookProvider[] = [],
): void {
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
      handler: async (request, reply) => {
        const def = runtimeDefinitionFor(ctx, request, endpoint.right);
        const hooks = await callHooks(providers, def, { endpoint: endpoint.name, request });
        return endpoint.handle({ ctx, def, hooks, request, reply });
      },
    });
  }
}
