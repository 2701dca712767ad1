import type { FastifyInstance } from 'fastify';
import { fieldList, isSecret, rightOf } from '@weld/core';
import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../context';
import type { ResourceHooks } from './save';
import { endpointSchema, RESOURCE_ENDPOINTS } from './resource-actions';

/**
 * The standard endpoints of a definition under its path: list, queryById (right `<permission>:list`),
 * add, edit, delete and deleteBatch (`:add`, `:edit`, `:delete`), exportXls and importExcel (`:export`, `:import`),
 * declared so the access hook enforces them.
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
  for (const endpoint of RESOURCE_ENDPOINTS) {
    api.route({
      method: endpoint.method,
      url: `${def.path}/${endpoint.name}`,
      config: endpoint.open?.(hooks) ? { access: 'signedIn' } : { permission: rightOf(def, endpoint.right) },
      schema: endpointSchema(endpoint, { tags: [def.name], summary: endpoint.summary(def, hooks) }),
      handler: (request, reply) => endpoint.handle({ ctx, def, hooks, request, reply }),
    });
  }
}
