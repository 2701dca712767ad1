import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../context';
import { registerDuplicateCheck } from './duplicate-check';
import { registerResource } from './register-resource';
import { registerReportDownload } from './excel/report';
import type { ResourceHooks } from './save';

/**
 * Serves every code-defined resource at its own path, the duplicate check over them and the Excel error reports.
 * @example registerResources(api, ctx, moduleHooks(RESOURCE_MODULES))
 */
export function registerResources(
  api: FastifyInstance,
  ctx: AppContext,
  hooks: Record<string, (ctx: AppContext) => ResourceHooks> = {},
  defs: readonly ResourceDefinition[] = ctx.definitions.codeDefinitions(),
): void {
  // the duplicate check scopes rows as the resource does and never compares ids its keys cannot hold
  const byName = new Map<string, ResourceHooks>();
  for (const def of defs) {
    const own = hooks[def.name]?.(ctx);
    if (own) byName.set(def.name, own);
    registerResource(api, ctx, def, own);
  }
  registerDuplicateCheck(api, ctx, defs, byName);
  registerReportDownload(api, ctx);
}
