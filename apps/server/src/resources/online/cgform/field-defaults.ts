import type { FastifyRequest } from 'fastify';
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
 * An add's body with the design's field default values (`field_default_value`) in the fields it leaves empty:
 * a constant, `#{sys_user_code}`, `#{sys_org_code}`, `#{sys_date}`, `#{sys_time}` (the words data rules use), or
 * `${ruleCode}`, a fill rule's next value for the body (an unknown rule is a 404). They are filled before the
 * kit validates the body, so a required field with a default is not refused as missing; a serial number a
 * refused add drew stays used, as with the fill-rule call of a form.
 * @example body = await withDefaults(ctx, request, design, def, body)
 */
export async function withDefaults(
  ctx: AppContext,
  request: FastifyRequest,
  design: StoredDesign,
  def: ResourceDefinition,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const out = { ...body };
  const keyOf = new Map(Object.entries(def.fields).map(([key, f]) => [f.column, key]));
  const now = ctx.now();
  for (const field of design.fields) {
    const given = (field.fieldDefaultValue ?? '').trim();
    const key = keyOf.get(field.dbFieldName);
    if (!given || !key || !isEmpty(out[key])) continue;
    const variable = VARIABLE.exec(given)?.[1];
    const rule = FILL_RULE.exec(given)?.[1];
    if (variable === 'sys_user_code') out[key] = authOf(request).principal.username;
    else if (variable === 'sys_org_code') out[key] = await orgCode(ctx, request);
    else if (variable === 'sys_date') out[key] = now.slice(0, 10);
    else if (variable === 'sys_time') out[key] = now;
    else if (rule) out[key] = await fillRuleValue(ctx, rule, out);
    else out[key] = given;
  }
  return out;
}
