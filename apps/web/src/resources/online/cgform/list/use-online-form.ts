import { useQuery } from '@tanstack/react-query';
import type { ResourceDefinition, ServedSubTable, YesNo } from '@weld/core';
import { http } from '../../../../lib/http';
import { unwrap } from '../../../../lib/http/unwrap';
import { registerResourceLabels } from '../../../../lib/resource-labels';
import type { ResourceRights } from '../../../../kit/use-rights';

/** What the auto list needs of a form's head; the tree fields are served field keys ('' for a plain form). */
export interface OnlineFormHead {
  id: string;
  tableName: string;
  tableTxt: string;
  isTree: YesNo;
  /** N: the design changed since its last sync; the definition is the one served now */
  isDbSynch: YesNo;
  /** fields per row of the add/edit form: '1' to '4' */
  formTemplate: string;
  themeTemplate: string;
  pidField: string;
  hasChildField: string;
  textField: string;
  /** a main form's sub forms (empty for other forms): the ERP, tab and inner-table layouts read them */
  subTables?: ServedSubTable[];
}

/** `GET /online/cgform/api/getDefinition/{code}`: the served resource definition of a form and its head. */
export interface OnlineForm {
  definition: ResourceDefinition;
  head: OnlineFormHead;
  /** what the caller may do with the form's rows, as the server checks it (an administrator: everything) */
  rights: ResourceRights;
}

/** Query keys of the online forms' definitions; a sync invalidates `onlineFormKeys.all`. */
export const onlineFormKeys = {
  all: ['onlineForm'] as const,
  definition: (code: string) => ['onlineForm', 'getDefinition', { code }] as const,
};

/**
 * Fetches the definition of a form silently (the screen shows not found, no right and not in sync itself) and
 * registers its labels (typed by the admin) with the texts of the language shown.
 * @example const form = await fetchOnlineForm(code)
 */
export async function fetchOnlineForm(code: string): Promise<OnlineForm> {
  const answer = unwrap(
    await http.get<OnlineForm>(`/online/cgform/api/getDefinition/${encodeURIComponent(code)}`, undefined, {
      silent: true,
    }),
  );
  registerResourceLabels(answer.definition);
  for (const sub of answer.head.subTables ?? []) if (sub.definition) registerResourceLabels(sub.definition);
  return answer;
}

/**
 * The definition and head of the online form `code` (head id) for its auto list (TanStack Query); a failure is
 * the query's error (404 unknown, 403 no right, 409 `NO_DB_SYNC` never synced).
 * @example const { data, error } = useOnlineForm(code)
 */
export function useOnlineForm(code: string) {
  return useQuery({
    queryKey: onlineFormKeys.definition(code),
    queryFn: () => fetchOnlineForm(code),
    retry: false,
  });
}
