import type { RuntimeFieldSpec, RuntimeProblem } from './runtime';

/** A field key of a runtime resource, as runtime.ts checks them. */
const FIELD_KEY = /^[a-z][a-zA-Z0-9]{0,62}$/;
const CATEGORY_CODE = /^[A-Za-z0-9]{0,100}$/;

/**
 * A cascade level's shape (linked selects): on a category field, a category code (or '') and field keys, which
 * cascadeLinkProblems checks against the resource's fields.
 * @example cascadeShapeProblems('series', spec.fields.series) // []
 */
export function cascadeShapeProblems(key: string, field: RuntimeFieldSpec): RuntimeProblem[] {
  const c = field.cascade;
  const ok =
    field.kind === 'category' &&
    typeof c === 'object' &&
    c !== null &&
    typeof c.pcode === 'string' &&
    CATEGORY_CODE.test(c.pcode) &&
    (c.parent === undefined || (typeof c.parent === 'string' && FIELD_KEY.test(c.parent))) &&
    Array.isArray(c.below) &&
    c.below.every((b) => typeof b === 'string' && FIELD_KEY.test(b) && b !== key);
  return ok ? [] : [{ key: 'runtime.badCascade', params: { name: key } }];
}

/**
 * Linked levels name each other both ways: a level's parent has it below, each field below is a cascade level.
 * @example cascadeLinkProblems(spec.fields) // []
 */
export function cascadeLinkProblems(fields: Record<string, RuntimeFieldSpec>): RuntimeProblem[] {
  const problems: RuntimeProblem[] = [];
  for (const [key, field] of Object.entries(fields)) {
    const c = field.cascade;
    if (!c || !Array.isArray(c.below)) continue;
    const parent = c.parent === undefined ? undefined : fields[c.parent];
    const linked =
      (c.parent === undefined ||
        (Object.hasOwn(fields, c.parent) && !!parent?.cascade?.below?.includes(key))) &&
      c.below.every((b) => Object.hasOwn(fields, b) && fields[b].cascade !== undefined);
    if (!linked) problems.push({ key: 'runtime.badCascade', params: { name: key } });
  }
  return problems;
}
