import type { PageResult } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

export interface RoleRow {
  id: string;
  roleName: string;
  roleCode: string;
}

export interface RoleUser {
  id: string;
  username: string;
  realname: string;
  phone: string | null;
  status: number;
}

export interface UsersQuery {
  roleId: string;
  pageNo: number;
  pageSize: number;
  username?: string;
}

/** Query keys of 角色用户; writes invalidate `roleUserKeys.users`. */
export const roleUserKeys = {
  roles: (params: object) => ['roleUser', 'roles', params] as const,
  users: ['roleUser', 'users'] as const,
};

/** Calls of 角色用户: roles (the kit's role list), a role's users, linking and unlinking. */
export const roleUserApi = {
  roles: async (params: { pageNo: number; pageSize: number; roleName?: string }) =>
    unwrap(
      await http.get<PageResult<RoleRow>>('/sys/role/list', {
        ...params,
        roleName: params.roleName ? `*${params.roleName}*` : undefined,
        column: 'createTime',
        order: 'desc',
      }),
    ),
  /** every role {id, roleName, roleCode}; any signed-in user may ask */
  all: async () => unwrap(await http.get<RoleRow[]>('/sys/role/queryall')),
  users: async (q: UsersQuery) =>
    unwrap(await http.get<PageResult<RoleUser>>('/sys/user/userRoleList', { ...q })),
  add: async (roleId: string, userIdList: string[]) =>
    unwrap(await http.post<unknown>('/sys/user/addSysUserRole', { roleId, userIdList })),
  remove: async (roleId: string, userId: string) =>
    unwrap(await http.delete<unknown>('/sys/user/deleteUserRole', { roleId, userId })),
  removeBatch: async (roleId: string, userIds: string[]) =>
    unwrap(
      await http.delete<unknown>('/sys/user/deleteUserRoleBatch', { roleId, userIds: userIds.join(',') }),
    ),
};
