import type { Kysely } from 'kysely';
import { newId } from '../ids';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const id = 'varchar(32)' as const;
const date = 'varchar(19)' as const;

/** 系统日志, 数据日志 and 在线用户 under 系统管理, with their button rights. */
export const logsMenu: MenuSeed[] = [
  {
    id: 'isystem-log',
    parentId: 'isystem',
    name: '系统日志',
    path: '/isystem/log',
    component: 'system/LogList',
    componentName: 'LogList',
    menuType: 1,
    perms: 'system:log:list',
    icon: 'profile',
    sortNo: 20,
  },
  ...buttonRows('isystem-log', 'system:log', [['delete', '日志删除']]),
  {
    id: 'isystem-data-log',
    parentId: 'isystem',
    name: '数据日志',
    path: '/isystem/dataLog',
    component: 'system/DataLogList',
    componentName: 'DataLogList',
    menuType: 1,
    perms: 'system:dataLog:list',
    icon: 'history',
    sortNo: 21,
  },
  {
    id: 'isystem-online',
    parentId: 'isystem',
    name: '在线用户',
    path: '/isystem/online',
    component: 'system/OnlineUserList',
    componentName: 'OnlineUserList',
    menuType: 1,
    perms: 'system:online:list',
    icon: 'wifi',
    sortNo: 22,
  },
  ...buttonRows('isystem-online', 'system:online', [['forceLogout', '强制退出', 'force-logout']]),
];

/** The platform's operate types (1–6) and ours for the login log (7 sign in, 8 sign out). */
const operateTypes: [string, string][] = [
  ['1', '查询'],
  ['2', '添加'],
  ['3', '更新'],
  ['4', '删除'],
  ['5', '导入'],
  ['6', '导出'],
  ['7', '登录'],
  ['8', '退出'],
];

/**
 * sys_log gains what an operation log needs (operate type, masked request parameters, answer status,
 * the text's locale key and parameters);
 * login rows written so far are marked sign-in or sign-out; sys_data_log holds the versions of logged
 * tables; the operate_type dictionary and the menu.
 */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await db.schema.alterTable('sys_log').addColumn('operate_type', 'integer').execute();
  await db.schema.alterTable('sys_log').addColumn('request_param', 'text').execute();
  await db.schema.alterTable('sys_log').addColumn('status_code', 'integer').execute();
  // log_content stays the zh_CN text; the key and its parameters let the list speak the reader's language
  await db.schema.alterTable('sys_log').addColumn('content_key', 'varchar(100)').execute();
  await db.schema.alterTable('sys_log').addColumn('content_params', 'varchar(500)').execute();
  await db
    .updateTable('sys_log')
    .set({ operate_type: 8 })
    .where('log_type', '=', 1)
    .where('request_url', 'like', '%/logout')
    .execute();
  await db
    .updateTable('sys_log')
    .set({ operate_type: 7 })
    .where('log_type', '=', 1)
    .where('operate_type', 'is', null)
    .execute();
  // login rows so far were all successful (failed sign-ins are logged from now on, with their status)
  await db.updateTable('sys_log').set({ status_code: 200 }).where('log_type', '=', 1).execute();
  // the dashboards count by day over all types, and the IP figures read the same range
  await db.schema.createIndex('idx_sys_log_time').on('sys_log').columns(['create_time']).execute();

  await db.schema
    .createTable('sys_data_log')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('data_table', 'varchar(64)', (c) => c.notNull())
    .addColumn('data_id', id, (c) => c.notNull())
    .addColumn('data_version', 'integer', (c) => c.notNull())
    .addColumn('data_content', 'text', (c) => c.notNull())
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', date, (c) => c.notNull())
    .addUniqueConstraint('uk_sys_data_log_version', ['data_table', 'data_id', 'data_version'])
    .execute();

  const dictId = 'dict-operate_type';
  await db
    .insertInto('sys_dict')
    .values({
      id: dictId,
      dict_name: '操作类型',
      dict_code: 'operate_type',
      del_flag: 0,
      create_by: 'system',
      create_time: now,
    })
    .execute();
  for (const [i, [value, text]] of operateTypes.entries()) {
    await db
      .insertInto('sys_dict_item')
      .values({
        id: newId(),
        dict_id: dictId,
        item_text: text,
        item_value: value,
        item_color: null,
        sort_order: i + 1,
        status: 1,
        create_by: 'system',
        create_time: now,
      })
      .execute();
  }
  await insertMenu(db, logsMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  const ids = logsMenu.map((r) => r.id);
  await db.deleteFrom('sys_role_permission').where('permission_id', 'in', ids).execute();
  await db.deleteFrom('sys_permission').where('id', 'in', ids).execute();
  await db.deleteFrom('sys_dict_item').where('dict_id', '=', 'dict-operate_type').execute();
  await db.deleteFrom('sys_dict').where('id', '=', 'dict-operate_type').execute();
  await db.schema.dropTable('sys_data_log').execute();
  await db.schema.dropIndex('idx_sys_log_time').on('sys_log').execute();
  for (const column of ['content_params', 'content_key', 'status_code', 'request_param', 'operate_type'])
    await db.schema.alterTable('sys_log').dropColumn(column).execute();
}
