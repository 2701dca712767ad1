import type { PageResult } from '@weld/core';
import { http, type Params } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

/** A user of a department as GET /sys/user/departUserList answers it. */
export interface DepartUser {
  id: string;
  username: string;
  realname: string;
  phone: string | null;
  email: string | null;
  status: number;
  orgCode: string | null;
}

export interface DepartRoleRow {
  id: string;
  roleName: string;
  roleCode: string;
}

/** Calls of 部门用户: the department's users, linking and unlinking, and their department roles. */
export const departUserApi = {
  list: async (params: Params) =>
    unwrap(await http.get<PageResult<DepartUser>>('/sys/user/departUserList', params)),
  link: async (depId: string, userIdList: string[]) =>
    unwrap(await http.post<unknown>('/sys/user/editSysDepartWithUser', { depId, userIdList })),
  unlink: async (depId: string, userId: string) =>
    unwrap(await http.delete<unknown>('/sys/user/deleteUserInDepart', { depId, userId })),
  unlinkBatch: async (depId: string, userIds: string[]) =>
    unwrap(
      await http.delete<unknown>('/sys/user/deleteUserInDepartBatch', { depId, userIds: userIds.join(',') }),
    ),
  roles: async (deptId: string) =>
    unwrap(
      await http.get<PageResult<DepartRoleRow>>('/sys/sysDepartRole/list', {
        deptId,
        pageSize: 1000,
        column: 'roleName',
        order: 'asc',
      }),
    ).records,
  userRoles: async (userId: string, departId: string) =>
    unwrap(await http.get<string[]>('/sys/sysDepartRole/getDeptRoleByUserId', { userId, departId })),
  saveUserRoles: async (userId: string, now: string[], before: string[]) =>
    unwrap(
      await http.post<unknown>('/sys/sysDepartRole/deptRoleUserAdd', {
        userId,
        newRoleId: now.join(','),
        oldRoleId: before.join(','),
      }),
    ),
};
