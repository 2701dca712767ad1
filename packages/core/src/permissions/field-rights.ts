import type { PermissionItem } from '../contract';
import type { ResourceDefinition } from '../resource/define';

/** The middle part of a field's right code: `<permission>:field:<field key>`. */
const FIELD_SEGMENT = 'field';

/**
 * The right code that guards one field of a resource; a 按钮/权限 row of 菜单管理 with this code
 * switched on makes the field a query-permission rule (spec shell §6).
 * @example fieldRightOf(position, 'postRank') // 'system:position:field:postRank'
 */
export function fieldRightOf(def: { permission: string }, key: string): string {
  return `${def.permission}:${FIELD_SEGMENT}:${key}`;
}

/** Fields a user may not see (left out of lists, forms, details and exports) or may not change (shown, disabled). */
export interface FieldDenials {
  hidden: string[];
  disabled: string[];
}

export const NO_FIELD_DENIALS: FieldDenials = { hidden: [], disabled: [] };

/**
 * The field rules of a resource the user is held to (spec shell §6, query permission): a rule is a right
 * switched on (status "1") whose code is `fieldRightOf(def, key)`; who lacks it does not see the field
 * (type "1", 可见/可访问) or may not change it (type "2", 可编辑, disabled until granted). A rule switched
 * off governs nobody. The server and the screens decide alike, from the same rows.
 * @example fieldDenials(position, allAuth, heldCodes) // { hidden: ['postRank'], disabled: [] }
 */
export function fieldDenials(
  def: { permission: string; fields: Record<string, unknown> },
  rules: readonly PermissionItem[],
  held: ReadonlySet<string>,
): FieldDenials {
  const hidden = new Set<string>();
  const disabled = new Set<string>();
  const prefix = `${def.permission}:${FIELD_SEGMENT}:`;
  for (const rule of rules) {
    if (rule.status !== '1') continue;
    for (const code of rule.action.split(',').map((a) => a.trim())) {
      const key = code.startsWith(prefix) ? code.slice(prefix.length) : null;
      if (key === null || !Object.hasOwn(def.fields, key) || held.has(code)) continue;
      (rule.type === '2' ? disabled : hidden).add(key);
    }
  }
  return { hidden: [...hidden], disabled: [...disabled].filter((k) => !hidden.has(k)) };
}

/**
 * Every code of a user's rights, for `fieldDenials`' `held`: comma-joined actions split.
 * @example heldCodes(session.auth())
 */
export function heldCodes(auth: readonly PermissionItem[]): Set<string> {
  return new Set(
    auth.flatMap((a) =>
      a.action
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  );
}

/**
 * The definition without some fields: the resource as one user may read it (the server's answers, the
 * screen's columns, search, forms and details alike).
 * @example withoutFields(position, ['postRank']).fields.postRank // undefined
 */
export function withoutFields<D extends ResourceDefinition>(def: D, keys: readonly string[]): D {
  if (keys.length === 0) return def;
  const fields = Object.fromEntries(Object.entries(def.fields).filter(([key]) => !keys.includes(key)));
  const defaultSort = def.defaultSort && keys.includes(def.defaultSort.field) ? undefined : def.defaultSort;
  return { ...def, fields, defaultSort };
}
