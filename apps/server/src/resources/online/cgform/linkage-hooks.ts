import { linkageEffects, translate, validationParams } from '@weld/core';
import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../../context';
import type { ResourceHooks } from '../../../kit/save';
import { fieldsError, label } from '../../../kit/write';
import type { StoredDesign } from './design.repo';
import { rulesOf, rulesOwnerOf } from './enhance.repo';

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The server's half of a form's linkage rules (the browser applies them all live): judged on the row as it will be
 * after the write, a field the rules require must hold a value, a field they restrict must hold one of its choices
 * (400 at the field), and on edit a field they make read-only keeps its stored value whatever the body says.
 * Hidden fields are the browser's business. Runs inside the write's transaction, for add, edit and import alike; a
 * copy view's writes follow its original's rules.
 * @example joinHooks(hooks, await linkageHooks(ctx, design, def))
 */
export async function linkageHooks(
  ctx: AppContext,
  design: StoredDesign,
  def: ResourceDefinition,
): Promise<Partial<ResourceHooks>> {
  const rules = await rulesOf(ctx.db, rulesOwnerOf(design.head));
  if (rules.length === 0) return {};
  const byColumn = new Map(Object.entries(def.fields).map(([key, f]) => [f.column, { key, field: f }]));
  return {
    beforeWrite: (columns, { mode, stored, merged, request }) => {
      const effects = linkageEffects(rules, merged);
      if (mode === 'edit' && stored) for (const column of effects.readonly) delete columns[column];
      const after = { ...stored, ...columns };
      const errors: Record<string, string> = {};
      for (const column of effects.required) {
        const served = byColumn.get(column);
        if (served && isEmpty(after[column]))
          errors[served.key] = translate(
            request.lang,
            'server.kit.validation.required',
            validationParams(served.field, label(def, served.field, request.lang)),
          );
      }
      for (const [column, allowed] of effects.options) {
        const served = byColumn.get(column);
        const value = after[column];
        if (
          served &&
          !isEmpty(value) &&
          !String(value)
            .split(',')
            .every((v) => allowed.includes(v))
        )
          errors[served.key] = translate(request.lang, 'server.kit.validation.dict', {});
      }
      if (Object.keys(errors).length > 0) throw fieldsError(def, errors, request.lang);
    },
  };
}
