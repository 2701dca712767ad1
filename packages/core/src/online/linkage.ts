import type { LinkageRule } from './enhance';

/** What a form's linkage rules make of its fields for the values it holds now (field names as the rules name them). */
export interface LinkageEffects {
  hidden: Set<string>;
  required: Set<string>;
  readonly: Set<string>;
  /** the choices a field is restricted to (several matching rules: the choices all allow) */
  options: Map<string, string[]>;
}

/** A value as a rule compares it: numbers and texts alike, a multi-value by each of its items. */
function heldValues(value: unknown): string[] {
  if (value === undefined || value === null) return [''];
  if (Array.isArray(value)) return value.map(String);
  return String(value).split(',');
}

/**
 * Applies linkage rules to a form's values: `show` hides the target unless the field holds one of the values,
 * `hide` hides it when it does; `required`, `readonly` and `options` apply when it does. The browser's form and the
 * server's writes judge with this one function.
 * @example linkageEffects([{ field: 'kind', values: ['2'], target: 'reason', effect: 'required' }], { kind: 2 }).required.has('reason') // true
 */
export function linkageEffects(
  rules: readonly LinkageRule[],
  values: Record<string, unknown>,
): LinkageEffects {
  const out: LinkageEffects = {
    hidden: new Set(),
    required: new Set(),
    readonly: new Set(),
    options: new Map(),
  };
  for (const rule of rules) {
    const held = heldValues(values[rule.field]);
    const matches = rule.values.some((v) => held.includes(v));
    if (rule.effect === 'show') {
      if (!matches) out.hidden.add(rule.target);
      continue;
    }
    if (!matches) continue;
    if (rule.effect === 'hide') out.hidden.add(rule.target);
    else if (rule.effect === 'required') out.required.add(rule.target);
    else if (rule.effect === 'readonly') out.readonly.add(rule.target);
    else if (rule.effect === 'options') {
      const before = out.options.get(rule.target);
      const allowed = rule.options ?? [];
      out.options.set(rule.target, before ? before.filter((v) => allowed.includes(v)) : [...allowed]);
    }
  }
  // a hidden field is not asked for
  for (const key of out.hidden) out.required.delete(key);
  return out;
}
