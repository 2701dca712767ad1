import type { Kysely } from 'kysely';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';
import { deleteDicts, deleteMenu, insertDicts } from './dict-rows';
import type { DictSeed } from './dict-rows';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const id = 'varchar(32)' as const;
const date = 'varchar(19)' as const;

/** 文件列表, 推文列表 and 留言列表 under 说明书管理, with their button rights. */
export const weldManualMenu: MenuSeed[] = [
  {
    id: 'iweld-manual-file',
    parentId: 'iweld-manual',
    name: '文件列表',
    path: '/weld/manual/fileList',
    component: 'weld/ManualFileList',
    componentName: 'WeldManualFileList',
    menuType: 1,
    perms: 'weld:manualFile:list',
    icon: 'file-pdf',
    sortNo: 1,
  },
  ...buttonRows('iweld-manual-file', 'weld:manualFile', [
    ['add', '文件新增'],
    ['edit', '文件编辑'],
    ['delete', '文件删除'],
    ['import', '文件导入'],
    ['export', '文件导出'],
    ['publish', '文件发布'],
    ['archive', '文件归档'],
    ['confidential', '机密文件'],
  ]),
  {
    id: 'iweld-tweet',
    parentId: 'iweld-manual',
    name: '推文列表',
    path: '/weld/manual/tweetList',
    component: 'weld/TweetList',
    componentName: 'WeldTweetList',
    menuType: 1,
    perms: 'weld:tweet:list',
    icon: 'notification',
    sortNo: 3,
  },
  ...buttonRows('iweld-tweet', 'weld:tweet', [
    ['add', '推文新增'],
    ['edit', '推文编辑'],
    ['delete', '推文删除'],
    ['import', '推文导入'],
    ['export', '推文导出'],
  ]),
  {
    id: 'iweld-message',
    parentId: 'iweld-manual',
    name: '留言列表',
    path: '/weld/manual/messageList',
    component: 'weld/MessageList',
    componentName: 'WeldMessageList',
    menuType: 1,
    perms: 'weld:message:list',
    icon: 'message',
    sortNo: 4,
  },
  ...buttonRows('iweld-message', 'weld:message', [
    ['add', '留言新增'],
    ['edit', '留言编辑'],
    ['delete', '留言删除'],
    ['import', '留言导入'],
    ['export', '留言导出'],
    ['reply', '留言回复'],
    ['close', '留言关闭'],
  ]),
];

export const weldManualDicts: DictSeed[] = [
  {
    code: 'weld_file_kind',
    name: '文件类别',
    items: [
      ['manual', '说明书'],
      ['drawing', '图纸'],
      ['param_sheet', '参数表'],
      ['video', '视频'],
      ['software', '软件'],
    ],
  },
  {
    code: 'weld_language',
    name: '文件语言',
    items: [
      ['zh_CN', '中文'],
      ['en_US', 'English'],
      ['ru_RU', 'Русский'],
    ],
  },
  {
    code: 'weld_security_level',
    name: '密级',
    items: [
      ['public', '公开', 'green'],
      ['internal', '内部', 'blue'],
      ['confidential', '机密', 'red'],
    ],
  },
  {
    code: 'weld_file_status',
    name: '文件状态',
    items: [
      ['draft', '草稿', 'default'],
      ['published', '已发布', 'green'],
      ['archived', '已归档', 'orange'],
    ],
  },
  {
    code: 'weld_message_status',
    name: '留言状态',
    items: [
      ['new', '新建', 'blue'],
      ['processing', '处理中', 'orange'],
      ['closed', '已关闭', 'default'],
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
 * `weld_manual_file` (a document's versions share `group_id`), `weld_tweet`, `weld_message` and
 * `weld_message_reply` (the thread of a message, oldest first).
 */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await audit(
    db.schema
      .createTable('weld_manual_file')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('model_id', id, (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('language', 'varchar(8)', (c) => c.notNull())
      .addColumn('version', 'varchar(32)', (c) => c.notNull())
      .addColumn('security_level', 'varchar(16)', (c) => c.notNull())
      .addColumn('file', 'varchar(500)', (c) => c.notNull())
      .addColumn('file_name', 'varchar(255)')
      .addColumn('file_size', 'integer')
      .addColumn('checksum', 'varchar(64)')
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('group_id', id, (c) => c.notNull())
      .addColumn('org_code', 'varchar(64)'),
  ).execute();
  await db.schema
    .createIndex('idx_weld_manual_file_model')
    .on('weld_manual_file')
    .column('model_id')
    .execute();
  await db.schema
    .createIndex('idx_weld_manual_file_group')
    .on('weld_manual_file')
    .column('group_id')
    .execute();
  await audit(
    db.schema
      .createTable('weld_tweet')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('model_id', id, (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('summary', 'varchar(500)')
      .addColumn('content', 'text')
      .addColumn('cover_image', 'varchar(500)')
      .addColumn('images', 'varchar(2000)')
      .addColumn('published', 'varchar(1)', (c) => c.notNull())
      .addColumn('publish_time', date)
      .addColumn('org_code', 'varchar(64)'),
  ).execute();
  await db.schema.createIndex('idx_weld_tweet_model').on('weld_tweet').column('model_id').execute();
  await audit(
    db.schema
      .createTable('weld_message')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('contact_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('contact_phone', 'varchar(32)')
      .addColumn('contact_company', 'varchar(200)')
      .addColumn('machine_serial', 'varchar(64)')
      .addColumn('model_id', id)
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('org_code', 'varchar(64)'),
  ).execute();
  await db.schema.createIndex('idx_weld_message_model').on('weld_message').column('model_id').execute();
  await db.schema
    .createTable('weld_message_reply')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('message_id', id, (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('author', 'varchar(64)', (c) => c.notNull())
    .addColumn('author_name', 'varchar(100)')
    .addColumn('create_time', date, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_weld_message_reply_message')
    .on('weld_message_reply')
    .columns(['message_id', 'create_time'])
    .execute();
  await insertDicts(db, weldManualDicts, now);
  await insertMenu(db, weldManualMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  await deleteMenu(
    db,
    weldManualMenu.map((m) => m.id),
  );
  await deleteDicts(db, weldManualDicts);
  for (const table of ['weld_message_reply', 'weld_message', 'weld_tweet', 'weld_manual_file'])
    await db.schema.dropTable(table).execute();
}
