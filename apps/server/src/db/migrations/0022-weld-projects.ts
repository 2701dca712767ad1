import type { Kysely } from 'kysely';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';
import { deleteDicts, deleteMenu, insertDicts } from './dict-rows';
import type { DictSeed } from './dict-rows';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const id = 'varchar(32)' as const;
const date = 'varchar(19)' as const;

/** 项目等级, 项目日志 and 用户列表 under 说明书管理; 转移 under 专项管理; each with its button rights. */
export const weldProjectsMenu: MenuSeed[] = [
  {
    id: 'iweld-project-level',
    parentId: 'iweld-manual',
    name: '项目等级',
    path: '/weld/manual/projectLevel',
    component: 'weld/ProjectLevelList',
    componentName: 'WeldProjectLevelList',
    menuType: 1,
    perms: 'weld:projectLevel:list',
    icon: 'trophy',
    sortNo: 20,
  },
  ...buttonRows('iweld-project-level', 'weld:projectLevel', [
    ['add', '等级新增'],
    ['edit', '等级编辑'],
    ['delete', '等级删除'],
    ['export', '等级导出'],
    ['import', '等级导入'],
  ]),
  // 项目 has no screen of its own: its list right is a button of 项目等级 with the id a screen would have
  {
    id: 'iweld-project',
    parentId: 'iweld-project-level',
    name: '项目查看',
    menuType: 2,
    perms: 'weld:project:list',
    sortNo: 10,
  },
  ...buttonRows(
    'iweld-project-level',
    'weld:project',
    [
      ['add', '项目新增'],
      ['edit', '项目编辑'],
      ['delete', '项目删除'],
      ['export', '项目导出'],
      ['import', '项目导入'],
    ],
    { idPrefix: 'iweld-project' },
  ),
  {
    id: 'iweld-project-log',
    parentId: 'iweld-manual',
    name: '项目日志',
    path: '/weld/manual/projectLog',
    component: 'weld/ProjectLogList',
    componentName: 'WeldProjectLogList',
    menuType: 1,
    perms: 'weld:projectLog:list',
    icon: 'file-text',
    sortNo: 21,
  },
  ...buttonRows('iweld-project-log', 'weld:projectLog', [['add', '添加记录']]),
  {
    id: 'iweld-manual-user',
    parentId: 'iweld-manual',
    name: '用户列表',
    path: '/weld/manual/manualUser',
    component: 'weld/ManualUserList',
    componentName: 'WeldManualUserList',
    menuType: 1,
    perms: 'weld:manualUser:list',
    icon: 'team',
    sortNo: 22,
  },
  ...buttonRows('iweld-manual-user', 'weld:manualUser', [
    ['add', '用户新增'],
    ['edit', '用户编辑'],
    ['delete', '用户删除'],
    ['export', '用户导出'],
    ['import', '用户导入'],
  ]),
  {
    id: 'iweld-transfer',
    parentId: 'iweld-special',
    name: '转移',
    path: '/weld/special/transfer',
    component: 'weld/Transfer',
    componentName: 'WeldTransfer',
    menuType: 1,
    perms: 'weld:transfer:list',
    icon: 'swap',
    sortNo: 40,
  },
  ...buttonRows('iweld-transfer', 'weld:transfer', [['execute', '执行转移']]),
];

export const weldProjectsDicts: DictSeed[] = [
  {
    code: 'weld_project_status',
    name: '项目状态',
    items: [
      ['planned', '规划中', 'blue'],
      ['active', '进行中', 'green'],
      ['done', '已完成', 'default'],
      ['suspended', '已暂停', 'orange'],
    ],
  },
  {
    code: 'weld_project_action',
    name: '项目日志动作',
    items: [
      ['create', '创建项目'],
      ['edit', '修改项目'],
      ['level', '调整等级'],
      ['status', '状态变更'],
      ['transfer', '组织转移'],
      ['note', '手工记录'],
    ],
  },
  {
    code: 'weld_manual_user_status',
    name: '说明书用户状态',
    items: [
      ['1', '正常', 'green'],
      ['0', '停用', 'red'],
    ],
  },
];

/** The levels every installation starts with; 项目等级 edits them like any other. */
const levels: [id: string, code: string, name: string, rank: number, colour: string][] = [
  ['plevel-a', 'A', '战略项目', 1, '#f5222d'],
  ['plevel-b', 'B', '重点项目', 2, '#fa8c16'],
  ['plevel-c', 'C', '一般项目', 3, '#1677ff'],
];

const audit = (t: any) =>
  t
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', date)
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', date);

/**
 * Projects with levels and their log, the external manual users with their bound machines (serial number
 * unique per model), and the audit of organisation transfers.
 */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await audit(
    db.schema
      .createTable('weld_project_level')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('rank', 'integer', (c) => c.notNull())
      .addColumn('colour', 'varchar(16)')
      .addColumn('description', 'varchar(500)'),
  ).execute();
  await audit(
    db.schema
      .createTable('weld_project')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('level_id', id, (c) => c.notNull())
      .addColumn('customer', 'varchar(100)')
      .addColumn('org_code', 'varchar(64)')
      .addColumn('model_id', id)
      .addColumn('manager', 'varchar(64)')
      .addColumn('start_date', 'varchar(10)')
      .addColumn('end_date', 'varchar(10)')
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('description', 'varchar(500)'),
  ).execute();
  await db.schema.createIndex('idx_weld_project_level').on('weld_project').column('level_id').execute();
  await db.schema.createIndex('idx_weld_project_org').on('weld_project').column('org_code').execute();
  await db.schema
    .createTable('weld_project_log')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', id, (c) => c.notNull())
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)')
    .addColumn('detail', 'text')
    .addColumn('operator', 'varchar(64)')
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', date)
    .execute();
  await db.schema
    .createIndex('idx_weld_project_log_project')
    .on('weld_project_log')
    .columns(['project_id', 'create_time'])
    .execute();
  await audit(
    db.schema
      .createTable('weld_manual_user')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('company', 'varchar(100)')
      .addColumn('region', 'varchar(64)')
      .addColumn('phone', 'varchar(32)')
      .addColumn('email', 'varchar(100)')
      .addColumn('status', 'varchar(2)', (c) => c.notNull())
      .addColumn('org_code', 'varchar(64)'),
  ).execute();
  await db.schema
    .createTable('weld_manual_user_machine')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('model_id', id, (c) => c.notNull())
    .addColumn('serial_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('bound_date', 'varchar(10)')
    .addUniqueConstraint('uq_weld_machine_serial', ['model_id', 'serial_no'])
    .execute();
  await db.schema
    .createIndex('idx_weld_machine_user')
    .on('weld_manual_user_machine')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('weld_transfer_log')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('from_org', 'varchar(64)', (c) => c.notNull())
    .addColumn('to_org', 'varchar(64)', (c) => c.notNull())
    .addColumn('moved', 'integer', (c) => c.notNull())
    .addColumn('ids', 'text')
    .addColumn('operator', 'varchar(64)')
    .addColumn('create_time', date)
    .execute();
  for (const [levelId, code, name, rank, colour] of levels) {
    await db
      .insertInto('weld_project_level')
      .values({
        id: levelId,
        code,
        name,
        rank,
        colour,
        description: null,
        create_by: 'system',
        create_time: now,
      })
      .execute();
  }
  await insertDicts(db, weldProjectsDicts, now);
  await insertMenu(db, weldProjectsMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  await deleteMenu(
    db,
    weldProjectsMenu.map((m) => m.id),
  );
  await deleteDicts(db, weldProjectsDicts);
  for (const table of [
    'weld_transfer_log',
    'weld_manual_user_machine',
    'weld_manual_user',
    'weld_project_log',
    'weld_project',
    'weld_project_level',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
