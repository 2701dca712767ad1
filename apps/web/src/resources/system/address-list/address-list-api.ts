import type { PageResult } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

/** One person as GET /sys/user/queryByOrgCodeForAddressList answers (contact fields only). */
export interface AddressEntry {
  id: string;
  realname: string;
  username: string;
  workNo: string | null;
  post: string | null;
  postText: string | null;
  phone: string | null;
  email: string | null;
  departNames: string | null;
}

export interface AddressQuery {
  orgCode?: string;
  realname?: string;
  pageNo: number;
  pageSize: number;
}

/** @example await addressPage({ orgCode: 'A01', pageNo: 1, pageSize: 10 }) */
export async function addressPage(q: AddressQuery): Promise<PageResult<AddressEntry>> {
  return unwrap(await http.get<PageResult<AddressEntry>>('/sys/user/queryByOrgCodeForAddressList', { ...q }));
}
