import { checkRule, translate } from '@weld/core';
import type { AppContext } from '../../../context';
import { fieldsError } from '../../../kit/write';
import type { ResourceHooks } from '../../../kit/save';
import { parseRule } from './check-rule-engine';

/**
 * Check rules through the kit: the rule JSON and each of its patterns are checked on save, refused the
 * way the kit refuses a field (400, `result.errors.ruleJson`), so the form shows it under the field.
 * @example hooks: { checkRule: (ctx) => checkRuleHooks(ctx) } in the folder's module.ts
 */
export function checkRuleHooks(_ctx: AppContext): ResourceHooks {
  return {
    beforeWrite: (columns, { request }) => {
      if (columns.rule_json === undefined || columns.rule_json === null) return;
      const parsed = parseRule(String(columns.rule_json));
      if (Array.isArray(parsed)) return;
      throw fieldsError(
        checkRule,
        { ruleJson: translate(request.lang, `server.${parsed.key}`, parsed.params) },
        request.lang,
      );
    },
  };
}
