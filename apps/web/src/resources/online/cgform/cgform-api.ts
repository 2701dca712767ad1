import type { CgformDesign, CgformField, CgformHead, CgformIndex, SyncMethod } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import type { MenuEntry } from '../../system/permission';

/** What `syncPlan` answers (sync.service.ts): the DDL for this database, the rows a force sync drops, and, in the
 * caller's language, what a normal sync would lose and the index names other tables hold. */
export interface SyncPlan {
  code: string;
  tableName: string;
  method: SyncMethod;
  dialect: string;
  exists: boolean;
  statements: string[];
  rowsLost: number;
  losses: string[];
  conflicts: string[];
  /** whether this sync may run as planned */
  allowed: boolean;
}

export interface TableRows {
  tableName: string;
  exists: boolean;
  rows: number;
}

/** 添加到菜单's choices: the parent menu (none: top level), the entry's name, icon and order. */
const BASE = '/online/cgform';

/**
 * The designer's calls (ONLINE.md "Form designs"); query keys sit under `cgformHead`, so the list's refresh renews them.
 * @example await cgformApi.design(id)
 */
export const cgformApi = {
  head: async (id: string) =>
    unwrap(await http.get<CgformHead & { id: string }>(`${BASE}/head/queryById`, { id })),
  fields: async (headId: string) =>
    unwrap(await http.get<CgformField[]>(`${BASE}/field/listByHeadId`, { headId })),
  indexs: async (headId: string) =>
    unwrap(await http.get<CgformIndex[]>(`${BASE}/index/listByHeadId`, { headId })),
  exportJson: async (id: string) => unwrap(await http.get<CgformDesign>(`${BASE}/head/exportJson`, { id })),
  importJson: (design: CgformDesign) => http.post<CgformHead>(`${BASE}/head/importJson`, design),
  addAll: (design: CgformDesign) => http.post<CgformHead>(`${BASE}/api/addAll`, design, { silent: true }),
  editAll: (design: CgformDesign) => http.put<CgformHead>(`${BASE}/api/editAll`, design, { silent: true }),
  /** null when the table name is free for the design, else the server's reason (its message with -1) */
  checkOnlyTable: async (tbname: string, id?: string) => {
    const answer = await http.get<number>(`${BASE}/head/checkOnlyTable`, { tbname, id }, { silent: true });
    return unwrap(answer) === 1 ? null : answer.message;
  },
  tableRows: async (id: string) => unwrap(await http.get<TableRows>(`${BASE}/head/tableRows`, { id })),
  syncPlan: async (id: string, method: SyncMethod) =>
    unwrap(await http.get<SyncPlan>(`${BASE}/api/syncPlan/${id}/${method}`)),
  doDbSynch: (id: string, method: SyncMethod) => http.post<unknown>(`${BASE}/api/doDbSynch/${id}/${method}`),
  removeRecord: (id: string) => http.delete<null>(`${BASE}/head/removeRecord`, { id }),
  remove: (id: string) => http.delete<null>(`${BASE}/head/delete`, { id }),
  /** makes a copy view of a form; answers the copy's head */
  copyOnline: async (code: string) =>
    unwrap(
      await http.post<CgformHead & { id: string }>(
        `${BASE}/head/copyOnline?code=${encodeURIComponent(code)}`,
      ),
    ),
  addToMenu: (entry: MenuEntry & { id: string }) => http.post<unknown>(`${BASE}/head/addToMenu`, entry),
  queryTables: async () => unwrap(await http.get<unknown[]>(`${BASE}/head/queryTables`)),
  transTables: (tables: string[]) =>
    http.post<unknown>(`${BASE}/api/transTables/${tables.map(encodeURIComponent).join(',')}`),
};
