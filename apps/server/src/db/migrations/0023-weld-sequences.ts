import type { Kysely } from 'kysely';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';
import { deleteDicts, deleteMenu, insertDicts } from './dict-rows';
import type { DictSeed } from './dict-rows';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const id = 'varchar(32)' as const;
const date = 'varchar(19)' as const;
const measure = 'double precision' as const;

/** 程序列表 under 说明书管理; 专家列表 and 程序权限 under 专项管理; with their button rights. */
export const weldSequenceMenu: MenuSeed[] = [
  {
    id: 'iweld-sequence',
    parentId: 'iweld-manual',
    name: '程序列表',
    path: '/weld/manual/sequenceList',
    component: 'weld/SequenceList',
    componentName: 'WeldSequenceList',
    menuType: 1,
    perms: 'weld:sequence:list',
    icon: 'code',
    sortNo: 2,
  },
  ...buttonRows('iweld-sequence', 'weld:sequence', [
    ['add', '程序新增'],
    ['edit', '程序编辑'],
    ['delete', '程序删除'],
    ['import', '程序导入'],
    ['export', '程序导出'],
    ['download', '程序下载'],
    ['push', '程序下发'],
  ]),
  {
    id: 'iweld-specialist',
    parentId: 'iweld-special',
    name: '专家列表',
    path: '/weld/special/specialistList',
    component: 'weld/SpecialistList',
    componentName: 'WeldSpecialistList',
    menuType: 1,
    perms: 'weld:specialist:list',
    icon: 'solution',
    sortNo: 1,
  },
  ...buttonRows('iweld-specialist', 'weld:specialist', [
    ['add', '专家新增'],
    ['edit', '专家编辑'],
    ['delete', '专家删除'],
    ['import', '专家导入'],
    ['export', '专家导出'],
  ]),
  {
    id: 'iweld-sequence-power',
    parentId: 'iweld-special',
    name: '程序权限',
    path: '/weld/special/sequencePowerList',
    component: 'weld/SequencePowerList',
    componentName: 'WeldSequencePowerList',
    menuType: 1,
    perms: 'weld:sequencePower:list',
    icon: 'key',
    sortNo: 2,
  },
  ...buttonRows('iweld-sequence-power', 'weld:sequencePower', [
    ['add', '权限新增'],
    ['edit', '权限编辑'],
    ['delete', '权限删除'],
    ['import', '权限导入'],
    ['export', '权限导出'],
  ]),
];

export const weldSequenceDicts: DictSeed[] = [
  {
    code: 'weld_process',
    name: '焊接工艺',
    items: [
      ['mig', 'MIG/MAG'],
      ['tig', 'TIG'],
      ['mma', '手工电弧焊'],
      ['spot', '点焊'],
      ['laser', '激光焊'],
    ],
  },
  {
    code: 'weld_material',
    name: '母材',
    items: [
      ['carbon', '碳钢'],
      ['stainless', '不锈钢'],
      ['aluminium', '铝合金'],
      ['low_alloy', '低合金钢'],
      ['copper', '铜合金'],
      ['titanium', '钛合金'],
      ['galvanized', '镀锌板'],
    ],
  },
  {
    code: 'weld_sequence_status',
    name: '程序状态',
    items: [
      ['draft', '草稿', 'default'],
      ['released', '已发布', 'green'],
      ['obsolete', '已废弃', 'red'],
    ],
  },
  {
    code: 'weld_specialist_level',
    name: '专家级别',
    items: [
      ['junior', '初级'],
      ['middle', '中级'],
      ['senior', '高级'],
      ['expert', '专家'],
    ],
  },
  {
    code: 'weld_grantee_type',
    name: '授权对象类型',
    items: [
      ['specialist', '专家'],
      ['role', '角色'],
    ],
  },
  {
    code: 'weld_power_target',
    name: '授权范围类型',
    items: [
      ['sequence', '程序'],
      ['model', '型号节点'],
    ],
  },
  {
    code: 'weld_sequence_action',
    name: '程序操作',
    items: [
      ['view', '查看'],
      ['download', '下载'],
      ['edit', '编辑'],
      ['push', '下发'],
    ],
  },
];

/**
 * `weld_sequence` (programs per model, one column per parameter), `weld_specialist`,
 * `weld_sequence_power` (grants of actions on a sequence or a model subtree, with validity dates) and
 * `weld_sequence_push` (which sequence went to which device, by whom, when).
 */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  const audit = (t: any) =>
    t
      .addColumn('create_by', 'varchar(64)')
      .addColumn('create_time', date)
      .addColumn('update_by', 'varchar(64)')
      .addColumn('update_time', date);
  await audit(
    db.schema
      .createTable('weld_sequence')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('model_id', id, (c) => c.notNull())
      .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('process', 'varchar(16)', (c) => c.notNull())
      .addColumn('material', 'varchar(32)', (c) => c.notNull())
      .addColumn('thickness', measure)
      .addColumn('weld_current', measure)
      .addColumn('voltage', measure)
      .addColumn('wire_feed', measure)
      .addColumn('gas_flow', measure)
      .addColumn('travel_speed', measure)
      .addColumn('version', 'varchar(32)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('program_file', 'varchar(500)')
      .addColumn('remark', 'varchar(500)'),
  ).execute();
  await db.schema.createIndex('idx_weld_sequence_model').on('weld_sequence').column('model_id').execute();
  await audit(
    db.schema
      .createTable('weld_specialist')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('level', 'varchar(16)', (c) => c.notNull())
      .addColumn('certifications', 'varchar(500)')
      .addColumn('regions', 'varchar(200)')
      .addColumn('skills', 'varchar(200)')
      .addColumn('status', 'varchar(2)', (c) => c.notNull()),
  ).execute();
  await audit(
    db.schema
      .createTable('weld_sequence_power')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('grantee_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('grantee', 'varchar(100)', (c) => c.notNull())
      .addColumn('target_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('target_id', id, (c) => c.notNull())
      .addColumn('actions', 'varchar(64)', (c) => c.notNull())
      .addColumn('valid_from', 'varchar(10)', (c) => c.notNull())
      .addColumn('valid_to', 'varchar(10)')
      .addColumn('remark', 'varchar(500)'),
  ).execute();
  await db.schema
    .createIndex('idx_weld_sequence_power_grantee')
    .on('weld_sequence_power')
    .columns(['grantee_type', 'grantee'])
    .execute();
  await db.schema
    .createTable('weld_sequence_push')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('sequence_id', id, (c) => c.notNull())
    .addColumn('target', 'varchar(64)', (c) => c.notNull())
    .addColumn('pushed_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('push_time', date, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_weld_sequence_push_sequence')
    .on('weld_sequence_push')
    .columns(['sequence_id', 'push_time'])
    .execute();
  await insertDicts(db, weldSequenceDicts, now);
  await insertMenu(db, weldSequenceMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  await deleteMenu(
    db,
    weldSequenceMenu.map((m) => m.id),
  );
  await deleteDicts(db, weldSequenceDicts);
  for (const table of ['weld_sequence_push', 'weld_sequence_power', 'weld_specialist', 'weld_sequence'])
    await db.schema.dropTable(table).execute();
}
