import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import type { FormData, Generator } from './fill-rule-engine';
import { nextSerial, parseParams } from './fill-rule-engine';

/** Built-in generators by rule class besides `serial`. */
export type Generators = Record<string, Generator>;

interface StoredRule {
  rule_code: string;
  rule_class: string;
  rule_params: string | null;
}

/** The stored rules of these codes, or a 404 naming the first unknown one. */
export async function loadRules(ctx: AppContext, codes: string[]): Promise<Map<string, StoredRule>> {
  const rows = await ctx.db
    .selectFrom('sys_fill_rule')
    .select(['rule_code', 'rule_class', 'rule_params'])
    .where('rule_code', 'in', codes)
    .execute();
  const rules = new Map(rows.map((r) => [r.rule_code, r]));
  const missing = codes.find((c) => !rules.has(c));
  if (missing !== undefined) throw new AppError(404, 'fillRule.notFound', { code: missing });
  return rules;
}

/**
 * The value a rule gives for a form: its class picks a built-in generator (a class the server does not
 * know is refused, never loaded), serial rules count on in their table.
 * @example await executeRule(ctx, generators, rule, { parentId: 'depart-A01' }) // 'A01A04'
 */
export async function executeRule(
  ctx: AppContext,
  generators: Generators,
  rule: StoredRule,
  formData: FormData,
): Promise<string> {
  const params = parseParams(rule.rule_class, rule.rule_params);
  if ('key' in params) throw new AppError(400, 'fillRule.storedInvalid', { code: rule.rule_code });
  if (rule.rule_class === 'serial')
    return nextSerial(ctx, rule.rule_code, params as Parameters<typeof nextSerial>[2]);
  const generator = Object.hasOwn(generators, rule.rule_class) ? generators[rule.rule_class] : undefined;
  if (!generator) throw new AppError(400, 'fillRule.unknownClass', { name: rule.rule_class });
  return generator(ctx.db, formData);
}
