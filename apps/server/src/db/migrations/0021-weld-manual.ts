import type { Kysely } from 'kysely';
import { insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';
import { deleteDicts, deleteMenu, insertDicts } from './dict-rows';
import type { DictSeed } from './dict-rows';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const id = 'varchar(32)' as const;
const date = 'varchar(19)' as const;

const button = (parentId: string, key: string, name: string, perms: string, sortNo: number): MenuSeed =>
  ({ id: `${parentId}-${key}`, parentId, name, menuType: 2, perms, sortNo });

/** 文件列表, 推文列表 and 留言列表 under 说明书管理, with their button rights. */
export const weldManualMenu: MenuSeed[] = [
  { id: 'iweld-manual-file', parentId: 'iweld-manual', name: '文件列表', path: '/weld/manual/fileList', component: 'weld/ManualFileList', componentName: 'WeldManualFileList', menuType: 1, perms: 'weld:manualFile:list', icon: 'file-pdf', sortNo: 1 },
  button('iweld-manual-file', 'add', '文件新增', 'weld:manualFile:add', 1),
  button('iweld-manual-file', 'edit', '文件编辑', 'weld:manualFile:edit', 2),
  button('iweld-manual-file', 'delete', '文件删除', 'weld:manualFile:delete', 3),
  button('iweld-manual-file', 'import', '文件导入', 'weld:manualFile:import', 4),
  button('iweld-manual-file', 'export', '文件导出', 'weld:manualFile:export', 5),
  button('iweld-manual-file', 'publish', '文件发布', 'weld:manualFile:publish', 6),
  button('iweld-manual-file', 'archive', '文件归档', 'weld:manualFile:archive', 7),
  button('iweld-manual-file', 'confidential', '机密文件', 'weld:manualFile:confidential', 8),
  { id: 'iweld-tweet', parentId: 'iweld-manual', name: '推文列表', path: '/weld/manual/tweetList', component: 'weld/TweetList', componentName: 'WeldTweetList', menuType: 1, perms: 'weld:tweet:list', icon: 'notification', sortNo: 3 },
  button('iweld-tweet', 'add', '推文新增', 'weld:tweet:add', 1),
  button('iweld-tweet', 'edit', '推文编辑', 'weld:tweet:edit', 2),
  button('iweld-tweet', 'delete', '推文删除', 'weld:tweet:delete', 3),
  button('iweld-tweet', 'import', '推文导入', 'weld:tweet:import', 4),
  button('iweld-tweet', 'export', '推文导出', 'weld:tweet:export', 5),
  { id: 'iweld-message', parentId: 'iweld-manual', name: '留言列表', path: '/weld/manual/messageList', component: 'weld/MessageList', componentName: 'WeldMessageList', menuType: 1, perms: 'weld:message:list', icon: 'message', sortNo: 4 },
  button('iweld-message', 'add', '留言新增', 'weld:message:add', 1),
  button('iweld-message', 'edit', '留言编辑', 'weld:message:edit', 2),
  button('iweld-message', 'delete', '留言删除', 'weld:message:delete', 3),
  button('iweld-message', 'import', '留言导入', 'weld:message:import', 4),
  button('iweld-message', 'export', '留言导出', 'weld:message:export', 5),
  button('iweld-message', 'reply', '留言回复', 'weld:message:reply', 6),
  button('iweld-message', 'close', '留言关闭', 'weld:message:close', 7),
];

export const weldManualDicts: DictSeed[] = [
  { code: 'weld_file_kind', name: '文件类别', items: [['manual', '说明书'], ['drawing', '图纸'], ['param_sheet', '参数表'], ['video', '视频'], ['software', '软件']] },
  { code: 'weld_language', name: '文件语言', items: [['zh_CN', '中文'], ['en_US', 'English'], ['ru_RU', 'Русский']] },
  { code: 'weld_security_level', name: '密级', items: [['public', '公开', 'green'], ['internal', '内部', 'blue'], ['confidential', '机密', 'red']] },
  { code: 'weld_file_status', name: '文件状态', items: [['draft', '草稿', 'default'], ['published', '已发布', 'green'], ['archived', '已归档', 'orange']] },
  { code: 'weld_message_status', name: '留言状态', items: [['new', '新建', 'blue'], ['processing', '处理中', 'orange'], ['closed', '已关闭', 'default']] },
];

const audit = (t: any) => t.addColumn('create_by', 'varchar(64)').addColumn('create_time', date).addColumn('update_by', 'varchar(64)').addColumn('update_time', date);

/**
 * `weld_manual_file` (a document's versions share `group_id`), `weld_tweet`, `weld_message` and
 * `weld_message_reply` (the thread of a message, oldest first).
 */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await audit(db.schema.createTable('weld_manual_file').addColumn('id', id, (c) => c.primaryKey())
    .addColumn('model_id', id, (c) => c.notNull()).addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull()).addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('version', 'varchar(32)', (c) => c.notNull()).addColumn('security_level', 'varchar(16)', (c) => c.notNull())
    .addColumn('file', 'varchar(500)', (c) => c.notNull()).addColumn('file_name', 'varchar(255)')
    .addColumn('file_size', 'integer').addColumn('checksum', 'varchar(64)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull()).addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('group_id', id, (c) => c.notNull()).addColumn('org_code', 'varchar(64)'))
    .execute();
  await db.schema.createIndex('idx_weld_manual_file_model').on('weld_manual_file').column('model_id').execute();
  await db.schema.createIndex('idx_weld_manual_file_group').on('weld_manual_file').column('group_id').execute();
  await audit(db.schema.createTable('weld_tweet').addColumn('id', id, (c) => c.primaryKey())
    .addColumn('model_id', id, (c) => c.notNull()).addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary', 'varchar(500)').addColumn('content', 'text')
    .addColumn('cover_image', 'varchar(500)').addColumn('images', 'varchar(2000)')
    .addColumn('published', 'varchar(1)', (c) => c.notNull()).addColumn('publish_time', date).addColumn('org_code', 'varchar(64)'))
    .execute();
  await db.schema.createIndex('idx_weld_tweet_model').on('weld_tweet').column('model_id').execute();
  await audit(db.schema.createTable('weld_message').addColumn('id', id, (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull()).addColumn('content', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(64)', (c) => c.notNull()).addColumn('contact_phone', 'varchar(32)')
    .addColumn('contact_company', 'varchar(200)').addColumn('machine_serial', 'varchar(64)')
    .addColumn('model_id', id).addColumn('status', 'varchar(16)', (c) => c.notNull()).addColumn('org_code', 'varchar(64)'))
    .execute();
  await db.schema.createIndex('idx_weld_message_model').on('weld_message').column('model_id').execute();
  await db.schema.createTable('weld_message_reply').addColumn('id', id, (c) => c.primaryKey())
    .addColumn('message_id', id, (c) => c.notNull()).addColumn('content', 'text', (c) => c.notNull())
    .addColumn('author', 'varchar(64)', (c) => c.notNull()).addColumn('author_name', 'varchar(100)')
    .addColumn('create_time', date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idx_weld_message_reply_message').on('weld_message_reply').columns(['message_id', 'create_time']).execute();
  await insertDicts(db, weldManualDicts, now);
  await insertMenu(db, weldManualMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  await deleteMenu(db, weldManualMenu.map((m) => m.id));
  await deleteDicts(db, weldManualDicts);
  for (const table of ['weld_message_reply', 'weld_message', 'weld_tweet', 'weld_manual_file']) await db.schema.dropTable(table).execute();
}
