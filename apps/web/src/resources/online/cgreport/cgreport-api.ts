import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import type { MenuEntry } from '../../system/permission';

const BASE = '/online/cgreport';

/** A report column as the designer edits it (ONLINE.md `onl_cgreport_item`); flags are 0/1. */
export interface ReportItem {
  fieldName: string;
  fieldTxt: string | null;
  fieldType: string;
  isShow: number;
  isSearch: number;
  searchMode: 'single' | 'group';
  dictCode: string | null;
  fieldHref: string | null;
  isTotal: number;
  orderNum: number;
}

/** A `${param}` of the SQL: its name, text and default. */
export interface ReportParam {
  paramName: string;
  paramTxt: string | null;
  paramValue: string | null;
  orderNum: number;
}

export interface ReportHead {
  id?: string;
  code: string;
  name: string;
  cgrSql: string;
  dbSource: string | null;
}

/** What add and edit send and the designer holds: the head, its columns and its parameters. */
export interface ReportDesign {
  head: ReportHead;
  items: ReportItem[];
  params: ReportParam[];
}

/** The report designer's calls (ONLINE.md "Reports"); writes are silent so the designer shows refusals by field. */
export const cgreportApi = {
  items: async (headId: string) =>
    unwrap(await http.get<ReportItem[]>(`${BASE}/item/listByHeadId`, { headId })),
  params: async (headId: string) =>
    unwrap(await http.get<ReportParam[]>(`${BASE}/param/listByHeadId`, { headId })),
  parseSql: async (sql: string, dbKey: string | null) =>
    unwrap(
      await http.post<{ fields: ReportItem[]; params: ReportParam[] }>(
        `${BASE}/head/parseSql`,
        { sql, dbKey: dbKey ?? '' },
        { silent: true },
      ),
    ),
  add: async (design: ReportDesign) =>
    unwrap(await http.post<{ id: string }>(`${BASE}/head/add`, design, { silent: true })),
  edit: async (design: ReportDesign) =>
    unwrap(await http.put<{ id: string }>(`${BASE}/head/edit`, design, { silent: true })),
  remove: (id: string) => http.delete<unknown>(`${BASE}/head/delete`, { id }),
  addToMenu: (entry: MenuEntry & { id: string }) => http.post<unknown>(`${BASE}/head/addToMenu`, entry),
};
