import type { FieldKind, FieldSpec } from './fields';
import { isSecret } from './fields';
import type { LabelSet } from './labels';

/** A field inside a definition: its key and column are known. */
export type Field<S extends FieldSpec = FieldSpec> = S & { key: string; column: string };

export type SortOrder = 'asc' | 'desc';

export interface ResourceSpec<F extends Record<string, FieldSpec>> {
  /** camelCase; the i18n namespace (`resources.<name>`) and the query-key root */
  name: string;
  area: string;
  /** API path of the standard endpoints, e.g. `/sys/position` */
  path: string;
  table: string;
  /** right prefix: `<permission>:list|add|edit|delete|import|export` */
  permission: string;
  fields: F;
  defaultSort?: { field: keyof F & string; order: SortOrder };
  /** rows carry `del_flag`; delete marks them instead of removing */
  softDelete?: boolean;
  /** rows carry `tenant_id`; lists and writes stay in the caller's tenant */
  tenantScoped?: boolean;
  /** every add and edit stores a version of the record in sys_data_log (数据日志) */
  dataLog?: boolean;
  /** the resource's name per language, for resources an admin defines (code-defined ones use locale keys) */
  title?: LabelSet;
  /**
   * the menu component string of the kit's own list screen when the resource needs no screen of its own (a plain
   * resource): the web app opens the kit's ResourcePage over the definition for it, e.g. 'system/PositionList'
   */
  page?: string;
  /**
   * the server writes its rows itself and serves it through its own routes (logs, uploads, link rows), so the
   * kit does not register its standard endpoints and the resource registry leaves it out
   */
  ownRoutes?: true;
}

export interface ResourceDefinition<
  F extends Record<string, FieldSpec> = Record<string, FieldSpec>,
> extends Omit<ResourceSpec<F>, 'fields'> {
  fields: { [K in keyof F]: Field<F[K]> };
}

type ValueOf<S> = S extends FieldSpec<FieldKind, infer V> ? V : never;
type SecretKeys<F> = { [K in keyof F]: F[K] extends FieldSpec<'password' | 'secret'> ? K : never }[keyof F];

/** A record as lists and details return it: id, every non-secret field (null when unset). */
export type RecordOf<D extends ResourceDefinition> = { id: string } & {
  -readonly [K in Exclude<keyof D['fields'], SecretKeys<D['fields']>>]: ValueOf<D['fields'][K]> | null;
};

/** What add and edit accept: any field, secrets included. */
export type InputOf<D extends ResourceDefinition> = { id?: string } & {
  -readonly [K in keyof D['fields']]?: ValueOf<D['fields'][K]> | null;
};

/** `postRank` → `post_rank` */
export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * A resource definition: fields get their keys and columns; the definition is also the whitelist of
 * what may be searched, sorted and written.
 * @example export const position = defineResource({ name: 'position', area: 'system', path: '/sys/position', table: 'sys_position', permission: 'system:position', fields: { name: text() } })
 */
export function defineResource<const F extends Record<string, FieldSpec>>(
  spec: ResourceSpec<F>,
): ResourceDefinition<F> {
  const fields = {} as { [K in keyof F]: Field<F[K]> };
  for (const key of Object.keys(spec.fields) as (keyof F & string)[]) {
    const field = spec.fields[key];
    if (key === 'id') throw new Error(`${spec.name}: 'id' is implicit and cannot be a field`);
    fields[key] = { ...field, key, column: field.column ?? snakeCase(key) } as Field<F[typeof key]>;
  }
  if (spec.defaultSort && !fields[spec.defaultSort.field]?.sort) {
    throw new Error(`${spec.name}: default sort field ${spec.defaultSort.field} is not sortable`);
  }
  return { ...spec, fields };
}

/** Fields in definition order. @example fieldList(position).map((f) => f.key) */
export function fieldList(def: ResourceDefinition): Field[] {
  return Object.values(def.fields);
}

/** Fields an answer may carry (no secrets). @example readableFields(position) */
export function readableFields(def: ResourceDefinition): Field[] {
  return fieldList(def).filter((f) => !isSecret(f));
}

/** What a caller may do with a resource; each needs its own right. */
export type ResourceAction = 'list' | 'add' | 'edit' | 'delete' | 'import' | 'export';

/** The right needed for an action. @example rightOf(position, 'add') // 'system:position:add' */
export function rightOf(def: { permission: string }, action: ResourceAction): string {
  return `${def.permission}:${action}`;
}
