import type { AddressEntry, AddressQuery, PageResult } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

export type { AddressEntry, AddressQuery };

/** @example await addressPage({ orgCode: 'A01', pageNo: 1, pageSize: 10 }) */
export async function addressPage(q: AddressQuery): Promise<PageResult<AddressEntry>> {
  return unwrap(await http.get<PageResult<AddressEntry>>('/sys/user/queryByOrgCodeForAddressList', { ...q }));
}
