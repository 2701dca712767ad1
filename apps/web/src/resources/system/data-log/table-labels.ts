import {
  fieldLabelKey,
  resourceRegistry,
  resourceTitleKey,
  type DictItem,
  type ResourceDefinition,
} from '@weld/core';

const byTable = new Map<string, ResourceDefinition>(resourceRegistry.map((d) => [d.table, d]));

/**
 * Labels of a logged table, its fields and dictionary values from the resource definition that owns the
 * table, in the user's language; a table, field or value nothing names shows as stored.
 * @example tableLabels('sys_user', t, i18n.exists, session.dict()).value('status', '1') // '正常'
 */
export function tableLabels(
  table: string,
  t: (key: string) => string,
  exists: (key: string) => boolean,
  dicts: Record<string, DictItem[]> = {},
) {
  const def = byTable.get(table);
  const label = (key: string, fallback: string) => (exists(key) ? t(key) : fallback);
  return {
    table: def ? label(resourceTitleKey(def), table) : table,
    field: (key: string) => (def && def.fields[key] ? label(fieldLabelKey(def, key), key) : key),
    /** a dictionary field's stored value as its text (several for multi-choice fields) */
    value: (key: string, raw: unknown): unknown => {
      const code = def?.fields[key]?.dictCode;
      const items = code ? dicts[code] : undefined;
      if (!items || raw === null || raw === undefined || raw === '') return raw;
      const text = (v: string) => items.find((i) => String(i.value) === v)?.text ?? v;
      return String(raw).split(',').map(text).join(',');
    },
  };
}
