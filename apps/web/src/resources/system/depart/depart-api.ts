import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import type { GrantNode } from './grant-tree';

/** The permission calls of 部门管理 (rights of the department and of its roles). */
export const departApi = {
  permissionTree: async () =>
    unwrap(
      await http.get<{ treeList: GrantNode[]; ids: string[] }>('/sys/sysDepartPermission/queryTreeList'),
    ),
  departPermissions: async (departId: string) =>
    unwrap(await http.get<string[]>('/sys/permission/queryDepartPermission', { departId })),
  saveDepartPermissions: async (departId: string, ids: string[], last: string[]) =>
    unwrap(
      await http.post<unknown>('/sys/permission/saveDepartPermission', {
        departId,
        permissionIds: ids.join(','),
        lastpermissionIds: last.join(','),
      }),
    ),
  roleTree: async (departId: string) =>
    unwrap(
      await http.get<{ treeList: GrantNode[]; ids: string[] }>(
        '/sys/sysDepartPermission/queryTreeListForDeptRole',
        { departId },
      ),
    ),
  rolePermissions: async (roleId: string) =>
    unwrap(await http.get<string[]>('/sys/sysDepartPermission/queryDeptRolePermission', { roleId })),
  saveRolePermissions: async (roleId: string, ids: string[], last: string[]) =>
    unwrap(
      await http.post<unknown>('/sys/sysDepartPermission/saveDeptRolePermission', {
        roleId,
        permissionIds: ids.join(','),
        lastpermissionIds: last.join(','),
      }),
    ),
};
