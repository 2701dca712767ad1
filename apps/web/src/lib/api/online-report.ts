import { useQuery } from '@tanstack/react-query';
import {
  date,
  datetime,
  defineResource,
  dict,
  number,
  text,
  type FieldSpec,
  type LabelSet,
  type PageResult,
  type ResourceDefinition,
} from '@weld/core';
import { http, type Params } from '../http';
import { unwrap } from '../http/unwrap';
import { registerResourceLabels } from '../resource-labels';

const BASE = '/online/cgreport/api';

/** A column of `getRpColumns` (ONLINE.md "Reports"). */
export interface ReportColumn {
  title: string;
  dataIndex: string;
  fieldType: string;
  dictCode: string | null;
  isTotal: '0' | '1';
}

/** A query field of `getQueryInfo`: single, or a range (group) sent as `<field>_begin` / `<field>_end`. */
export interface ReportQueryField {
  label: string;
  field: string;
  mode: 'single' | 'group';
  dictCode: string | null;
  fieldType: string;
}

/** A parameter of `getParamsInfo`, sent back as `self_<name>`. */
export interface ReportParamField {
  label: string;
  field: string;
  defValue: string | null;
}

/** What the report screen reads before its rows: the columns, query fields and parameters of one report. */
export interface ReportInfo {
  id: string;
  name: string;
  columns: ReportColumn[];
  fieldHrefSlots: { slotName: string; href: string }[];
  query: ReportQueryField[];
  params: ReportParamField[];
}

/** A page of report rows with the sums of its total columns over every selected row (the 合计 row). */
export type ReportPage = PageResult<Record<string, unknown>> & { totals?: Record<string, number | null> };

const NUMERIC = new Set(['Integer', 'Long', 'Double', 'BigDecimal']);
export const isNumeric = (fieldType: string) => NUMERIC.has(fieldType);

/** One label for every language: an admin typed it once. */
const everyLanguage = (label: string): LabelSet => ({ zh_CN: label, en_US: label, ru_RU: label });

function fieldOf(kind: { fieldType: string; dictCode: string | null }, options: Parameters<typeof text>[0]) {
  if (kind.dictCode) return dict(kind.dictCode, options);
  if (isNumeric(kind.fieldType)) return number(options as Parameters<typeof number>[0]);
  if (kind.fieldType === 'Date') return date(options);
  if (kind.fieldType === 'Datetime') return datetime(options);
  return text(options);
}

/**
 * The report as a read-only resource definition for the kit's list: its shown columns (sortable; a query field
 * searched as the server does it, `eq` for single and `range` for group), then its parameters as `self_<name>`
 * search fields, which are no column. Keys are the report's own field names.
 * @example reportDefinition(info).fields.item_text.search // 'eq'
 */
export function reportDefinition(info: ReportInfo): ResourceDefinition {
  const fields: Record<string, FieldSpec> = {};
  const searched = new Map(info.query.map((q) => [q.field, q]));
  for (const column of info.columns) {
    const query = searched.get(column.dataIndex);
    fields[column.dataIndex] = fieldOf(column, {
      label: everyLanguage(column.title),
      sort: true,
      form: false,
      search: query ? (query.mode === 'group' ? 'range' : 'eq') : undefined,
    });
  }
  // a query field the report does not show is still a filter
  for (const query of info.query.filter((q) => !(q.field in fields)))
    fields[query.field] = fieldOf(query, {
      label: everyLanguage(query.label),
      list: false,
      form: false,
      search: query.mode === 'group' ? 'range' : 'eq',
    });
  for (const param of info.params)
    fields[param.field] = text({ label: everyLanguage(param.label), list: false, form: false, search: 'eq' });
  return defineResource({
    name: `cgreport_${info.id}`,
    area: 'online',
    path: `${BASE}/getData/${info.id}`,
    table: `cgreport_${info.id}`,
    permission: `online:report:${info.id}`,
    title: everyLanguage(info.name),
    fields,
    ownRoutes: true,
  });
}

/** The parameters' defaults as the search form's first filters, so the first page is the report's default one. */
export const paramDefaults = (info: ReportInfo): Record<string, string> =>
  Object.fromEntries(info.params.filter((p) => p.defValue).map((p) => [p.field, String(p.defValue)]));

/** A link column's address for one row: `${field}` places filled (encoded); only http(s) and in-app paths. */
export function hrefOf(template: string, row: Record<string, unknown>): string | null {
  const filled = template.replace(/\$\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(row[name] === null || row[name] === undefined ? '' : String(row[name])),
  );
  if (/^https?:\/\//i.test(filled)) return filled;
  if (filled.startsWith('/') && !filled.startsWith('//')) return filled;
  return null;
}

/** Reads a report's columns, query fields and parameters (by id or code) and registers its labels. */
export async function fetchReportInfo(code: string): Promise<ReportInfo> {
  const at = encodeURIComponent(code);
  const quiet = { silent: true };
  const [columnAnswer, queryAnswer, paramAnswer] = await Promise.all([
    http.get<{
      columns: ReportColumn[];
      fieldHrefSlots: ReportInfo['fieldHrefSlots'];
      cgRpConfigId: string;
      cgRpConfigName: string;
    }>(`${BASE}/getRpColumns/${at}`, undefined, quiet),
    http.get<ReportQueryField[]>(`${BASE}/getQueryInfo/${at}`, undefined, quiet),
    http.get<ReportParamField[]>(`${BASE}/getParamsInfo/${at}`, undefined, quiet),
  ]);
  const columns = unwrap(columnAnswer);
  const query = unwrap(queryAnswer);
  const params = unwrap(paramAnswer);
  const info: ReportInfo = {
    id: columns.cgRpConfigId,
    name: columns.cgRpConfigName,
    columns: columns.columns,
    fieldHrefSlots: columns.fieldHrefSlots ?? [],
    query,
    params,
  };
  registerResourceLabels(reportDefinition(info));
  return info;
}

export const reportKeys = {
  all: ['cgreport'] as const,
  info: (code: string) => ['cgreport', 'info', { code }] as const,
};

/**
 * The report's info for its screens (TanStack Query); a failure is the query's error (404 unknown, 403 no right).
 * @example const { data } = useReportInfo(id)
 */
export function useReportInfo(code: string, enabled = true) {
  return useQuery({
    queryKey: reportKeys.info(code),
    queryFn: () => fetchReportInfo(code),
    retry: false,
    enabled,
  });
}

/** A page of the report's rows (getData) under list parameters. */
export const reportPage = async (id: string, params: Params) =>
  unwrap(await http.get<ReportPage>(`${BASE}/getData/${encodeURIComponent(id)}`, params));

/** The report's rows under the list parameters as a streamed .xlsx. */
export const reportExport = (id: string, params: Params) =>
  http.download(`${BASE}/exportXls/${encodeURIComponent(id)}`, { params });
