import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

/** A role as `GET /sys/role/queryall` lists it. */
export interface RoleOption {
  id: string;
  roleName: string;
  roleCode: string;
}

/** 1 normal, 2 frozen (dictionary user_status). */
export type UserStatus = 1 | 2;

/** The users screen's calls beyond the kit's CRUD; refusals are reported by the HTTP client unless silent. */
export const userAdminApi = {
  roles: async () => unwrap(await http.get<RoleOption[]>('/sys/role/queryall')),
  /** answers the server's message (冻结成功! / 解冻成功!) */
  frozenBatch: async (ids: string[], status: UserStatus) =>
    (await http.put<null>('/sys/user/frozenBatch', { ids: ids.join(','), status })).message,
  /** silent: the reset dialog shows a refusal itself */
  changePassword: async (body: { username: string; password: string; confirmpassword: string }) =>
    (await http.put<null>('/sys/user/changePassword', body, { silent: true })).message,
};
