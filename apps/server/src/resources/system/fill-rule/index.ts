// What the resource system/fill-rule offers other resources; they import nothing else of it (lint: weld/resource-walls).
import type { AppContext } from '../../../context';
import type { FormData } from './fill-rule-engine';
import { builtInGenerators } from './fill-rule-generators';
import { executeRule, loadRules } from './fill-rule.service';

/**
 * What fill rules offer other resources: the value of the rule `code` for a form's data (404 for an unknown code),
 * as `PUT /sys/fillRule/executeRuleByCode/{code}` answers it.
 * @example await fillRuleValue(ctx, 'weld_serial', { title: 'A' }) // 'HJ202611280001'
 */
export async function fillRuleValue(ctx: AppContext, code: string, formData: FormData): Promise<string> {
  const rule = (await loadRules(ctx, [code])).get(code)!;
  return executeRule(ctx, builtInGenerators, rule, formData);
}
