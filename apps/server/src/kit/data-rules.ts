import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { datetime, fillVariables, KIND_VALUES, readableFields, rightOf, text } from '@weld/core';
import type {
  Condition,
  DataRuleCondition,
  DataRuleVariable,
  Field,
  QueryRule,
  ResourceDefinition,
} from '@weld/core';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/principals';
import { splitPerms } from '../plugins/principals';
import { conditionExpression } from './conditions';
import type { RowFilter } from './scope';

/** A rule as the kit applies it: the stored column, condition and value (variables not yet filled). */
export interface ActiveRule {
  column: string;
  condition: string;
  value: string;
}

const RULES: Record<DataRuleCondition, QueryRule> = {
  '=': 'eq',
  '!=': 'ne',
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
  IN: 'in',
  LIKE: 'like',
  LEFT_LIKE: 'left_like',
  RIGHT_LIKE: 'right_like',
};

/** Audit columns every kit table has; a rule may name them too ("rows I created": createBy = #{sys_user_code}). */
export const AUDIT_RULE_FIELDS: readonly Field[] = [
  { ...text(), key: 'createBy', column: 'create_by' },
  { ...text(), key: 'updateBy', column: 'update_by' },
  { ...datetime(), key: 'createTime', column: 'create_time' },
  { ...datetime(), key: 'updateTime', column: 'update_time' },
];

/** The readable field (or audit column) a rule names, by key or by column; secrets never. */
export function ruleField(def: ResourceDefinition, column: string): Field | undefined {
  return [...readableFields(def), ...AUDIT_RULE_FIELDS].find((f) => f.key === column || f.column === column);
}

/** Menu rows (not buttons) that own a definition's list: their perms hold `<permission>:list`. */
export async function menuIdsOf(ctx: AppContext, def: ResourceDefinition): Promise<string[]> {
  const code = rightOf(def, 'list');
  const rows = await ctx.db
    .selectFrom('sys_permission')
    .select(['id', 'perms'])
    .where('del_flag', '=', 0)
    .where('menu_type', '!=', 2)
    .where('perms', 'like', `%${code}%`)
    .execute();
  return rows.filter((r) => splitPerms(r.perms).includes(code)).map((r) => r.id);
}

async function loadRules(
  ctx: AppContext,
  def: ResourceDefinition,
  principal: Principal,
): Promise<ActiveRule[]> {
  if (principal.roleIds.length === 0) return [];
  const menuIds = await menuIdsOf(ctx, def);
  if (menuIds.length === 0) return [];
  const choices = await ctx.db
    .selectFrom('sys_role_permission')
    .select('data_rule_ids')
    .where('role_id', 'in', principal.roleIds)
    .where('permission_id', 'in', menuIds)
    .where('data_rule_ids', 'is not', null)
    .execute();
  const ids = [...new Set(choices.flatMap((c) => splitPerms(c.data_rule_ids)))];
  if (ids.length === 0) return [];
  const rules = await ctx.db
    .selectFrom('sys_permission_data_rule')
    .select(['rule_column', 'rule_conditions', 'rule_value'])
    .where('id', 'in', ids)
    .where('permission_id', 'in', menuIds)
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  return rules.map((r) => ({ column: r.rule_column, condition: r.rule_conditions, value: r.rule_value }));
}

async function variables(
  ctx: AppContext,
  principal: Principal,
  rules: ActiveRule[],
): Promise<Record<DataRuleVariable, string>> {
  const now = ctx.now();
  const needsUser = rules.some((r) => /#\{sys_(user_name|org_code)\}/.test(r.value));
  // the org code changes with a department switch, which keeps the principal: read it fresh
  const user = needsUser
    ? await ctx.db
        .selectFrom('sys_user')
        .select(['realname', 'org_code'])
        .where('id', '=', principal.userId)
        .executeTakeFirst()
    : undefined;
  return {
    sys_user_code: principal.username,
    sys_user_name: user?.realname ?? '',
    sys_org_code: user?.org_code ?? '',
    sys_date: now.slice(0, 10),
    sys_time: now,
  };
}

/** One stored rule as a list-query condition on the definition, or null when it no longer fits it. */
export function ruleCondition(
  def: ResourceDefinition,
  rule: ActiveRule,
  values: Record<DataRuleVariable, string>,
): Condition | null {
  const field = ruleField(def, rule.column);
  const queryRule = RULES[rule.condition as DataRuleCondition] as QueryRule | undefined;
  if (!field || !queryRule) return null;
  const text = fillVariables(rule.value, values);
  const typed = (v: string) =>
    KIND_VALUES[field.kind].numeric && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
  const value = queryRule === 'in' ? text.split(',').map((v) => typed(v.trim())) : typed(text);
  return { field: field.key, column: field.column, rule: queryRule, value };
}

/**
 * The data rules (row filters) of the caller on a definition: every active rule the caller's roles chose
 * on the menu rows that own the definition (perms holding `<permission>:list`), all ANDed, values as
 * parameters. The stored rules are kept per user with the principal and dropped when it is invalidated.
 * A rule that no longer names a readable field hides every row rather than none.
 * @example const filters = await dataRuleFilters(ctx, position, request)
 */
export async function dataRuleFilters(
  ctx: AppContext,
  def: ResourceDefinition,
  request: FastifyRequest,
): Promise<RowFilter[]> {
  const principal = request.auth?.principal;
  if (!principal) return [];
  const json = await ctx.principals.memo(principal.userId, `dataRules:${def.name}`, async () =>
    JSON.stringify(await loadRules(ctx, def, principal)),
  );
  const rules = JSON.parse(json) as ActiveRule[];
  if (rules.length === 0) return [];
  const values = await variables(ctx, principal, rules);
  return rules.map((rule) => {
    const condition = ruleCondition(def, rule, values);
    return condition ? (eb) => conditionExpression(eb, condition) : () => sql<SqlBool>`1 = 0`;
  });
}
