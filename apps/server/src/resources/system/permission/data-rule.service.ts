import { DATA_RULE_CONDITIONS, rightOf, unknownVariables } from '@weld/core';
import type { DataRule, DataRuleCondition, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../../context';
import type { SysPermissionDataRuleTable } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { AUDIT_RULE_FIELDS, ruleField } from '../../../kit/data-rules';
import { splitPerms } from '../../../plugins/principals';

export interface RuleBody {
  id?: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: DataRuleCondition;
  ruleValue: string;
  status?: '0' | '1';
}

/** Body of add/edit: the condition is one of the list, never SQL. */
export const ruleBodySchema = {
  type: 'object',
  required: ['permissionId', 'ruleName', 'ruleColumn', 'ruleConditions', 'ruleValue'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 32 },
    permissionId: { type: 'string', minLength: 1, maxLength: 32 },
    ruleName: { type: 'string', minLength: 1, maxLength: 50 },
    ruleColumn: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
    ruleConditions: { type: 'string', enum: [...DATA_RULE_CONDITIONS] },
    ruleValue: { type: 'string', minLength: 1, maxLength: 300 },
    status: { type: 'string', enum: ['0', '1'] },
  },
} as const;

export function toRule(row: SysPermissionDataRuleTable): DataRule {
  return {
    id: row.id,
    permissionId: row.permission_id,
    ruleName: row.rule_name,
    ruleColumn: row.rule_column,
    ruleConditions: row.rule_conditions as DataRuleCondition,
    ruleValue: row.rule_value,
    status: Number(row.status) === 1 ? '1' : '0',
    createTime: row.create_time,
  };
}

/** The resources (code-defined or defined at run time) a menu row shows: its perms hold `<permission>:list` (kit/README.md). */
export async function resourcesOfMenu(ctx: AppContext, permissionId: string): Promise<ResourceDefinition[]> {
  const row = await ctx.db
    .selectFrom('sys_permission')
    .select(['perms', 'menu_type'])
    .where('id', '=', permissionId)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'sysPermission.notFound');
  if (Number(row.menu_type) === 2) throw new AppError(400, 'sysPermission.ruleOnButton');
  const codes = splitPerms(row.perms);
  return ctx.definitions.all().filter((def) => codes.includes(rightOf(def, 'list')));
}

/**
 * Refuses a rule that the kit could not apply: a menu without a resource, a column that is not a
 * readable field of it, an unknown variable, a non-numeric bound on a numeric field.
 */
export async function checkRule(ctx: AppContext, body: RuleBody): Promise<void> {
  const defs = await resourcesOfMenu(ctx, body.permissionId);
  if (defs.length === 0) throw new AppError(400, 'sysPermission.ruleNoResource');
  const fields = defs.map((def) => ruleField(def, body.ruleColumn)).filter((f) => f !== undefined);
  if (fields.length === 0) {
    const known = [
      ...new Set(
        defs.flatMap((def) =>
          [...Object.values(def.fields), ...AUDIT_RULE_FIELDS]
            .filter((f) => ruleField(def, f.key))
            .map((f) => f.key),
        ),
      ),
    ];
    throw new AppError(400, 'sysPermission.ruleColumn', { column: body.ruleColumn, known: known.join(', ') });
  }
  const unknown = unknownVariables(body.ruleValue);
  if (unknown.length > 0)
    throw new AppError(400, 'sysPermission.ruleVariable', { names: unknown.join(', ') });
  const values =
    body.ruleConditions === 'IN' ? body.ruleValue.split(',').map((v) => v.trim()) : [body.ruleValue.trim()];
  if (values.some((v) => v === '')) throw new AppError(400, 'sysPermission.ruleValue');
  const numeric = fields.every((f) => f.kind === 'number' || f.kind === 'money');
  if (numeric && values.some((v) => !/#\{/.test(v) && !Number.isFinite(Number(v))))
    throw new AppError(400, 'sysPermission.ruleNumber');
}
