import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { RuntimeHookProvider } from './runtime-routes';
import type { ResourceHooks } from './save';

/**
 * What a resource folder adds to the server, exported as `resourceModule` from its `module.ts`: its own routes
 * beyond the kit's standard endpoints, and the hooks of the code-defined resources it holds, by resource name.
 * `resources/modules.generated.ts` lists every such file (scripts/resource-modules.mjs), so adding a resource
 * touches its own folder only.
 */
export interface ResourceModule {
  routes?: (api: FastifyInstance, ctx: AppContext) => void;
  hooks?: Record<string, (ctx: AppContext) => ResourceHooks>;
  /** what the module adds to the dispatch of the runtime resources it owns (`/online/data/<name>/*`) */
  runtimeHooks?: (ctx: AppContext) => RuntimeHookProvider;
}

/**
 * The hooks of every module by resource name; a resource two folders both give hooks to is a mistake to see at
 * start, not a choice made by path order.
 * @example registerResources(api, ctx, moduleHooks(RESOURCE_MODULES))
 */
export function moduleHooks(
  modules: readonly ResourceModule[],
): Record<string, (ctx: AppContext) => ResourceHooks> {
  const out: Record<string, (ctx: AppContext) => ResourceHooks> = {};
  for (const module of modules) {
    for (const [name, hooks] of Object.entries(module.hooks ?? {})) {
      if (out[name]) throw new Error(`two resource modules give hooks to ${name}`);
      out[name] = hooks;
    }
  }
  return out;
}

/**
 * The runtime-hook providers of every module, made once for the app.
 * @example registerRuntimeRoutes(api, ctx, runtimeHookProviders(RESOURCE_MODULES, ctx))
 */
export function runtimeHookProviders(
  modules: readonly ResourceModule[],
  ctx: AppContext,
): RuntimeHookProvider[] {
  return modules.flatMap((module) => (module.runtimeHooks ? [module.runtimeHooks(ctx)] : []));
}
