import type { DataRule, PermissionNode } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

/** What the menu form sends: a node without its derived parts. */
export type PermissionInput = Omit<PermissionNode, 'id' | 'title' | 'leaf' | 'ruleFlag' | 'children'> & {
  id?: string;
};
export type RuleInput = Omit<DataRule, 'id' | 'createTime'> & { id?: string };

/** Query keys of 菜单管理; every write invalidates `permissionKeys.all`. */
export const permissionKeys = {
  all: ['permission'] as const,
  list: ['permission', 'list'] as const,
  rules: (permissionId: string) => ['permission', 'rules', permissionId] as const,
};

/** Calls of 菜单管理: the tree, node writes, and a menu's data rules. */
export const permissionApi = {
  list: async () => unwrap(await http.get<PermissionNode[]>('/sys/permission/list')),
  add: async (node: PermissionInput) => unwrap(await http.post<{ id: string }>('/sys/permission/add', node)),
  edit: async (node: PermissionInput) => unwrap(await http.put<{ id: string }>('/sys/permission/edit', node)),
  remove: async (id: string) => unwrap(await http.delete<unknown>('/sys/permission/delete', { id })),
  rules: async (permissionId: string) =>
    unwrap(await http.get<DataRule[]>('/sys/permission/getPermRuleListByPermId', { permissionId })),
  addRule: async (rule: RuleInput) =>
    unwrap(await http.post<{ id: string }>('/sys/permission/addPermissionRule', rule)),
  editRule: async (rule: RuleInput) =>
    unwrap(await http.put<{ id: string }>('/sys/permission/editPermissionRule', rule)),
  removeRule: async (id: string) =>
    unwrap(await http.delete<unknown>('/sys/permission/deletePermissionRule', { id })),
};

/**
 * The menu tree without buttons (and without the node `skip` and its branch): where a menu may be put.
 * @example parentChoices(await permissionApi.list(), null)
 */
export function parentChoices(nodes: PermissionNode[], skip: string | null): PermissionNode[] {
  return nodes
    .filter((n) => n.menuType !== 2 && n.id !== skip)
    .map((n) => ({ ...n, children: n.children ? parentChoices(n.children, skip) : undefined }));
}
