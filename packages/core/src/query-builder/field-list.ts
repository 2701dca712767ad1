import type { Field, ResourceDefinition } from '../resource/define';
import { fieldList } from '../resource/define';
import { fieldLabelKey, resourceTitleKey } from '../resource/labels';
import { isSecret } from '../resource/fields';
import type { QueryFieldEntry, QueryFieldInfo } from './types';
import { SWITCH_VALUES } from './types';

/** Field kinds with nothing a query can compare (stored HTML, uploaded paths). */
const NOT_QUERYABLE = new Set(['richText', 'image', 'file', 'password', 'secret']);

const PICKERS: Partial<Record<string, QueryFieldInfo['type']>> = { user: 'sel_user', depart: 'sel_depart', position: 'sel_position', category: 'cat_tree' };

/**
 * How the builder edits a field kind, with the server's db type.
 * @example queryInfoOf(position.fields.postRank) // { type: 'list', dbType: 'string', dictCode: 'position_rank' }
 */
export function queryInfoOf(field: Field, label: (key: string) => string = (k) => k): QueryFieldInfo {
  switch (field.kind) {
    case 'number':
      return { type: 'number', dbType: 'int' };
    case 'money':
      return { type: 'number', dbType: 'BigDecimal' };
    case 'date':
      return { type: 'date', dbType: 'Date' };
    case 'datetime':
      return { type: 'datetime', dbType: 'Datetime' };
    case 'dict':
      return { type: 'list', dbType: 'string', dictCode: field.dictCode };
    case 'multiDict':
      return { type: 'list_multi', dbType: 'string', dictCode: field.dictCode };
    case 'switchYN':
      return { type: 'switch', dbType: 'string', options: SWITCH_VALUES.map((v) => ({ value: v, label: label(`switch.${v}`) })) };
    default: {
      const picker = PICKERS[field.kind];
      return picker ? { type: picker, dbType: 'string' } : { type: 'string', dbType: 'string' };
    }
  }
}

/**
 * The builder's field list of a resource: one group named after it, holding every field that is shown
 * or searched, never secrets, rich text or uploads. `t` turns label keys into texts.
 * @example queryFieldsOf(position, t) // [{ value: 'position', label: '职务管理', children: [{ value: 'code', label: '职务编码', type: 'string', … }, …] }]
 */
export function queryFieldsOf(def: ResourceDefinition, t: (key: string) => string): QueryFieldEntry[] {
  const children = fieldList(def)
    .filter((f) => !isSecret(f) && !NOT_QUERYABLE.has(f.kind) && (f.list || f.search))
    .map((f) => ({ value: f.key, label: t(fieldLabelKey(def, f.key)), ...queryInfoOf(f, (k) => t(`web.query.${k}`)) }));
  return [{ value: def.name, label: t(resourceTitleKey(def)), children }];
}
