import type { Kysely } from 'kysely';
import { newId } from '../ids';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const id = 'varchar(32)' as const;
const date = 'varchar(19)' as const;

/** OSS文件 under 系统管理 (the spec lists the OSS file list beside the system screens) with its upload and delete rights. */
export const ossFileMenu: MenuSeed[] = [
  {
    id: 'isystem-oss-file',
    parentId: 'isystem',
    name: 'OSS文件',
    path: '/isystem/ossFile',
    component: 'system/OssFileList',
    componentName: 'OssFileList',
    menuType: 1,
    perms: 'system:ossFile:list',
    icon: 'cloud-upload',
    sortNo: 18,
  },
  ...buttonRows('isystem-oss-file', 'system:ossFile', [
    ['upload', 'OSS文件上传'],
    ['delete', 'OSS文件删除'],
  ]),
];

const DICT_ID = 'dict-oss_file_type';
/** The upload allow-list of this time (upload/file-types.ts): the type filter of OSS文件 offers these. */
const FILE_TYPES = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'bmp',
  'pdf',
  'doc',
  'xls',
  'ppt',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'txt',
  'csv',
  'zip',
  'rar',
  'gz',
];

/**
 * `oss_file` (one row per stored upload: name as uploaded, stored key, type, size, storage, folder,
 * uploader in create_by), `sys_user_notify_pref` (a user's notification preferences; no row = defaults)
 * the `oss_file_type` dictionary and the menu.
 */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await db.schema
    .createTable('oss_file')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('file_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('storage', 'varchar(8)', (c) => c.notNull())
    .addColumn('biz_path', 'varchar(100)', (c) => c.notNull())
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', date)
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', date)
    .execute();
  await db.schema.createIndex('idx_oss_file_create_time').on('oss_file').column('create_time').execute();
  await db.schema.createIndex('idx_oss_file_url').on('oss_file').column('url').execute();
  await db.schema
    .createTable('sys_user_notify_pref')
    .addColumn('user_id', id, (c) => c.primaryKey())
    .addColumn('bell_notice', 'smallint', (c) => c.notNull())
    .addColumn('bell_system', 'smallint', (c) => c.notNull())
    .addColumn('email_copy', 'smallint', (c) => c.notNull())
    .addColumn('update_time', date)
    .execute();
  const audit = { create_by: 'system', create_time: now };
  await db
    .insertInto('sys_dict')
    .values({ id: DICT_ID, dict_name: '文件类型', dict_code: 'oss_file_type', del_flag: 0, ...audit })
    .execute();
  for (const [i, type] of FILE_TYPES.entries()) {
    await db
      .insertInto('sys_dict_item')
      .values({
        id: newId(),
        dict_id: DICT_ID,
        item_text: type.toUpperCase(),
        item_value: type,
        item_color: null,
        sort_order: i + 1,
        status: 1,
        ...audit,
      })
      .execute();
  }
  await insertMenu(db, ossFileMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  const ids = ossFileMenu.map((m) => m.id);
  await db.deleteFrom('sys_role_permission').where('permission_id', 'in', ids).execute();
  await db.deleteFrom('sys_permission').where('id', 'in', ids).execute();
  await db.deleteFrom('sys_dict_item').where('dict_id', '=', DICT_ID).execute();
  await db.deleteFrom('sys_dict').where('id', '=', DICT_ID).execute();
  await db.schema.dropTable('sys_user_notify_pref').execute();
  await db.schema.dropTable('oss_file').execute();
}
