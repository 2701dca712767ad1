import type { FastifyInstance } from 'fastify';
import { resourceRegistry } from '@weld/core';
import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../context';
import { registerDuplicateCheck } from './duplicate-check';
import { registerResource } from './register-resource';
import { registerReportDownload } from './excel/report';
import type { ResourceHooks } from './save';

/**
 * Serves every plain resource of the core registry, the duplicate check over them and the Excel error reports.
 * @example registerResources(api, ctx, resourceHooks)
 */
export function registerResources(
  api: FastifyInstance,
  ctx: AppContext,
  hooks: Record<string, (ctx: AppContext) => ResourceHooks> = {},
  defs: readonly ResourceDefinition[] = resourceRegistry,
): void {
  for (const def of defs) registerResource(api, ctx, def, hooks[def.name]?.(ctx));
  registerDuplicateCheck(api, ctx, defs);
  registerReportDownload(api, ctx);
}
