import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { checkBounded, MAX_VALUE, parseRule } from './check-rule-engine';

interface CheckQuery {
  ruleCode: string;
  value?: string;
}

/**
 * `GET /sys/checkRule/checkByCode?ruleCode&value` (spec shell §5: forms send the rule code and the
 * URL-encoded value): success, or 400 with the failing step's message. Any signed-in form may ask.
 * @example registerCheckRuleRoutes(api, ctx)
 */
export function registerCheckRuleRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Querystring: CheckQuery }>(
    '/sys/checkRule/checkByCode',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['checkRule'],
        summary: 'Check a value against a check rule by its code',
        querystring: {
          type: 'object',
          required: ['ruleCode'],
          properties: {
            ruleCode: { type: 'string', minLength: 1, maxLength: 100 },
            value: { type: 'string', maxLength: MAX_VALUE },
            _t: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const rule = await ctx.db
        .selectFrom('sys_check_rule')
        .select(['rule_json'])
        .where('rule_code', '=', request.query.ruleCode)
        .executeTakeFirst();
      if (!rule) throw new AppError(404, 'checkRule.notFound', { code: request.query.ruleCode });
      const steps = parseRule(rule.rule_json);
      // saved rules were checked; one written around the screen is reported, not run
      if (!Array.isArray(steps))
        throw new AppError(400, 'checkRule.storedInvalid', { code: request.query.ruleCode });
      const failed = checkBounded(steps, request.query.value ?? '');
      if (failed && 'message' in failed)
        throw new AppError(400, 'checkRule.failed', { message: failed.message });
      if (failed) throw new AppError(400, failed.key);
      return ok(request, null, 'checkRule.passed');
    },
  );
}
