/**
 * Data rules (数据规则, `sys_permission_data_rule`): row filters attached to a menu, chosen per role.
 * No raw SQL: a rule is a field, one of these conditions and a value (with optional variables).
 */

export const DATA_RULE_CONDITIONS = [
  '=',
  '>',
  '>=',
  '<',
  '<=',
  '!=',
  'IN',
  'LIKE',
  'LEFT_LIKE',
  'RIGHT_LIKE',
] as const;
export type DataRuleCondition = (typeof DATA_RULE_CONDITIONS)[number];

/** Values may name the caller: `#{sys_user_code}` username, `#{sys_user_name}` realname, `#{sys_org_code}`, `#{sys_date}`, `#{sys_time}`. */
export const DATA_RULE_VARIABLES = [
  'sys_user_code',
  'sys_user_name',
  'sys_org_code',
  'sys_date',
  'sys_time',
] as const;
export type DataRuleVariable = (typeof DATA_RULE_VARIABLES)[number];

export interface DataRule {
  id: string;
  permissionId: string;
  ruleName: string;
  /** a readable field of the resource the menu shows, by key or column */
  ruleColumn: string;
  ruleConditions: DataRuleCondition;
  ruleValue: string;
  status: '0' | '1';
  createTime: string | null;
}

/** Field labels of the rule form: `resources.dataRule.fields.<key>`. */
export const DATA_RULE_FIELDS = [
  'ruleName',
  'ruleColumn',
  'ruleConditions',
  'ruleValue',
  'status',
  'createTime',
] as const;

const VARIABLE = /#\{([a-z_]+)\}/g;

/** Variables a value names that are not known (empty when all are). @example unknownVariables('#{sys_user}') // ['sys_user'] */
export function unknownVariables(value: string): string[] {
  return [...value.matchAll(VARIABLE)]
    .map((m) => m[1])
    .filter((name) => !(DATA_RULE_VARIABLES as readonly string[]).includes(name));
}

/** A value with its variables replaced. @example fillVariables('#{sys_user_code}', { sys_user_code: 'admin' }) // 'admin' */
export function fillVariables(value: string, values: Record<DataRuleVariable, string>): string {
  return value.replace(VARIABLE, (whole, name: string) =>
    name in values ? values[name as DataRuleVariable] : whole,
  );
}
