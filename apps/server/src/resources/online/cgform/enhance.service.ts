import type { FastifyRequest } from 'fastify';
import { enhanceProblems } from '@weld/core';
import type { CgformEnhance, DesignProblem } from '@weld/core';
import type { AppContext } from '../../../context';
import { authOf } from '../../../plugins/route-config';
import { checkValues } from '../../../kit/write';
import { buttonActionNames } from './button-actions';
import { addMissingButtonRights } from './button-rights';
import { designError } from './design-input';
import type { StoredDesign } from './design.repo';
import { storeRevision, writeEnhance } from './enhance.repo';

/**
 * Constants the served form would refuse although they fit the column (a validation preset, a dictionary value):
 * checked as an edit of those fields checks them, each at its assignment.
 */
async function servedConstantProblems(
  ctx: AppContext,
  request: FastifyRequest,
  design: StoredDesign,
  enhance: CgformEnhance,
): Promise<DesignProblem[]> {
  const def = ctx.definitions.runtimeDefinition(design.head.tableName);
  if (!def) return [];
  const problems: DesignProblem[] = [];
  for (const [i, button] of enhance.buttons.entries())
    for (const [j, a] of (button.assignments ?? []).entries()) {
      if (a.source !== 'constant') continue;
      const entry = Object.entries(def.fields).find(([, f]) => f.column === a.field);
      if (!entry) continue;
      const [key, field] = entry;
      const asForm = { ...def, fields: { [key]: { ...field, form: true } } };
      const { errors } = await checkValues(ctx, asForm, { [key]: a.value }, 'edit', request.lang);
      if (errors[key])
        problems.push({
          path: `buttons.${i}.assignments.${j}.value`,
          key: 'cgform.enhance.constantRefused',
          params: { name: a.field, message: errors[key] },
        });
    }
  return problems;
}

/** Only the parts a button or rule has: what the designer sent beyond them is not stored. */
function cleaned(enhance: CgformEnhance): CgformEnhance {
  return {
    buttons: enhance.buttons.map((b) => ({
      buttonCode: b.buttonCode,
      buttonName: b.buttonName,
      buttonIcon: b.buttonIcon || null,
      buttonStyle: b.buttonStyle,
      optPosition: b.optPosition,
      optType: b.optType,
      orderNum: b.orderNum,
      ...(b.optType === 'action'
        ? { actionName: b.actionName ?? null }
        : {
            assignments: (b.assignments ?? []).map((a) => ({
              field: a.field,
              source: a.source,
              value: a.value,
            })),
          }),
    })),
    rules: enhance.rules.map((r) => ({
      field: r.field,
      values: r.values,
      target: r.target,
      effect: r.effect,
      ...(r.effect === 'options' ? { options: r.options ?? [] } : {}),
    })),
  };
}

/**
 * Checks a form's buttons and rules against its design (core's `enhanceProblems`, then the served form's own
 * validation of constants: 400 at each fault) and stores them with a revision (the 16 newest kept) and the button
 * rights a form in the menu lacks, in one transaction.
 * @example await saveEnhance(ctx, request, design, { buttons, rules })
 */
export async function saveEnhance(
  ctx: AppContext,
  request: FastifyRequest,
  design: StoredDesign,
  given: CgformEnhance,
): Promise<CgformEnhance> {
  const problems = enhanceProblems(given, design.fields, buttonActionNames());
  if (problems.length === 0) problems.push(...(await servedConstantProblems(ctx, request, design, given)));
  if (problems.length > 0) throw designError(request.lang, problems);
  const enhance = cleaned(given);
  const who = { by: authOf(request).principal.username, at: ctx.now() };
  const added = await ctx.db.transaction().execute(async (tx) => {
    await writeEnhance(tx, design.head.id, enhance, who);
    await storeRevision(tx, design.head.id, enhance, who);
    return addMissingButtonRights(tx, design.head, enhance.buttons, who.by, who.at);
  });
  if (added) await ctx.principals.invalidate();
  return enhance;
}
