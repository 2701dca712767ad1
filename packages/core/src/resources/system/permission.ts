/**
 * Menus and rights (菜单管理, `sys_permission`): not a kit resource, its screen is a tree with its own
 * endpoints; this module holds what the server and the web app share about a node.
 */

/** 0 一级菜单, 1 子菜单, 2 按钮权限 */
export const MENU_TYPES = [0, 1, 2] as const;
export type MenuType = (typeof MENU_TYPES)[number];
export const MENU_TYPE_BUTTON = 2;

/** '1' the right is checked as a button right, '2' it only decides visibility (the platform's perms_type) */
export const PERMS_TYPES = ['1', '2'] as const;

/** A node of `GET /sys/permission/list` and the body of add/edit. */
export interface PermissionNode {
  id: string;
  parentId: string | null;
  /** stored title (zh_CN); `title` is the caller's language */
  name: string;
  title: string;
  menuType: MenuType;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  icon: string | null;
  sortNo: number;
  keepAlive: boolean;
  hidden: boolean;
  hideTab: boolean;
  alwaysShow: boolean;
  route: boolean;
  internalOrExternal: boolean;
  linkUrl: string | null;
  perms: string | null;
  permsType: '1' | '2' | null;
  status: '0' | '1';
  leaf: boolean;
  /** data rules exist for this node */
  ruleFlag: boolean;
  children?: PermissionNode[];
}

/** A node of the authorization tree (`GET /sys/permission/queryTreeList`). */
export interface PermissionTreeNode {
  key: string;
  title: string;
  slotTitle: string;
  /** 0, 1 or 2 */
  menuType: number;
  ruleFlag: boolean;
  children?: PermissionTreeNode[];
}

/** Field labels of the menu form: `resources.permission.fields.<key>`. */
export const PERMISSION_FIELDS = [
  'menuType',
  'name',
  'parentId',
  'url',
  'component',
  'componentName',
  'redirect',
  'icon',
  'sortNo',
  'keepAlive',
  'hidden',
  'hideTab',
  'alwaysShow',
  'route',
  'internalOrExternal',
  'linkUrl',
  'perms',
  'permsType',
  'status',
] as const;
