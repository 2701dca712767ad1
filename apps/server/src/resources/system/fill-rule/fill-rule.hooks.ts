import { fillRule, translate } from '@weld/core';
import type { AppContext } from '../../../context';
import { fieldsError } from '../../../kit/write';
import type { ResourceHooks } from '../../../kit/save';
import { parseParams } from './fill-rule-engine';

/**
 * Fill rules through the kit: the parameters must be a JSON object fitting the rule class (the class
 * itself is a `fill_rule_class` dictionary value, so the kit already refuses any other); an edit that
 * changes only one of the two is checked against the stored other.
 * @example hooks: { fillRule: (ctx) => fillRuleHooks(ctx) } in the folder's module.ts
 */
export function fillRuleHooks(ctx: AppContext): ResourceHooks {
  return {
    beforeWrite: async (columns, { mode, id, request }) => {
      if (columns.rule_params === undefined && columns.rule_class === undefined) return;
      const stored = mode === 'edit' ? await ctx.db.selectFrom('sys_fill_rule').select(['rule_class', 'rule_params']).where('id', '=', id).executeTakeFirst() : undefined;
      const ruleClass = String(columns.rule_class ?? stored?.rule_class ?? '');
      const params = columns.rule_params !== undefined ? (columns.rule_params as string | null) : (stored?.rule_params ?? null);
      const parsed = parseParams(ruleClass, params);
      if (!('key' in parsed)) return;
      throw fieldsError(fillRule, { ruleParams: translate(request.lang, `server.${parsed.key}`, parsed.params as Record<string, unknown> | undefined) }, request.lang);
    },
  };
}
