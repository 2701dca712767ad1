import type { WeldTables } from './schema-weld';
import type { AdminTables } from './schema-admin';
import type { NoticeTables } from './schema-notice';
import type { FileTables } from './schema-files';
import type { OnlineTables } from './schema-online';

/** Audit columns shared by the system tables; dates are `YYYY-MM-DD HH:mm:ss` in the configured zone. */
export interface Audit {
  create_by: string | null;
  create_time: string | null;
  update_by: string | null;
  update_time: string | null;
}

export interface SysUserTable extends Audit {
  id: string;
  username: string;
  realname: string;
  password: string;
  salt: string;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  org_code: string | null;
  /** 1 normal, 2 frozen */
  status: number;
  del_flag: number;
  lang: string | null;
  must_change_password: number;
  /** migration 0006: employee number (unique when given), position code, landline */
  work_no: string | null;
  post: string | null;
  telephone: string | null;
}

export interface SysRoleTable extends Audit {
  id: string;
  role_name: string;
  role_code: string;
  description: string | null;
}

export interface SysUserRoleTable {
  id: string;
  user_id: string;
  role_id: string;
}

export interface SysPermissionTable extends Audit {
  id: string;
  parent_id: string | null;
  name: string;
  title_key: string | null;
  /** route path */
  url: string | null;
  /** iframe or new-window address of link entries (meta.url); may hold {{ }} placeholders */
  link_url: string | null;
  component: string | null;
  component_name: string | null;
  redirect: string | null;
  /** 0 menu, 1 sub-menu, 2 button */
  menu_type: number;
  perms: string | null;
  perms_type: string | null;
  sort_no: number;
  always_show: number;
  icon: string | null;
  is_route: number;
  is_leaf: number;
  keep_alive: number;
  hidden: number;
  hide_tab: number;
  internal_or_external: number;
  status: string;
  del_flag: number;
}

export interface SysRolePermissionTable {
  id: string;
  role_id: string;
  permission_id: string;
  /** comma-joined ids of the data rules the role chose on this menu (migration 0007) */
  data_rule_ids: string | null;
}

export interface SysDepartTable extends Audit {
  id: string;
  parent_id: string | null;
  depart_name: string;
  org_code: string;
  org_category: string | null;
  depart_order: number;
  del_flag: number;
  /** contact and naming columns of migration 0008 */
  depart_name_en: string | null;
  depart_name_abbr: string | null;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
}

export interface SysUserDepartTable {
  id: string;
  user_id: string;
  dep_id: string;
}

export interface SysDictTable extends Audit {
  id: string;
  dict_name: string;
  dict_code: string;
  description: string | null;
  del_flag: number;
}

export interface SysDictItemTable extends Audit {
  id: string;
  dict_id: string;
  item_text: string;
  item_value: string;
  item_color: string | null;
  description: string | null;
  sort_order: number;
  /** 1 enabled, 0 disabled */
  status: number;
}

export interface SysTenantTable extends Audit {
  id: number;
  name: string;
  /** valid_status value: '1' valid, '0' invalid (text since migration 0010) */
  status: string;
  begin_date: string | null;
  end_date: string | null;
}

export interface SysUserTenantTable {
  id: string;
  user_id: string;
  tenant_id: number;
}

/** A screen opened in the main layout (0018): 首页 ranks the most visited over the last week. */
export interface SysPageVisitTable {
  id: string;
  path: string;
  userid: string | null;
  visit_day: string;
  create_time: string;
}

export interface SysLogTable {
  id: string;
  /** 1 login, 2 operate */
  log_type: number;
  log_content: string;
  userid: string | null;
  username: string | null;
  ip: string | null;
  method: string | null;
  request_url: string | null;
  cost_time: number | null;
  create_time: string;
  /** operate_type dictionary: 1 query … 6 export on operation rows, 7 sign in / 8 sign out on login rows */
  operate_type: number | null;
  /** the request's parameters as JSON, secrets masked, long values cut */
  request_param: string | null;
  /** the HTTP status answered */
  status_code: number | null;
  /** locale key of log_content (log_content keeps the zh_CN text), so lists speak the reader's language */
  content_key: string | null;
  /** the key's parameters as JSON */
  content_params: string | null;
}

/** One stored version of a record of a logged table (a definition with `dataLog`). */
export interface SysDataLogTable {
  id: string;
  data_table: string;
  data_id: string;
  data_version: number;
  /** the record as JSON, secrets left out */
  data_content: string;
  create_by: string | null;
  create_time: string;
}

/** A resource defined at run time (0031): core's RuntimeResourceSpec as JSON; version grows on every change. */
export interface SysRuntimeResourceTable extends Audit {
  id: string;
  name: string;
  spec: string;
  version: number;
}

export interface SysPositionTable extends Audit {
  id: string;
  code: string;
  name: string;
  /** dictionary position_rank */
  post_rank: string;
  org_code: string | null;
}

export type {
  SysPermissionDataRuleTable,
  SysCategoryTable,
  SysTableWhiteListTable,
  SysDepartPermissionTable,
  SysDepartRoleTable,
  SysDepartRoleUserTable,
  SysDepartRolePermissionTable,
  SysDepartCodeLockTable,
  SysCheckRuleTable,
  SysFillRuleTable,
  SysFillRuleSerialTable,
  SysDataSourceTable,
  SysGatewayRouteTable,
  SysQuartzJobTable,
  SysQuartzJobLogTable,
} from './schema-admin';

/** Every table the server queries with types; the administration tables live in schema-admin.ts. */
export interface Database extends AdminTables, NoticeTables, FileTables, WeldTables, OnlineTables {
  sys_user: SysUserTable;
  sys_role: SysRoleTable;
  sys_user_role: SysUserRoleTable;
  sys_permission: SysPermissionTable;
  sys_role_permission: SysRolePermissionTable;
  sys_depart: SysDepartTable;
  sys_user_depart: SysUserDepartTable;
  sys_dict: SysDictTable;
  sys_dict_item: SysDictItemTable;
  sys_tenant: SysTenantTable;
  sys_user_tenant: SysUserTenantTable;
  sys_runtime_resource: SysRuntimeResourceTable;
  sys_log: SysLogTable;
  sys_page_visit: SysPageVisitTable;
  sys_data_log: SysDataLogTable;
  sys_position: SysPositionTable;
}
