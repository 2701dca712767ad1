/** Audit columns shared by the system tables; dates are `YYYY-MM-DD HH:mm:ss` in the configured zone. */
interface Audit {
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
}

export interface SysPositionTable extends Audit {
  id: string;
  code: string;
  name: string;
  /** dictionary position_rank */
  post_rank: string;
  org_code: string | null;
}

/** A row filter on a menu's resource (migration 0007); the roles choose which apply to them. */
export interface SysPermissionDataRuleTable extends Audit {
  id: string;
  permission_id: string;
  rule_name: string;
  rule_column: string;
  rule_conditions: string;
  rule_value: string;
  /** 1 active, 0 off */
  status: number;
}

/** Categories (migration 0009): a tree by pid; code A01, A01A01 …; has_child '1' or '0'. */
export interface SysCategoryTable extends Audit {
  id: string;
  pid: string | null;
  name: string;
  code: string;
  has_child: string;
}

/** Tables and comma-joined columns that table dictionaries may read (migration 0009); status 1 active. */
export interface SysTableWhiteListTable extends Audit {
  id: string;
  table_name: string;
  field_names: string;
  status: number;
}

/** Rights a department holds (migration 0008); its department roles may hold only these. */
export interface SysDepartPermissionTable {
  id: string;
  depart_id: string;
  permission_id: string;
}

/** A role of one department (migration 0008). */
export interface SysDepartRoleTable extends Audit {
  id: string;
  depart_id: string;
  role_name: string;
  role_code: string;
  description: string | null;
}

export interface SysDepartRoleUserTable {
  id: string;
  user_id: string;
  drole_id: string;
}

export interface SysDepartRolePermissionTable {
  id: string;
  role_id: string;
  permission_id: string;
}

/** One row ('top') locked while a top-level department draws its org code (migration 0008). */
export interface SysDepartCodeLockTable {
  id: string;
}

/** Misc administration tables (migration 0010). */
export interface SysCheckRuleTable extends Audit {
  id: string;
  rule_name: string;
  rule_code: string;
  rule_json: string;
  rule_description: string | null;
}

export interface SysFillRuleTable extends Audit {
  id: string;
  rule_name: string;
  rule_code: string;
  rule_class: string;
  rule_params: string | null;
}

/** The counter of a serial fill rule per period. */
export interface SysFillRuleSerialTable {
  id: string;
  rule_code: string;
  period: string;
  current_value: number;
}

export interface SysDataSourceTable extends Audit {
  id: string;
  code: string;
  name: string;
  db_type: string;
  db_driver: string | null;
  db_url: string;
  db_name: string | null;
  db_username: string | null;
  /** AES-256-GCM cipher text (data-source/secret-box.ts) */
  db_password: string | null;
  remark: string | null;
}

export interface SysGatewayRouteTable extends Audit {
  id: string;
  router_id: string;
  name: string;
  uri: string;
  predicates: string | null;
  filters: string | null;
  retryable: string | null;
  strip_prefix: string | null;
  persistable: string | null;
  show_api: string | null;
  status: string;
}

export interface Database {
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
  sys_check_rule: SysCheckRuleTable;
  sys_fill_rule: SysFillRuleTable;
  sys_fill_rule_serial: SysFillRuleSerialTable;
  sys_data_source: SysDataSourceTable;
  sys_gateway_route: SysGatewayRouteTable;
  sys_user_tenant: SysUserTenantTable;
  sys_log: SysLogTable;
  sys_position: SysPositionTable;
  sys_depart_permission: SysDepartPermissionTable;
  sys_depart_role: SysDepartRoleTable;
  sys_depart_role_user: SysDepartRoleUserTable;
  sys_depart_role_permission: SysDepartRolePermissionTable;
  sys_depart_code_lock: SysDepartCodeLockTable;
  sys_category: SysCategoryTable;
  sys_table_white_list: SysTableWhiteListTable;
  sys_permission_data_rule: SysPermissionDataRuleTable;
}

