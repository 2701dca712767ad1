import type { FastifyRequest } from 'fastify';
import { isCopyView } from '@weld/core';
import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../../context';
import { authOf } from '../../../plugins/route-config';
import { fillRuleValue } from '../../system/fill-rule';
import type { StoredDesign } from './design.repo';

const VARIABLE = /^#\{(sys_user_code|sys_org_code|sys_date|sys_time)\}$/;
const FILL_RULE = /^\$\{([A-Za-z0-9_-]{1,100})\}$/;
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

async function orgCode(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const user = await ctx.db
    .selectFrom('sys_user')
    .select('org_code')
    .where('id', '=', authOf(request).principal.userId)
    .executeTakeFirst();
  return user?.org_code ?? '';
}

/**
 * The value of a system variable for the caller now: `sys_user_code` the username, `sys_org_code` the user's
 * department code, `sys_date` today, `sys_time` the date and time (the words data rules use).
 * @example await systemVariable(ctx, request, 'sys_date') // '2026-11-29'
 */
export async function systemVariable(
  ctx: AppContext,
  request: FastifyRequest,
  name: 'sys_user_code' | 'sys_org_code' | 'sys_date' | 'sys_time',
): Promise<string> {
  if (name === 'sys_user_code') return authOf(request).principal.username;
  if (name === 'sys_org_code') return orgCode(ctx, request);
  return name === 'sys_date' ? ctx.now().slice(0, 10) : ctx.now();
}

/**
 * The design's field default values (`field_default_value`) for the fields an add leaves empty: a constant,
 * `#{sys_user_code}`, `#{sys_org_code}`, `#{sys_date}`, `#{sys_time}` (the words data rules use), or `${ruleCode}`, a
 * fill rule's next value for the body (an unknown rule is a 404). Fields the caller may write get theirs in the
 * body, before the kit validates it, so a required field with a default is not refused as missing; fields the
 * caller's field rights keep it from writing (whatever it sent) get theirs as `columns`, which the add's
 * beforeWrite hook stores, as do the fields a copy view leaves out. A serial number a refused add drew stays used, as with the fill-rule call of a form.
 * @example const { body, columns } = await withDefaults(ctx, request, design, def, request.body, unwritable)
 */
export async function withDefaults(
  ctx: AppContext,
  request: FastifyRequest,
  design: StoredDesign,
  def: ResourceDefinition,
  given: Record<string, unknown>,
  unwritable: readonly string[],
): Promise<{ body: Record<string, unknown>; columns: Record<string, unknown> }> {
  const body = { ...given };
  const columns: Record<string, unknown> = {};
  const keyOf = new Map(Object.entries(def.fields).map(([key, f]) => [f.column, key]));
  for (const field of design.fields) {
    const text = (field.fieldDefaultValue ?? '').trim();
    const key = keyOf.get(field.dbFieldName);
    // a copy view's add leaves out the fields it does not serve: they get their default as the original's add does
    const omitted = key === undefined && isCopyView(design.head);
    const held = omitted || (key !== undefined && unwritable.includes(key));
    if (!text || (!key && !omitted) || (!held && key && !isEmpty(body[key]))) continue;
    const variable = VARIABLE.exec(text)?.[1] as Parameters<typeof systemVariable>[2] | undefined;
    const rule = FILL_RULE.exec(text)?.[1];
    let value: unknown = text;
    if (variable) value = await systemVariable(ctx, request, variable);
    else if (rule) value = await fillRuleValue(ctx, rule, body);
    if (held || !key) columns[field.dbFieldName] = value;
    else body[key] = value;
  }
  return { body, columns };
}
