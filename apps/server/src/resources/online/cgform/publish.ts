import { compileRuntimeResource, runtimeSpecOf, translate } from '@weld/core';
import type { CgformDesign, Locale, RuntimeResourceSpec } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { checkWhitelist } from '../../system/dict';

/** A 400 when a table would be served under the name of a code-defined resource (its rights and i18n keys). */
export function refuseCodeName(ctx: AppContext, tableName: string): void {
  if (ctx.definitions.codeDefinitions().some((def) => def.name === tableName))
    throw new AppError(400, 'runtime.nameTaken', { name: tableName });
}

/**
 * The design as the runtime resource it is served as, or a 400 saying why it cannot be (checked before a sync
 * touches the table, so a sync never leaves a table no list can serve). A table dictionary's columns must be in
 * an active whitelist entry (系统管理 数据字典's table whitelist) here, once: the list reads their texts with its
 * page, and the form's options come through the dictionary endpoint, which checks the whitelist again on use.
 */
export async function publishable(ctx: AppContext, design: CgformDesign, lang: Locale) {
  return checkedSpec(ctx, runtimeSpecOf(design), lang);
}

/** A spec as `publishable` checks it (a copy view's is made by copy-views.ts). */
export async function checkedSpec(ctx: AppContext, spec: RuntimeResourceSpec, lang: Locale) {
  refuseCodeName(ctx, spec.name);
  const compiled = compileRuntimeResource(spec);
  if ('problems' in compiled) {
    const details = compiled.problems.map((p) => translate(lang, `server.${p.key}`, p.params)).join('; ');
    throw new AppError(400, 'cgform.unpublishable', { details });
  }
  for (const { tableDict } of Object.values(spec.fields))
    if (tableDict) await checkWhitelist(ctx, tableDict.table, [tableDict.text, tableDict.code]);
  return spec;
}

/**
 * Serves a synced design through the runtime-resource engine (`/online/data/<table>/*`, rights
 * `online:<table>:*`); the engine publishes the change on the shared pub/sub, so every instance serves it.
 * @example await publishDesign(ctx, design, 'admin', request.lang)
 */
export async function publishDesign(ctx: AppContext, design: CgformDesign, by: string, lang: Locale) {
  await ctx.definitions.save(await publishable(ctx, design, lang), by, ctx.now(), lang);
}

/** Stops serving a design's table on every instance (its rows stay unless the table is dropped). */
export async function unpublishDesign(ctx: AppContext, tableName: string): Promise<void> {
  await ctx.definitions.remove(tableName);
}
