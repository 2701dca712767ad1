import type { Kysely } from 'kysely';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';
import { deleteDicts, deleteMenu, insertDicts } from './dict-rows';
import type { DictSeed } from './dict-rows';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const id = 'varchar(32)' as const;
const date = 'varchar(19)' as const;

/** 固件升级 and 设备列表 under 焊机设备, with their button rights (release, withdraw, reset key). */
export const weldFirmwareMenu: MenuSeed[] = [
  {
    id: 'iweld-firmware',
    parentId: 'iweld-device',
    name: '固件升级',
    path: '/weld/device/firmware',
    component: 'weld/FirmwareList',
    componentName: 'WeldFirmwareList',
    menuType: 1,
    perms: 'weld:firmware:list',
    icon: 'cloud-upload',
    sortNo: 5,
  },
  ...buttonRows('iweld-firmware', 'weld:firmware', [
    ['add', '固件新增'],
    ['edit', '固件编辑'],
    ['delete', '固件删除'],
    ['import', '固件导入'],
    ['export', '固件导出'],
    ['release', '固件发布'],
    ['withdraw', '固件撤回'],
  ]),
  {
    id: 'iweld-devices',
    parentId: 'iweld-device',
    name: '设备列表',
    path: '/weld/device/list',
    component: 'weld/DeviceList',
    componentName: 'WeldDeviceList',
    menuType: 1,
    perms: 'weld:device:list',
    icon: 'hdd',
    sortNo: 6,
  },
  ...buttonRows('iweld-devices', 'weld:device', [
    ['add', '设备新增'],
    ['edit', '设备编辑'],
    ['delete', '设备删除'],
    ['import', '设备导入'],
    ['export', '设备导出'],
    ['resetKey', '重置设备密钥', 'reset-key'],
  ]),
];

export const weldFirmwareDicts: DictSeed[] = [
  {
    code: 'weld_firmware_status',
    name: '固件状态',
    items: [
      ['testing', '测试中', 'blue'],
      ['released', '已发布', 'green'],
      ['withdrawn', '已撤回', 'default'],
    ],
  },
  {
    code: 'weld_device_status',
    name: '设备状态',
    items: [
      ['1', '启用', 'green'],
      ['0', '停用', 'default'],
    ],
  },
];

/**
 * `weld_firmware` (versions per model: `version_key` sorts in semantic order, (model, version) unique),
 * `weld_firmware_download` (which device fetched which firmware, when) and `weld_device` (serial
 * numbers with the SHA-256 of their key).
 */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await db.schema
    .createTable('weld_firmware')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('model_id', id, (c) => c.notNull())
    .addColumn('version', 'varchar(40)', (c) => c.notNull())
    .addColumn('version_key', 'varchar(140)', (c) => c.notNull())
    .addColumn('file', 'varchar(500)', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('checksum', 'varchar(64)', (c) => c.notNull())
    .addColumn('notes_zh', 'varchar(2000)')
    .addColumn('notes_en', 'varchar(2000)')
    .addColumn('notes_ru', 'varchar(2000)')
    .addColumn('min_version', 'varchar(40)')
    .addColumn('forced', 'varchar(1)', (c) => c.notNull())
    .addColumn('target_orgs', 'varchar(1000)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('release_time', date)
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', date)
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', date)
    .addUniqueConstraint('uq_weld_firmware_version', ['model_id', 'version'])
    .execute();
  await db.schema
    .createIndex('idx_weld_firmware_model')
    .on('weld_firmware')
    .columns(['model_id', 'status', 'version_key'])
    .execute();
  await db.schema
    .createTable('weld_firmware_download')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('firmware_id', id, (c) => c.notNull())
    .addColumn('serial_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('download_time', date, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_weld_firmware_download')
    .on('weld_firmware_download')
    .columns(['firmware_id', 'download_time'])
    .execute();
  await db.schema
    .createTable('weld_device')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('serial_no', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('model_id', id, (c) => c.notNull())
    .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('current_version', 'varchar(40)')
    .addColumn('last_seen', date)
    .addColumn('status', 'varchar(2)', (c) => c.notNull())
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', date)
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', date)
    .execute();
  await db.schema.createIndex('idx_weld_device_model').on('weld_device').column('model_id').execute();
  await insertDicts(db, weldFirmwareDicts, now);
  await insertMenu(db, weldFirmwareMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  await deleteMenu(
    db,
    weldFirmwareMenu.map((m) => m.id),
  );
  await deleteDicts(db, weldFirmwareDicts);
  await db.schema.dropTable('weld_device').execute();
  await db.schema.dropTable('weld_firmware_download').execute();
  await db.schema.dropTable('weld_firmware').execute();
}
