import type { PageResult } from '@weld/core';
import { HttpError, http, reportFailure, type Params } from '../../../../lib/http';
import { unwrap } from '../../../../lib/http/unwrap';
import { postExcelImport, type ResourceApi, type Row } from '../../../../kit/resource-api';

/** The message of a form whose table is not in sync with its design (ONLINE.md), the same in every language. */
export const NO_DB_SYNC = 'NO_DB_SYNC';

const BASE = '/online/cgform/api';

/** Whether a failed call said the form is not in sync with its table. */
export const isNoDbSync = (e: unknown): boolean => e instanceof HttpError && e.message === NO_DB_SYNC;

/**
 * Runs a call silently and reports its failure as any other, except `NO_DB_SYNC`: the list screen shows that
 * state itself (with its sync button) instead of a notice, told by `onNoSync`.
 */
export async function notSyncQuiet<T>(call: () => Promise<T>, onNoSync?: () => void): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (isNoDbSync(e)) onNoSync?.();
    else if (e instanceof HttpError) reportFailure(e.failure);
    throw e;
  }
}

/** The list parameters an export names in `paramsStr`: those with a value. */
function paramsStr(params: Params): string {
  const set = Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return JSON.stringify(Object.fromEntries(set));
}

export interface OnlineFormApiOptions {
  /** a read or delete answered `NO_DB_SYNC`: the form's design changed since its last sync */
  onNoSync?(): void;
}

/**
 * The kit's calls of a resource (`ResourceApi`) over an online form's data calls (ONLINE.md "Data of a form"),
 * `code` the form's head id, so `ResourcePage` serves a form like any resource.
 * @example <ResourcePage definition={definition} api={onlineFormApi(head.id)} />
 */
export function onlineFormApi(code: string, { onNoSync }: OnlineFormApiOptions = {}): ResourceApi {
  const at = encodeURIComponent(code);
  const quiet = { silent: true };
  const reading = <T>(call: () => Promise<T>) => notSyncQuiet(call, onNoSync);
  return {
    list: (params: Params) =>
      reading(async () => unwrap(await http.get<PageResult<Row>>(`${BASE}/getData/${at}`, params, quiet))),
    queryById: (id: string) =>
      reading(async () =>
        unwrap(await http.get<Row>(`${BASE}/form/${at}/${encodeURIComponent(id)}`, undefined, quiet)),
      ),
    // writes are silent: the form shows the server's per-field errors and other refusals itself
    add: async (values: Record<string, unknown>) =>
      unwrap(await http.post<unknown>(`${BASE}/form/${at}`, values, quiet)),
    edit: async (values: Record<string, unknown>) =>
      unwrap(await http.put<unknown>(`${BASE}/form/${at}`, values, quiet)),
    remove: (id: string) =>
      reading(async () =>
        unwrap(await http.delete<unknown>(`${BASE}/form/${at}/${encodeURIComponent(id)}`, undefined, quiet)),
      ),
    removeBatch: (ids: string[]) =>
      reading(async () =>
        unwrap(
          await http.delete<unknown>(
            `${BASE}/form/${at}/${ids.map(encodeURIComponent).join(',')}`,
            undefined,
            quiet,
          ),
        ),
      ),
    /** the list query as `paramsStr`, or only the given rows (`selections`); the client reports a refusal */
    exportXls: (params: Params, selections: string[], fileType = 'xlsx') => {
      const query = selections.length > 0 ? { selections: selections.join(',') } : params;
      return http.download(`${BASE}/exportXls/${at}`, {
        params: { paramsStr: paramsStr(query), ...(fileType === 'xls' ? { fileType } : {}) },
      });
    },
    importExcel: (file: Blob, name: string) => postExcelImport(`${BASE}/importXls/${at}`, file, name),
  };
}
