import type { Kysely } from 'kysely';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';
import { deleteDicts, deleteMenu, insertDicts } from './dict-rows';
import type { DictSeed } from './dict-rows';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const id = 'varchar(32)' as const;
const date = 'varchar(19)' as const;

/**
 * The welding domain's three menu groups (before 系统管理), the model tree screen and its rights, and
 * 全部型号可见: holders see every model subtree, whatever the organisation set says.
 */
export const weldBaseMenu: MenuSeed[] = [
  {
    id: 'iweld-manual',
    parentId: null,
    name: '说明书管理',
    path: '/weld/manual',
    component: 'layouts/RouteView',
    menuType: 0,
    icon: 'book',
    sortNo: 7,
  },
  {
    id: 'iweld-special',
    parentId: null,
    name: '专项管理',
    path: '/weld/special',
    component: 'layouts/RouteView',
    menuType: 0,
    icon: 'safety',
    sortNo: 8,
  },
  {
    id: 'iweld-device',
    parentId: null,
    name: '焊机设备',
    path: '/weld/device',
    component: 'layouts/RouteView',
    redirect: '/weld/device/modelTree',
    menuType: 0,
    icon: 'cluster',
    sortNo: 9,
  },
  {
    id: 'iweld-model-tree',
    parentId: 'iweld-device',
    name: '型号树',
    path: '/weld/device/modelTree',
    component: 'weld/ModelTree',
    componentName: 'WeldModelTree',
    menuType: 1,
    perms: 'weld:model:list',
    icon: 'apartment',
    sortNo: 1,
  },
  ...buttonRows(
    'iweld-model-tree',
    'weld:model',
    [
      ['add', '型号新增'],
      ['edit', '型号编辑'],
      ['delete', '型号删除'],
      ['import', '型号导入'],
      ['export', '型号导出'],
    ],
    { idPrefix: 'iweld-model' },
  ),
  ...buttonRows('iweld-device', 'weld:scope', [['all', '全部型号可见']], {
    idPrefix: 'iweld-scope',
    from: 90,
  }),
];

export const weldBaseDicts: DictSeed[] = [
  {
    code: 'weld_node_type',
    name: '型号节点类型',
    items: [
      ['line', '产品线'],
      ['series', '系列'],
      ['model', '型号'],
    ],
  },
  {
    code: 'weld_product_kind',
    name: '产品类别',
    items: [
      ['machine', '焊机'],
      ['robot', '焊接机器人'],
      ['controller', '光伏储能控制器'],
    ],
  },
  {
    code: 'weld_model_status',
    name: '型号状态',
    items: [
      ['1', '在产', 'green'],
      ['0', '停产', 'default'],
    ],
  },
];

/**
 * `weld_model` (product line → series → model; `path` is the materialised '/root/…/own/' id path, so a
 * subtree is one LIKE on an index) and `weld_org_model` (the organisation set: which organisation sees
 * which subtree).
 */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await db.schema
    .createTable('weld_model')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('parent_id', id)
    .addColumn('path', 'varchar(700)', (c) => c.notNull())
    .addColumn('node_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('product_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('image', 'varchar(500)')
    .addColumn('specs', 'text')
    .addColumn('status', 'varchar(2)', (c) => c.notNull())
    .addColumn('sort_no', 'integer', (c) => c.notNull())
    .addColumn('org_code', 'varchar(64)')
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', date)
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', date)
    .execute();
  await db.schema
    .createIndex('idx_weld_model_parent')
    .on('weld_model')
    .columns(['parent_id', 'sort_no'])
    .execute();
  await db.schema.createIndex('idx_weld_model_path').on('weld_model').column('path').execute();
  await db.schema
    .createTable('weld_org_model')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('model_id', id, (c) => c.notNull())
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', date)
    .addUniqueConstraint('uq_weld_org_model', ['org_code', 'model_id'])
    .execute();
  await insertDicts(db, weldBaseDicts, now);
  await insertMenu(db, weldBaseMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  await deleteMenu(
    db,
    weldBaseMenu.map((m) => m.id),
  );
  await deleteDicts(db, weldBaseDicts);
  await db.schema.dropTable('weld_org_model').execute();
  await db.schema.dropTable('weld_model').execute();
}
