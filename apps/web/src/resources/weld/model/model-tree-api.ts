import type { ModelSearchResult } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import type { Row } from '../../../kit/resource-api';

/** Calls of the model tree screen beyond the kit's standard ones. */
export const modelTreeApi = {
  search: async (keyword: string) =>
    unwrap(await http.get<ModelSearchResult>('/weld/model/search', { keyword })),
  /** silent: the screen shows the refusal itself */
  move: async (id: string, parentId: string | null, index: number) =>
    unwrap(await http.post<null>('/weld/model/move', { id, parentId, index }, { silent: true })),
  node: async (id: string) => unwrap(await http.get<Row>('/weld/model/queryById', { id })),
};
