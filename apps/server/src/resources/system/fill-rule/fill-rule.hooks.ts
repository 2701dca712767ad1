import { fillRule, translate } from '@weld/core';
import { fieldsError } from '../../../kit/write';
import type { ResourceHooks } from '../../../kit/save';
import { parseParams } from './fill-rule-engine';

/**
 * Fill rules through the kit: the parameters must be a JSON object fitting the rule class (the class
 * itself is a `fill_rule_class` dictionary value, so the kit already refuses any other); an edit that
 * changes only one of the two is checked against the stored other.
 * @example hooks: { fillRule: (ctx) => fillRuleHooks() } in the folder's module.ts
 */
export function fillRuleHooks(): ResourceHooks {
  return {
    beforeWrite: (columns, { request, merged }) => {
      if (columns.rule_params === undefined && columns.rule_class === undefined) return;
      const ruleClass = String(merged.rule_class ?? '');
      const params = (merged.rule_params ?? null) as string | null;
      const parsed = parseParams(ruleClass, params);
      if (!('key' in parsed)) return;
      throw fieldsError(
        fillRule,
        {
          ruleParams: translate(
            request.lang,
            `server.${parsed.key}`,
            parsed.params as Record<string, unknown> | undefined,
          ),
        },
        request.lang,
      );
    },
  };
}
