import type { Audit } from './schema';

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
  /** '1': anyone may call the route through the gateway, signed in or not */
  anonymous: string;
  /** the right a caller needs; null: administrators only */
  perms: string | null;
  timeout_seconds: number;
}

/** The tables of system administration (migrations 0007–0010), joined into `Database`. */
/** Scheduled jobs (migration 0014); status '0' normal (scheduled), '-1' stopped. */
export interface SysQuartzJobTable extends Audit {
  id: string;
  job_class_name: string;
  cron_expression: string;
  parameter: string | null;
  description: string | null;
  status: string;
}

/**
 * One run of a job (migration 0014). A scheduled run's row, inserted before the job starts, is its claim:
 * (job_id, fire_time) is unique, so of several instances only the one whose insert succeeds runs that fire.
 */
export interface SysQuartzJobLogTable {
  id: string;
  job_id: string;
  /** the scheduled instant as an ISO UTC text; null for a manual run */
  fire_time: string | null;
  /** 'schedule' | 'manual' */
  trigger_type: string;
  start_time: string;
  end_time: string | null;
  cost_ms: number | null;
  /** 'running' | 'success' | 'failure' */
  status: string;
  /** a `server.` locale key of the message, its parameters JSON in `message`; null: `message` is plain text */
  message_key: string | null;
  message: string | null;
  /** the server instance that ran it */
  host: string;
}

export interface AdminTables {
  sys_quartz_job: SysQuartzJobTable;
  sys_quartz_job_log: SysQuartzJobLogTable;
  sys_check_rule: SysCheckRuleTable;
  sys_fill_rule: SysFillRuleTable;
  sys_fill_rule_serial: SysFillRuleSerialTable;
  sys_data_source: SysDataSourceTable;
  sys_gateway_route: SysGatewayRouteTable;
  sys_depart_permission: SysDepartPermissionTable;
  sys_depart_role: SysDepartRoleTable;
  sys_depart_role_user: SysDepartRoleUserTable;
  sys_depart_role_permission: SysDepartRolePermissionTable;
  sys_depart_code_lock: SysDepartCodeLockTable;
  sys_category: SysCategoryTable;
  sys_table_white_list: SysTableWhiteListTable;
  sys_permission_data_rule: SysPermissionDataRuleTable;
}
