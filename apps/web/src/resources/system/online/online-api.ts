import type { OnlineSession, PageResult } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

export type { OnlineSession };

/** @example await onlineList({ username: 'adm', pageNo: 1, pageSize: 10 }) */
export async function onlineList(params: {
  username: string;
  pageNo: number;
  pageSize: number;
}): Promise<PageResult<OnlineSession>> {
  return unwrap(await http.get<PageResult<OnlineSession>>('/sys/online/list', params));
}

/** Ends a session at once (its next call is refused). @example await forceLogout(session.id) */
export async function forceLogout(id: string): Promise<void> {
  unwrap(await http.post<null>('/sys/online/forceLogout', { id }));
}
