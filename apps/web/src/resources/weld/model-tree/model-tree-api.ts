import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import type { Row } from '../../../kit/resource-api';

/** A search hit with the ids of its ancestors in reach, top down. */
export interface ModelSearchHit {
  id: string;
  code: string;
  name: string;
  nodeType: string;
  ancestorIds: string[];
}

/** Calls of the model tree screen beyond the kit's standard ones. */
export const modelTreeApi = {
  search: async (keyword: string) => unwrap(await http.get<{ hits: ModelSearchHit[]; truncated: boolean }>('/weld/model/search', { keyword })),
  /** silent: the screen shows the refusal itself */
  move: async (id: string, parentId: string | null, index: number) => unwrap(await http.post<null>('/weld/model/move', { id, parentId, index }, { silent: true })),
  node: async (id: string) => unwrap(await http.get<Row>('/weld/model/queryById', { id })),
};
