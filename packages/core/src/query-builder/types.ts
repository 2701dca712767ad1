import type { QueryRule } from '../contract/query-types';

/** How the builder edits a value; dictionary kinds carry `dictCode`, pickers are `sel_*` / `cat_tree`. */
export type QueryFieldType =
  | 'string'
  | 'number'
  | 'date'
  | 'datetime'
  | 'list'
  | 'list_multi'
  | 'switch'
  | 'sel_user'
  | 'sel_depart'
  | 'sel_position'
  | 'cat_tree';

/** A fixed option of a field (a switch's Y / N, or values given without a dictionary). */
export interface QueryOption {
  value: string;
  label: string;
}

/** What a condition copies from its field when the field is chosen (spec widgets §3 "Advanced query"). */
export interface QueryFieldInfo {
  type: QueryFieldType;
  dbType?: string;
  options?: QueryOption[];
  dictCode?: string;
  dictTable?: string;
  dictText?: string;
  customReturnField?: string;
  popup?: { code: string; field: string; orgFields: string; destFields: string };
}

/** A field-list entry: a field (value + label + info) or a group of them (`children`). */
export interface QueryFieldEntry extends Partial<QueryFieldInfo> {
  value: string;
  label: string;
  children?: QueryFieldEntry[];
}

/** One row of the builder; `val` is an array only while the rule is `in`. */
export interface QueryCondition extends Partial<QueryFieldInfo> {
  field: string;
  rule: QueryRule;
  val: string | string[];
}

export type MatchType = 'and' | 'or';

/** What the builder emits; an empty `params` clears the query. */
export interface SuperQuery {
  matchType: MatchType;
  params: QueryCondition[];
}

/** A query kept under a name in the browser. */
export interface SavedQuery {
  title: string;
  matchType: MatchType;
  records: QueryCondition[];
}

/** The rules in the builder's order (spec widgets §5); the server accepts the same ten. */
export const BUILDER_RULES = [
  'eq',
  'like',
  'right_like',
  'left_like',
  'in',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
] as const satisfies readonly QueryRule[];

/** Rules a text search makes sense for; numbers refuse them (the server answers 400). */
export const LIKE_RULES: readonly QueryRule[] = ['like', 'right_like', 'left_like'];

/** Prefix of the browser-storage key of a page's saved queries (spec widgets §9 "Query"). */
export const SAVED_QUERY_PREFIX = 'JSuperQuerySaved_';

/** The switch kind's values (spec widgets §9 "Query"). */
export const SWITCH_VALUES = ['Y', 'N'] as const;
