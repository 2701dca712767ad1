import type { ResourceDefinition } from '../resource/define';
import { isSecret } from '../resource/fields';
import type { Condition, QueryProblem, QueryRule } from './query-types';
import { QUERY_RULES } from './query-types';
import { coerce } from './query-values';

/** One row of the query builder as the web sends it. */
export interface SuperQueryItem {
  field: string;
  rule: string;
  val: unknown;
  type?: string;
  dbType?: string;
}

function decode(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    // clients encode the JSON once more than the query string does
    try {
      return JSON.parse(decodeURIComponent(raw));
    } catch {
      return undefined;
    }
  }
}

function valueText(val: unknown): string | null {
  if (Array.isArray(val)) return val.map(String).join(',');
  if (typeof val === 'string' || typeof val === 'number') return String(val).trim();
  return null;
}

function conditionOf(
  def: ResourceDefinition,
  item: unknown,
  index: number,
  problems: QueryProblem[],
): Condition | null {
  const entry = (item ?? {}) as Partial<SuperQueryItem>;
  const param = `superQueryParams[${index}]`;
  const key = typeof entry.field === 'string' ? entry.field : '';
  const field = Object.hasOwn(def.fields, key) ? def.fields[key] : undefined;
  if (!field || isSecret(field)) {
    problems.push({ param: key ? `${param}.${key}` : param, reason: 'unknownField' });
    return null;
  }
  if (!(QUERY_RULES as readonly string[]).includes(String(entry.rule))) {
    problems.push({ param: `${param}.${key}`, reason: 'badRule' });
    return null;
  }
  const rule = entry.rule as QueryRule;
  const text = valueText(entry.val);
  if (text === null) {
    problems.push({ param: `${param}.${key}`, reason: 'badValue' });
    return null;
  }
  if (text === '') return null;
  const value = coerce(field, rule, text);
  if (value === null) {
    problems.push({ param: `${param}.${key}`, reason: 'badValue' });
    return null;
  }
  return { field: field.key, column: field.column, rule, value };
}

/**
 * `superQueryParams` (JSON list of {field, rule, val}) and `superQueryMatchType` as conditions; any
 * non-secret field of the definition may take part. Problems are pushed, never passed on.
 * @example parseSuperQuery(position, '[{"field":"code","rule":"eq","val":"A"}]', 'or', [])
 */
export function parseSuperQuery(
  def: ResourceDefinition,
  raw: string | undefined,
  matchType: string | undefined,
  problems: QueryProblem[],
): { match: 'and' | 'or'; conditions: Condition[] } | null {
  if (raw === undefined || raw.trim() === '') return null;
  const match = (matchType ?? 'and').toLowerCase();
  if (match !== 'and' && match !== 'or') problems.push({ param: 'superQueryMatchType', reason: 'badValue' });
  const items = decode(raw);
  if (!Array.isArray(items)) {
    problems.push({ param: 'superQueryParams', reason: 'badSuperQuery' });
    return null;
  }
  const conditions = items
    .map((item, i) => conditionOf(def, item, i, problems))
    .filter((c): c is Condition => c !== null);
  return conditions.length > 0 ? { match: match === 'or' ? 'or' : 'and', conditions } : null;
}
