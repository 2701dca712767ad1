import type { FastifyInstance } from 'fastify';
import { fieldList, isSecret, rightOf } from '@weld/core';
import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../context';
import type { ResourceHooks } from './save';
import { endpointSchema, RESOURCE_ENDPOINTS } from './resource-actions';
import type { ResourceEndpoint } from './resource-actions';

/**
 * The standard endpoints of a definition under its path: list, queryById (right `<permission>:list`),
 * add, edit, delete and deleteBatch (`:add`, `:edit`, `:delete`), exportXls and importExcel (`:export`, `:import`),
 * declared so the access hook enforces them; `hooks.endpointAliases` serves some of them under a second name too.
 * @example registerResource(api, ctx, position)
 */
export function registerResource(
  api: FastifyInstance,
  ctx: AppContext,
  def: ResourceDefinition,
  hooks: ResourceHooks = {},
): void {
  if (fieldList(def).some(isSecret) && !hooks.storeSecret)
    throw new Error(`${def.name} has secret fields but no storeSecret hook`);
  const serve = (endpoint: ResourceEndpoint, name: string) =>
    api.route({
      method: endpoint.method,
      url: `${def.path}/${name}`,
      config: endpoint.open?.(hooks) ? { access: 'signedIn' } : { permission: rightOf(def, endpoint.right) },
      schema: endpointSchema(endpoint, { tags: [def.name], summary: endpoint.summary(def, hooks) }),
      handler: (request, reply) => endpoint.handle({ ctx, def, hooks, request, reply }),
    });
  for (const endpoint of RESOURCE_ENDPOINTS) serve(endpoint, endpoint.name);
  for (const [alias, name] of Object.entries(hooks.endpointAliases ?? {})) {
    const endpoint = RESOURCE_ENDPOINTS.find((e) => e.name === name);
    if (!endpoint) throw new Error(`${def.name}: alias ${alias} names no standard endpoint ${name}`);
    serve(endpoint, alias);
  }
}
