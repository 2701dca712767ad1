import type { SortOrder } from '../resource/define';

/** The ten rules of the super query (spec widgets §5); `left_like` ends with, `right_like` starts with. */
export const QUERY_RULES = [
  'eq',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
  'in',
  'like',
  'left_like',
  'right_like',
] as const;
export type QueryRule = (typeof QUERY_RULES)[number];

export type QueryValue = string | number;

/** One normalised filter: a definition field, its column, a rule and typed value(s). */
export interface Condition {
  field: string;
  column: string;
  rule: QueryRule;
  /** an array for `in`, a single value otherwise; like-rules carry the bare text (no wildcards) */
  value: QueryValue | QueryValue[];
}

export interface QueryProblem {
  /** the parameter or super-query field at fault */
  param: string;
  reason:
    | 'unknownField'
    | 'notSearchable'
    | 'notSortable'
    | 'badValue'
    | 'badRule'
    | 'badSuperQuery'
    | 'outOfRange';
  /** with outOfRange: the largest value allowed (the smallest is 1) */
  limit?: number;
}

export interface ListQuery {
  pageNo: number;
  pageSize: number;
  /** `totalExact=true`: count every matching row instead of stopping a few pages past this one */
  totalExact: boolean;
  sort: { field: string; column: string; order: SortOrder } | null;
  /** field filters, all of which must hold */
  filters: Condition[];
  /** the super query's conditions, joined by `match` */
  superQuery: { match: 'and' | 'or'; conditions: Condition[] } | null;
  /** anything refused; a server answers 400 when this is not empty */
  problems: QueryProblem[];
}
