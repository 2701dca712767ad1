import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Condition, ListQuery } from '@weld/core';
import { likePattern } from './table';
import type { Row } from './table';

type Eb = ExpressionBuilder<Record<string, Row>, string>;

const COMPARE = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

/** One normalised condition as a parameterised expression; the column comes from the definition only. */
export function conditionExpression(eb: Eb, c: Condition): Expression<SqlBool> {
  const column = sql.ref(c.column);
  switch (c.rule) {
    case 'in':
      return eb(column, 'in', Array.isArray(c.value) ? c.value : [c.value]);
    case 'like':
    case 'left_like':
    case 'right_like':
      // concat(…, '') makes any column text: PostgreSQL has no LIKE on integers (sys_user.sex, status)
      return sql<SqlBool>`concat(${column}, '') like ${likePattern(c.rule, String(c.value))} escape '!'`;
    default:
      return eb(column, COMPARE[c.rule], c.value);
  }
}

/** Filters (all must hold) and the super query (and/or) of a list query; null when nothing filters. */
export function queryExpression(eb: Eb, query: ListQuery): Expression<SqlBool> | null {
  const parts = query.filters.map((c) => conditionExpression(eb, c));
  if (query.superQuery) {
    const inner = query.superQuery.conditions.map((c) => conditionExpression(eb, c));
    parts.push(query.superQuery.match === 'or' ? eb.or(inner) : eb.and(inner));
  }
  return parts.length > 0 ? eb.and(parts) : null;
}
