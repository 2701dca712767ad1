import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

/** 组织设置: the model nodes whose subtrees an organisation sees, read and replaced whole. */
export const orgSetApi = {
  query: async (orgCode: string) => unwrap(await http.get<string[]>('/weld/orgSet/query', { orgCode })),
  /** answers the ids as stored (a node under another checked node is kept as that ancestor) */
  save: async (orgCode: string, modelIds: string[]) =>
    unwrap(await http.post<string[]>('/weld/orgSet/save', { orgCode, modelIds })),
  names: async (ids: string[]) =>
    ids.length ? unwrap(await http.get<string[]>('/weld/model/loadDictItem', { ids: ids.join(',') })) : [],
};
