import type { ResourceDefinition } from '../resource';
import { fieldLabelKey } from '../resource/labels';
import { isSecret } from '../resource/fields';

/** A column of a popup report: the record field, the label's locale key, and an optional starting order. */
export interface PopupReportColumn {
  dataIndex: string;
  /** a locale key; the picker translates it */
  title: string;
  sortOrder?: 'ascend' | 'descend';
}

/** A search box of a popup report; hidden '1' keeps it out of the search form. */
export interface PopupQueryItem {
  field: string;
  mode: 'single';
  hidden?: '1';
}

/** The report popup configuration of spec widgets §3, plus where its rows come from. */
export interface PopupReportConfig {
  cgRpConfigId: string;
  /** a locale key */
  cgRpConfigName: string;
  columns: PopupReportColumn[];
  /** dictionary-coded columns show `<field>_dictText`; listed so the picker knows which */
  dictOptions: Record<string, string>;
  queryItems: PopupQueryItem[];
  /** list endpoint of the kit that answers the rows (its own rights apply) */
  listUrl: string;
}

/**
 * A popup report over a resource's list: its listed fields as columns, its contains-searchable text
 * fields as search boxes, its dictionary fields shown by their texts.
 * @example popupReportOf(position, 'sys_position', 'resources.position.title')
 */
export function popupReportOf(
  def: ResourceDefinition,
  code: string,
  name: string,
  fields: readonly string[],
): PopupReportConfig {
  // secret fields (passwords) are never listed by the server, so never offered as columns either
  const known = fields.filter((f) => def.fields[f] && !isSecret(def.fields[f]));
  return {
    cgRpConfigId: code,
    cgRpConfigName: name,
    columns: known.map((f) => ({ dataIndex: f, title: fieldLabelKey(def, f) })),
    dictOptions: Object.fromEntries(
      known.filter((f) => def.fields[f].dictCode).map((f) => [f, def.fields[f].dictCode as string]),
    ),
    queryItems: known
      .filter((f) => def.fields[f].search === 'like')
      .map((f) => ({ field: f, mode: 'single' as const })),
    listUrl: `${def.path.replace(/\/$/, '')}/list`,
  };
}

/** Why a popup column cannot open: its code, orgFields or destFields is missing, or their counts differ. */
export type PopupConfigProblem = 'missing' | 'mismatch';

const fieldList = (text?: string) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Checks a popup column: code, orgFields and destFields are required (popup参数未正确配置!), and the source
 * and target lists must be as long as each other (…原始值和目标值数量不一致!).
 * @example checkPopupConfig({ popupCode: 'sys_user', orgFields: 'realname', destFields: 'operator' }) // null
 */
export function checkPopupConfig(c: {
  popupCode?: string;
  orgFields?: string;
  destFields?: string;
}): PopupConfigProblem | null {
  const org = fieldList(c.orgFields);
  const dest = fieldList(c.destFields);
  if (!c.popupCode || org.length === 0 || dest.length === 0) return 'missing';
  return org.length === dest.length ? null : 'mismatch';
}

/**
 * What choosing report rows writes into the grid row: each destination field takes its source field,
 * several chosen rows comma-joined.
 * @example popupValues([{ realname: '张工', phone: '138' }], 'realname,phone', 'operator,tel') // { operator: '张工', tel: '138' }
 */
export function popupValues(
  rows: readonly Record<string, unknown>[],
  orgFields?: string,
  destFields?: string,
): Record<string, string> {
  const org = fieldList(orgFields);
  const dest = fieldList(destFields);
  const out: Record<string, string> = {};
  dest.forEach((d, i) => {
    out[d] = rows
      .map((r) => r[org[i]])
      .filter((v) => v !== null && v !== undefined && v !== '')
      .map(String)
      .join(',');
  });
  return out;
}
