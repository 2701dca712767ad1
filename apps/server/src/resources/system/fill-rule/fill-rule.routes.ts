import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import type { FormData } from './fill-rule-engine';
import { builtInGenerators } from './fill-rule-generators';
import { executeRule, loadRules } from './fill-rule.service';
import type { Generators } from './fill-rule.service';

const MAX_BATCH = 50;
const code = { type: 'string', minLength: 1, maxLength: 100 } as const;
const formData = { type: 'object', maxProperties: 200 } as const;

/**
 * `PUT /sys/fillRule/executeRuleByCode/{ruleCode}` (body: the form's data) → the value, and
 * `PUT /sys/fillRule/executeRuleByCodeBatch` ([{ruleCode, formData}]) → [{ruleCode, result}] in the
 * same order. Forms fill fields with them, so any signed-in user may call.
 * @example registerFillRuleRoutes(api, ctx)
 */
export function registerFillRuleRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  generators: Generators = builtInGenerators,
): void {
  api.put<{ Params: { ruleCode: string }; Body: FormData | undefined }>(
    '/sys/fillRule/executeRuleByCode/:ruleCode',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['fillRule'],
        summary: 'The value of a fill rule for a form',
        params: { type: 'object', properties: { ruleCode: code } },
        body: formData,
      },
    },
    async (request) => {
      const rules = await loadRules(ctx, [request.params.ruleCode]);
      const rule = rules.get(request.params.ruleCode)!;
      return ok(request, await executeRule(ctx, generators, rule, request.body ?? {}));
    },
  );

  api.put<{ Body: { ruleCode: string; formData?: FormData }[] }>(
    '/sys/fillRule/executeRuleByCodeBatch',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['fillRule'],
        summary: 'The values of several fill rules, in the order asked',
        body: {
          type: 'array',
          minItems: 1,
          maxItems: MAX_BATCH,
          items: { type: 'object', required: ['ruleCode'], properties: { ruleCode: code, formData } },
        },
      },
    },
    async (request) => {
      // every code must exist before any serial counts on
      const rules = await loadRules(ctx, [...new Set(request.body.map((item) => item.ruleCode))]);
      const out: { ruleCode: string; result: string }[] = [];
      for (const item of request.body)
        out.push({
          ruleCode: item.ruleCode,
          result: await executeRule(ctx, generators, rules.get(item.ruleCode)!, item.formData ?? {}),
        });
      return ok(request, out);
    },
  );
}
