import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, createTestDatabase } from '../../test/databases';
import type { TestDatabase } from '../../test/databases';
import { openDatabase } from '../dialect';
import type { Db } from '../dialect';
import { ensureAdmin } from '../bootstrap';
import { migrateToLatest } from './index';
import { foundationMenu } from './seed-menu';
import { positionRights } from './0003-positions';
import { systemMenu } from './0004-system-menu';
import { excelRights } from './0005-excel-rights';
import { userMenu } from './0006-user-admin';
import { roleMenu } from './0007-role-permission-admin';
import { departMenu } from './0008-depart-admin';
import { dictMenu } from './0009-dict-category-admin';
import { miscMenu } from './0010-misc-admin';
import { galleryMenu } from './0012-widget-gallery';
import { noticeMenu } from './0013-announcements';
import { quartzMenu } from './0014-quartz-jobs';
import { logsMenu } from './0015-logs-sessions';
import { monitorMenu } from './0016-monitor';
import { ossFileMenu } from './0017-oss-files';
import { dashboardMenu } from './0018-dashboards';
import { weldBaseMenu } from './0019-weld-base';
import { weldManualMenu } from './0021-weld-manual';
import { weldOrgSetMenu } from './0020-weld-org-set';
import { weldSequenceMenu } from './0023-weld-sequences';
import { weldFirmwareMenu } from './0024-weld-firmware';
import { weldProjectsMenu } from './0022-weld-projects';
import { ADMIN_ROLE_ID, USER_ROLE_ID } from '../seed-ids';
import { weldPlcMenu } from './0025-weld-plc';
import { weldSequenceAllMenu } from './0026-weld-sequence-all';
import { homeFigureMenu } from './0027-home-figure-rights';
import { httpMonitorMenu } from './0028-http-monitor';
import { onlineFormRights } from './0032-online-forms';
import { onlineFormScreen, onlineGroup } from './0033-online-menu';
import { onlineReportRights } from './0034-online-reports';
import { onlineReportScreen } from './0035-online-report-menu';
import { popupReportRights } from './0036-popup-reports';
import { isProductTable } from '@weld/core';

const now = () => '2026-11-22 10:00:00';
const menus = [
  foundationMenu,
  positionRights,
  systemMenu,
  excelRights,
  userMenu,
  roleMenu,
  departMenu,
  dictMenu,
  miscMenu,
  galleryMenu,
  noticeMenu,
  quartzMenu,
  logsMenu,
  monitorMenu,
  ossFileMenu,
  dashboardMenu,
  weldBaseMenu,
  weldManualMenu,
  weldPlcMenu,
  weldOrgSetMenu,
  weldSequenceMenu,
  weldFirmwareMenu,
  weldProjectsMenu,
  weldSequenceAllMenu,
  homeFigureMenu,
  httpMonitorMenu,
  onlineFormRights,
  [onlineGroup, onlineFormScreen],
  onlineReportRights,
  onlineReportScreen,
  popupReportRights,
].flat();

const TABLES: Record<string, string[]> = {
  sys_user: [
    'id',
    'username',
    'realname',
    'password',
    'salt',
    'avatar',
    'birthday',
    'sex',
    'email',
    'phone',
    'org_code',
    'status',
    'del_flag',
    'lang',
    'must_change_password',
    'create_by',
    'create_time',
    'update_by',
    'update_time',
  ],
  sys_runtime_resource: [
    'id',
    'name',
    'spec',
    'version',
    'create_by',
    'create_time',
    'update_by',
    'update_time',
  ],
  sys_role: ['id', 'role_name', 'role_code', 'description'],
  sys_user_role: ['id', 'user_id', 'role_id'],
  sys_permission: [
    'id',
    'parent_id',
    'name',
    'title_key',
    'url',
    'component',
    'component_name',
    'redirect',
    'menu_type',
    'perms',
    'perms_type',
    'sort_no',
    'always_show',
    'icon',
    'is_route',
    'is_leaf',
    'keep_alive',
    'hidden',
    'hide_tab',
    'internal_or_external',
    'status',
    'del_flag',
    'create_time',
  ],
  sys_role_permission: ['id', 'role_id', 'permission_id'],
  sys_depart: ['id', 'parent_id', 'depart_name', 'org_code', 'org_category', 'depart_order'],
  sys_user_depart: ['id', 'user_id', 'dep_id'],
  sys_dict: ['id', 'dict_name', 'dict_code'],
  sys_dict_item: ['id', 'dict_id', 'item_text', 'item_value', 'item_color', 'sort_order', 'status'],
  sys_tenant: ['id', 'name'],
  sys_user_tenant: ['id', 'user_id', 'tenant_id'],
  sys_position: [
    'id',
    'code',
    'name',
    'post_rank',
    'org_code',
    'create_by',
    'create_time',
    'update_by',
    'update_time',
  ],
  sys_permission_data_rule: [
    'id',
    'permission_id',
    'rule_name',
    'rule_column',
    'rule_conditions',
    'rule_value',
    'status',
  ],
  sys_depart_role: ['id', 'depart_id', 'role_name', 'role_code'],
  sys_category: ['id', 'pid', 'name', 'code', 'has_child'],
  sys_table_white_list: ['id', 'table_name', 'field_names', 'status'],
  sys_check_rule: ['id', 'rule_name', 'rule_code', 'rule_json'],
  sys_fill_rule: ['id', 'rule_name', 'rule_code', 'rule_class', 'rule_params'],
  sys_data_source: ['id', 'code', 'name', 'db_type', 'db_url', 'db_username', 'db_password'],
  sys_gateway_route: ['id', 'router_id', 'name', 'uri', 'predicates', 'filters', 'status'],
  sys_announcement: [
    'id',
    'titile',
    'msg_content',
    'priority',
    'msg_category',
    'msg_type',
    'send_status',
    'send_time',
    'sender',
    'open_type',
    'open_page',
    'bus_id',
    'del_flag',
  ],
  sys_announcement_send: ['id', 'annt_id', 'user_id', 'read_flag', 'read_time'],
  sys_message_template: ['id', 'template_code', 'template_name', 'template_type', 'template_content'],
  sys_sms: [
    'id',
    'es_type',
    'es_receiver',
    'es_title',
    'es_content',
    'es_send_status',
    'es_send_time',
    'es_result',
  ],
  sys_quartz_job: [
    'id',
    'job_class_name',
    'cron_expression',
    'parameter',
    'description',
    'status',
    'create_by',
    'create_time',
    'update_by',
    'update_time',
  ],
  sys_quartz_job_log: [
    'id',
    'job_id',
    'fire_time',
    'trigger_type',
    'start_time',
    'end_time',
    'cost_ms',
    'status',
    'message_key',
    'message',
    'host',
  ],
  oss_file: [
    'id',
    'file_name',
    'url',
    'file_type',
    'file_size',
    'storage',
    'biz_path',
    'create_by',
    'create_time',
  ],
  sys_user_notify_pref: ['user_id', 'bell_notice', 'bell_system', 'email_copy', 'update_time'],
  sys_log: [
    'id',
    'log_type',
    'log_content',
    'userid',
    'username',
    'ip',
    'method',
    'request_url',
    'cost_time',
    'create_time',
    'operate_type',
    'request_param',
    'status_code',
    'content_key',
    'content_params',
  ],
  sys_data_log: ['id', 'data_table', 'data_id', 'data_version', 'data_content', 'create_by', 'create_time'],
  weld_model: [
    'id',
    'parent_id',
    'path',
    'node_type',
    'product_kind',
    'code',
    'name',
    'image',
    'specs',
    'status',
    'sort_no',
    'org_code',
  ],
  weld_org_model: ['id', 'org_code', 'model_id'],
  weld_manual_file: [
    'id',
    'model_id',
    'title',
    'kind',
    'language',
    'version',
    'security_level',
    'file',
    'file_name',
    'file_size',
    'checksum',
    'status',
    'download_count',
    'group_id',
    'org_code',
  ],
  weld_tweet: [
    'id',
    'model_id',
    'title',
    'summary',
    'content',
    'cover_image',
    'images',
    'published',
    'publish_time',
    'org_code',
  ],
  weld_message: [
    'id',
    'title',
    'content',
    'contact_name',
    'contact_phone',
    'contact_company',
    'machine_serial',
    'model_id',
    'status',
    'org_code',
  ],
  weld_message_reply: ['id', 'message_id', 'content', 'author', 'author_name', 'create_time'],
  weld_plc_workstation: [
    'id',
    'code',
    'name',
    'line_name',
    'address',
    'port',
    'protocol',
    'rack',
    'slot',
    'db_number',
    'offline_after',
    'status',
    'last_seen',
    'last_seen_ms',
    'key_hash',
  ],
  weld_plc_point: [
    'id',
    'workstation_id',
    'name',
    'address',
    'data_type',
    'unit',
    'scale',
    'low_limit',
    'high_limit',
    'last_value',
    'last_time',
    'last_ms',
  ],
  weld_plc_reading: ['point_id', 'ts', 'value'],
  weld_sequence: [
    'id',
    'model_id',
    'code',
    'name',
    'process',
    'material',
    'thickness',
    'weld_current',
    'voltage',
    'wire_feed',
    'gas_flow',
    'travel_speed',
    'version',
    'status',
    'program_file',
  ],
  weld_specialist: ['id', 'username', 'level', 'certifications', 'regions', 'skills', 'status'],
  weld_sequence_power: [
    'id',
    'grantee_type',
    'grantee',
    'target_type',
    'target_id',
    'actions',
    'valid_from',
    'valid_to',
  ],
  weld_sequence_push: ['id', 'sequence_id', 'target', 'pushed_by', 'push_time'],
  weld_firmware: [
    'id',
    'model_id',
    'version',
    'version_key',
    'file',
    'file_size',
    'checksum',
    'notes_zh',
    'notes_en',
    'notes_ru',
    'min_version',
    'forced',
    'target_orgs',
    'status',
    'release_time',
    'download_count',
  ],
  weld_firmware_download: ['id', 'firmware_id', 'serial_no', 'download_time'],
  weld_device: [
    'id',
    'serial_no',
    'model_id',
    'org_code',
    'current_version',
    'last_seen',
    'status',
    'key_hash',
  ],
  weld_project_level: ['id', 'code', 'name', 'rank', 'colour', 'description'],
  weld_project: [
    'id',
    'code',
    'name',
    'level_id',
    'customer',
    'org_code',
    'model_id',
    'manager',
    'start_date',
    'end_date',
    'status',
    'description',
  ],
  weld_project_log: ['id', 'project_id', 'action', 'content', 'detail', 'operator', 'create_time'],
  weld_manual_user: ['id', 'name', 'company', 'region', 'phone', 'email', 'status', 'org_code'],
  weld_manual_user_machine: ['id', 'user_id', 'model_id', 'serial_no', 'bound_date'],
  weld_transfer_log: ['id', 'kind', 'from_org', 'to_org', 'moved', 'ids', 'operator', 'create_time'],
  onl_cgform_head: [
    'id',
    'table_name',
    'table_txt',
    'table_version',
    'table_type',
    'is_db_synch',
    'is_checkbox',
    'is_page',
    'is_tree',
    'query_mode',
    'id_type',
    'relation_type',
    'sub_table_str',
    'tab_order_num',
    'tree_parent_id_field',
    'tree_id_field',
    'tree_fieldname',
    'form_template',
    'theme_template',
    'copy_type',
    'physic_id',
    'ext_config_json',
    'copy_dropped',
    'create_by',
    'create_time',
    'update_by',
    'update_time',
  ],
  onl_cgform_field: [
    'id',
    'cgform_head_id',
    'db_field_name',
    'db_field_name_old',
    'db_field_txt',
    'db_is_key',
    'db_is_null',
    'db_type',
    'db_length',
    'db_point_length',
    'db_default_val',
    'dict_field',
    'dict_table',
    'dict_text',
    'field_show_type',
    'field_valid_type',
    'field_must_input',
    'field_extend_json',
    'field_default_value',
    'field_href',
    'is_query',
    'query_mode',
    'query_def_val',
    'is_show_form',
    'is_show_list',
    'is_read_only',
    'sort_flag',
    'main_table',
    'main_field',
    'order_num',
  ],
  onl_cgform_index: ['id', 'cgform_head_id', 'index_name', 'index_field', 'index_type'],
  onl_cgform_button: [
    'id',
    'cgform_head_id',
    'button_code',
    'button_name',
    'button_icon',
    'button_style',
    'opt_position',
    'opt_type',
    'order_num',
    'button_action',
  ],
  onl_cgform_rule: [
    'id',
    'cgform_head_id',
    'field_name',
    'field_values',
    'target_field',
    'effect',
    'effect_options',
    'order_num',
  ],
  onl_cgform_enhance_rev: ['id', 'cgform_head_id', 'content', 'create_by', 'create_time'],
  onl_cgreport_head: [
    'id',
    'code',
    'name',
    'cgr_sql',
    'db_source',
    'create_by',
    'create_time',
    'update_by',
    'update_time',
  ],
  onl_cgreport_item: [
    'id',
    'cgrhead_id',
    'field_name',
    'field_txt',
    'field_type',
    'is_show',
    'is_search',
    'search_mode',
    'dict_code',
    'field_href',
    'is_total',
    'order_num',
  ],
  onl_cgreport_param: ['id', 'cgrhead_id', 'param_name', 'param_txt', 'param_value', 'order_num'],
};

describe.each(dialects)('migrations and seed on %s', (dialect) => {
  let database: TestDatabase;
  let db: Db['db'];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = openDatabase(database.url).db;
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('creates the system tables with the platform names, once', async () => {
    expect(await migrateToLatest(db, now, dialect)).toEqual([
      '0001-system-tables',
      '0002-seed',
      '0003-positions',
      '0004-system-menu',
      '0005-excel-rights',
      '0006-user-admin',
      '0007-role-permission-admin',
      '0008-depart-admin',
      '0009-dict-category-admin',
      '0010-misc-admin',
      '0011-position-rights-place',
      '0012-widget-gallery',
      '0013-announcements',
      '0014-quartz-jobs',
      '0015-logs-sessions',
      '0016-monitor',
      '0017-oss-files',
      '0018-dashboards',
      '0019-weld-base',
      '0020-weld-org-set',
      '0021-weld-manual',
      '0022-weld-projects',
      '0023-weld-sequences',
      '0024-weld-firmware',
      '0025-weld-plc',
      '0026-weld-sequence-all',
      '0027-home-figure-rights',
      '0028-http-monitor',
      '0029-gateway-proxy',
      '0030-list-indexes',
      '0031-runtime-resources',
      '0032-online-forms',
      '0033-online-menu',
      '0034-online-reports',
      '0035-online-report-menu',
      '0036-popup-reports',
      '0037-online-copy-notice',
      '0038-online-buttons-rules',
    ]);
    expect(await migrateToLatest(db, now, dialect)).toEqual([]);
    const tables = await db.introspection.getTables();
    // every table the migrations make is a product table: core refuses its name to online forms
    expect(tables.map((t) => t.name).filter((name) => !isProductTable(name))).toEqual([]);
    for (const [name, columns] of Object.entries(TABLES)) {
      const table = tables.find((t) => t.name === name);
      expect(table, name).toBeDefined();
      expect(table?.columns.map((c) => c.name)).toEqual(expect.arrayContaining(columns));
    }
  });

  it('seeds tenant 1, the departments, the roles and the dictionaries', async () => {
    expect(await db.selectFrom('sys_tenant').select(['id', 'name']).execute()).toEqual([
      { id: 1, name: '焊接设备制造有限公司' },
    ]);
    const departs = await db
      .selectFrom('sys_depart')
      .select(['org_code', 'depart_name'])
      .orderBy('org_code')
      .execute();
    expect(departs.map((d) => `${d.org_code} ${d.depart_name}`)).toEqual([
      'A01 焊接设备制造有限公司',
      'A01A01 研发部',
      'A01A02 销售部',
      'A01A03 售后服务部',
      'A02 光伏储能事业部',
    ]);
    const roles = await db
      .selectFrom('sys_role')
      .select(['role_code', 'role_name'])
      .orderBy('role_code')
      .execute();
    expect(roles).toEqual([
      { role_code: 'admin', role_name: '管理员' },
      { role_code: 'user', role_name: '普通用户' },
    ]);
    const items = await db
      .selectFrom('sys_dict_item as i')
      .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
      .select(['d.dict_code', 'i.item_value', 'i.item_text', 'i.item_color'])
      .orderBy('d.dict_code')
      .orderBy('i.sort_order')
      .execute();
    const text = (code: string) =>
      items
        .filter((i) => i.dict_code === code)
        .map((i) => `${i.item_value}=${i.item_text}${i.item_color ? `/${i.item_color}` : ''}`);
    expect(text('sex')).toEqual(['1=男', '2=女']);
    expect(text('priority')).toEqual(['L=低/blue', 'M=中/orange', 'H=高/red']);
    expect(text('yn')).toEqual(['1=是', '0=否']);
    expect(text('user_status')).toEqual(['1=正常', '2=冻结']);
    expect(text('valid_status')).toEqual(['1=有效', '0=无效']);
    expect(text('menu_type')).toEqual(['0=一级菜单', '1=子菜单', '2=按钮权限']);
    expect(text('log_type')).toEqual(['1=登录日志', '2=操作日志']);
    expect(text('position_rank')).toEqual(['1=员级', '2=助级', '3=中级', '4=副高级', '5=正高级']);
    expect(text('quartz_status')).toEqual(['0=正常', '-1=停止']);
    expect(text('oss_file_type').slice(0, 3)).toEqual(['jpg=JPG', 'jpeg=JPEG', 'png=PNG']);
    expect(text('weld_node_type')).toEqual(['line=产品线', 'series=系列', 'model=型号']);
    expect(text('weld_file_status')).toEqual([
      'draft=草稿/default',
      'published=已发布/green',
      'archived=已归档/orange',
    ]);
    expect(text('weld_plc_protocol')).toEqual(['s7=S7', 'modbus=Modbus TCP', 'opcua=OPC UA']);
    expect(text('weld_process')).toEqual([
      'mig=MIG/MAG',
      'tig=TIG',
      'mma=手工电弧焊',
      'spot=点焊',
      'laser=激光焊',
    ]);
    expect(text('weld_sequence_action')).toEqual(['view=查看', 'download=下载', 'edit=编辑', 'push=下发']);
    expect(text('cgform_table_type')).toEqual(['1=单表', '2=主表', '3=附表']);
    expect(text('cgform_sync_state')).toEqual(['Y=已同步/green', 'N=未同步/red']);
  });

  it('seeds the menu, all of it granted to admin and the personal pages to user', async () => {
    const rows = await db
      .selectFrom('sys_permission')
      .select(['id', 'parent_id', 'url', 'menu_type', 'perms', 'is_leaf'])
      .execute();
    expect(rows.map((r) => r.id).sort()).toEqual(menus.map((m) => m.id).sort());
    expect(rows.find((r) => r.id === 'account')?.is_leaf).toBe(0);
    expect(rows.find((r) => r.id === 'account-settings-edit')).toMatchObject({
      menu_type: 2,
      perms: 'account:settings:edit',
    });
    const grants = await db.selectFrom('sys_role_permission').select(['role_id', 'permission_id']).execute();
    expect(grants.filter((g) => g.role_id === ADMIN_ROLE_ID)).toHaveLength(menus.length);
    expect(rows.find((r) => r.id === 'position-add')).toMatchObject({
      menu_type: 2,
      perms: 'system:position:add',
    });
    for (const id of ['position-list', 'position-import', 'position-export'])
      expect(rows.find((r) => r.id === id)?.parent_id, id).toBe('isystem-position');
    // 0033 puts the online form rights 0032 seeded parentless under 在线开发 › 表单开发
    for (const { id } of onlineFormRights)
      expect(rows.find((r) => r.id === id)?.parent_id, id).toBe('ionline-cgform');
    expect(rows.find((r) => r.id === 'ionline-cgform')).toMatchObject({ parent_id: 'ionline', is_leaf: 0 });
    // 0035 puts the report design right 0034 seeded parentless under 在线开发 › 报表开发
    for (const { id } of onlineReportRights)
      expect(rows.find((r) => r.id === id)?.parent_id, id).toBe('ionline-cgreport');
    expect(rows.find((r) => r.id === 'ionline-cgreport')).toMatchObject({ parent_id: 'ionline', is_leaf: 0 });
    expect(
      grants
        .filter((g) => g.role_id === USER_ROLE_ID)
        .map((g) => g.permission_id)
        .sort(),
    ).toEqual([
      'account',
      'account-center',
      'account-settings-base',
      'account-settings-edit',
      'dashboard',
      'dashboard-analysis',
      'dashboard-workplace',
      'isps-user-announcement',
    ]);
  });

  it('creates the admin in A01 and A01A01, tenant 1, role admin, only once', async () => {
    const first = await ensureAdmin(db, 'Adm1n@Weld#2026', now());
    expect(first).toEqual({ created: true, generatedPassword: null });
    expect(await ensureAdmin(db, null, now())).toEqual({ created: false, generatedPassword: null });
    const admin = await db
      .selectFrom('sys_user')
      .selectAll()
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ realname: '管理员', org_code: 'A01', status: 1, must_change_password: 0 });
    const deps = await db
      .selectFrom('sys_user_depart')
      .select('dep_id')
      .where('user_id', '=', admin.id)
      .orderBy('dep_id')
      .execute();
    expect(deps.map((d) => d.dep_id)).toEqual(['depart-A01', 'depart-A01A01']);
    const tenants = await db
      .selectFrom('sys_user_tenant')
      .select('tenant_id')
      .where('user_id', '=', admin.id)
      .execute();
    expect(tenants.map((t) => Number(t.tenant_id))).toEqual([1]);
    const roles = await db
      .selectFrom('sys_user_role')
      .select('role_id')
      .where('user_id', '=', admin.id)
      .execute();
    expect(roles.map((r) => r.role_id)).toEqual([ADMIN_ROLE_ID]);
  });
});
