import type { Field, ResourceDefinition } from '../resource/define';
import { fieldList } from '../resource/define';
import { fieldLabelKey, resourceTitleKey } from '../resource/labels';
import { isSecret } from '../resource/fields';
import { KIND_VALUES } from '../field-kinds/kind-values';
import type { QueryFieldEntry, QueryFieldInfo } from './types';
import { SWITCH_VALUES } from './types';

/**
 * How the builder edits a field kind, with the server's db type (the kind's value facts), its dictionary and
 * the yes/no options of a switch.
 * @example queryInfoOf(position.fields.postRank) // { type: 'list', dbType: 'string', dictCode: 'position_rank' }
 */
export function queryInfoOf(field: Field, label: (key: string) => string = (k) => k): QueryFieldInfo {
  const info: QueryFieldInfo = { ...(KIND_VALUES[field.kind].query ?? { type: 'string', dbType: 'string' }) };
  if (info.type === 'list' || info.type === 'list_multi') info.dictCode = field.dictCode;
  if (info.type === 'switch')
    info.options = SWITCH_VALUES.map((v) => ({ value: v, label: label(`switch.${v}`) }));
  return info;
}

/**
 * The builder's field list of a resource: one group named after it, holding every field that is shown
 * or searched, never secrets, rich text or uploads. `t` turns label keys into texts.
 * @example queryFieldsOf(position, t) // [{ value: 'position', label: '职务管理', children: [{ value: 'code', label: '职务编码', type: 'string', … }, …] }]
 */
export function queryFieldsOf(def: ResourceDefinition, t: (key: string) => string): QueryFieldEntry[] {
  const children = fieldList(def)
    .filter((f) => !isSecret(f) && KIND_VALUES[f.kind].query !== null && (f.list || f.search))
    .map((f) => ({
      value: f.key,
      label: t(fieldLabelKey(def, f.key)),
      ...queryInfoOf(f, (k) => t(`web.query.${k}`)),
    }));
  return [{ value: def.name, label: t(resourceTitleKey(def)), children }];
}
