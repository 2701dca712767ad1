import type { DataRule, PermissionTreeNode } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

/** Calls of the authorization drawer: the menu tree, a role's grants and its data-rule choices. */
export const roleAuthApi = {
  tree: async () =>
    unwrap(
      await http.get<{ treeList: PermissionTreeNode[]; ids: string[] }>('/sys/permission/queryTreeList'),
    ),
  granted: async (roleId: string) =>
    unwrap(await http.get<string[]>('/sys/permission/queryRolePermission', { roleId })),
  save: async (roleId: string, permissionIds: string[], lastpermissionIds: string[]) =>
    unwrap(
      await http.post<unknown>('/sys/permission/saveRolePermission', {
        roleId,
        permissionIds: permissionIds.join(','),
        lastpermissionIds: lastpermissionIds.join(','),
      }),
    ),
  rules: async (permissionId: string, roleId: string) =>
    unwrap(
      await http.get<{ datarule: DataRule[]; drChecked: string[] }>(
        `/sys/role/datarule/${encodeURIComponent(permissionId)}/${encodeURIComponent(roleId)}`,
      ),
    ),
  saveRules: async (permissionId: string, roleId: string, dataRuleIds: string[]) =>
    unwrap(
      await http.post<unknown>('/sys/role/datarule', {
        permissionId,
        roleId,
        dataRuleIds: dataRuleIds.join(','),
      }),
    ),
};
