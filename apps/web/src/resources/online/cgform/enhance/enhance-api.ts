import type { CgformButton, CgformEnhance, LinkageRule } from '@weld/core';
import { http } from '../../../../lib/http';
import { unwrap } from '../../../../lib/http/unwrap';
import type { Row } from '../../../../kit/resource-api';

/** A stored revision of a form's buttons and rules. */
export interface EnhanceRevision extends CgformEnhance {
  id: string;
  createBy: string | null;
  createTime: string | null;
}

/** A button as the list gets it: what it shows, not what it does (the server keeps that). */
export type ShownButton = Omit<CgformButton, 'assignments' | 'actionName'>;

/** The buttons the caller may press and the form's linkage rules by field key. */
export interface FormEnhance {
  buttons: ShownButton[];
  rules: LinkageRule[];
}

const BASE = '/online/cgform';

/**
 * The calls of a form's buttons and linkage rules: the designer's (按钮/联动, revisions) and the list's (its
 * buttons and rules, doButton).
 * @example await enhanceApi.save(headId, { buttons, rules })
 */
export const enhanceApi = {
  load: async (headId: string) =>
    unwrap(
      await http.get<CgformEnhance & { actions: string[] }>(`${BASE}/enhance/queryByHeadId`, { headId }),
    ),
  /** silent: the editor shows the refusals at their places */
  save: async (headId: string, enhance: CgformEnhance) =>
    unwrap(await http.put<CgformEnhance>(`${BASE}/enhance/save`, { headId, ...enhance }, { silent: true })),
  revisions: async (headId: string) =>
    unwrap(await http.get<EnhanceRevision[]>(`${BASE}/enhance/revisions`, { headId })),
  restore: async (headId: string, revisionId: string) =>
    unwrap(await http.post<CgformEnhance>(`${BASE}/enhance/restore`, { headId, revisionId })),
  /** silent: without them the list still works (its own failures are reported by its own calls) */
  ofForm: async (code: string) =>
    unwrap(
      await http.get<FormEnhance>(`${BASE}/api/getEnhance/${encodeURIComponent(code)}`, undefined, {
        silent: true,
      }),
    ),
  press: async (formId: string, ids: string[], buttonCode: string) =>
    unwrap(await http.post<Row[]>(`${BASE}/api/doButton`, { formId, dataId: ids.join(','), buttonCode })),
};
