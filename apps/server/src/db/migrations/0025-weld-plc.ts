import type { Kysely } from 'kysely';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';
import { deleteDicts, deleteMenu, insertDicts } from './dict-rows';
import type { DictSeed } from './dict-rows';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const id = 'varchar(32)' as const;
const date = 'varchar(19)' as const;

/** PLC工位 under 焊机设备, with the rights of workstations, their data points and the gateway key reset. */
export const weldPlcMenu: MenuSeed[] = [
  {
    id: 'iweld-plc',
    parentId: 'iweld-device',
    name: 'PLC工位',
    path: '/weld/device/plcWorkstation',
    component: 'weld/PlcWorkstation',
    componentName: 'WeldPlcWorkstation',
    menuType: 1,
    perms: 'weld:plcWorkstation:list',
    icon: 'api',
    sortNo: 5,
  },
  ...buttonRows('iweld-plc', 'weld:plcWorkstation', [
    ['add', '工位新增'],
    ['edit', '工位编辑'],
    ['delete', '工位删除'],
    ['resetKey', '重置网关密钥', 'reset-key'],
  ]),
  ...buttonRows(
    'iweld-plc',
    'weld:plcPoint',
    [
      ['list', '数据点查看'],
      ['add', '数据点新增'],
      ['edit', '数据点编辑'],
      ['delete', '数据点删除'],
    ],
    { idPrefix: 'iweld-plc-point', from: 5 },
  ),
];

export const weldPlcDicts: DictSeed[] = [
  {
    code: 'weld_plc_protocol',
    name: 'PLC通讯协议',
    items: [
      ['s7', 'S7'],
      ['modbus', 'Modbus TCP'],
      ['opcua', 'OPC UA'],
    ],
  },
  {
    code: 'weld_plc_status',
    name: 'PLC工位状态',
    items: [
      ['online', '在线', 'green'],
      ['offline', '离线', 'default'],
    ],
  },
  {
    code: 'weld_plc_data_type',
    name: 'PLC数据类型',
    items: [
      ['BOOL', 'BOOL'],
      ['INT', 'INT'],
      ['DINT', 'DINT'],
      ['REAL', 'REAL'],
      ['WORD', 'WORD'],
    ],
  },
];

const audit = (t: any) =>
  t
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', date)
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', date);

/**
 * `weld_plc_workstation` (a gateway key stored as a hash; `last_seen_ms` is the arrival time the offline
 * check compares), `weld_plc_point` (one address once per workstation) and `weld_plc_reading` (keyed by
 * point and reading time in ms, so a reading pushed twice is stored once).
 */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await audit(
    db.schema
      .createTable('weld_plc_workstation')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('line_name', 'varchar(100)')
      .addColumn('address', 'varchar(253)', (c) => c.notNull())
      .addColumn('port', 'integer', (c) => c.notNull())
      .addColumn('protocol', 'varchar(16)', (c) => c.notNull())
      .addColumn('rack', 'integer')
      .addColumn('slot', 'integer')
      .addColumn('db_number', 'integer')
      .addColumn('offline_after', 'integer', (c) => c.notNull().defaultTo(30))
      .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('offline'))
      .addColumn('last_seen', date)
      .addColumn('last_seen_ms', 'bigint')
      .addColumn('key_hash', 'varchar(64)'),
  ).execute();
  await db.schema.createIndex('idx_weld_plc_ws_status').on('weld_plc_workstation').column('status').execute();
  await audit(
    db.schema
      .createTable('weld_plc_point')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('workstation_id', id, (c) => c.notNull())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('address', 'varchar(200)', (c) => c.notNull())
      .addColumn('data_type', 'varchar(8)', (c) => c.notNull())
      .addColumn('unit', 'varchar(20)')
      .addColumn('scale', 'double precision')
      .addColumn('low_limit', 'double precision')
      .addColumn('high_limit', 'double precision')
      .addColumn('last_value', 'double precision')
      .addColumn('last_time', date)
      .addColumn('last_ms', 'bigint')
      .addUniqueConstraint('uq_weld_plc_point_address', ['workstation_id', 'address']),
  ).execute();
  await db.schema
    .createTable('weld_plc_reading')
    .addColumn('point_id', id, (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addUniqueConstraint('uq_weld_plc_reading', ['point_id', 'ts'])
    .execute();
  await insertDicts(db, weldPlcDicts, now);
  await insertMenu(db, weldPlcMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  await deleteMenu(
    db,
    weldPlcMenu.map((m) => m.id),
  );
  await deleteDicts(db, weldPlcDicts);
  await db.schema.dropTable('weld_plc_reading').execute();
  await db.schema.dropTable('weld_plc_point').execute();
  await db.schema.dropTable('weld_plc_workstation').execute();
}
