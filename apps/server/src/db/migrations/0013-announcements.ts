import type { CreateTableBuilder, Kysely } from 'kysely';
import { newId } from '../ids';
import { buttonRows, crudButtons, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const id = 'varchar(32)' as const;
const date = 'varchar(19)' as const;

function audited<T extends string>(table: CreateTableBuilder<T, any>): CreateTableBuilder<T, any> {
  return table
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', date)
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', date);
}

/** 通告管理, 消息模板 and 消息记录 under 系统管理 with their button rights; 我的消息 for everyone. */
export const noticeMenu: MenuSeed[] = [
  {
    id: 'isystem-announcement',
    parentId: 'isystem',
    name: '通告管理',
    path: '/isystem/annountCement',
    component: 'system/AnnouncementList',
    componentName: 'AnnouncementList',
    menuType: 1,
    perms: 'system:announcement:list',
    icon: 'notification',
    sortNo: 20,
  },
  // one right covers publishing and revoking: whoever may put a notice out may take it back
  ...buttonRows('isystem-announcement', 'system:announcement', [
    ...crudButtons('通告'),
    ['release', '通告发布与撤销'],
  ]),
  // 我的消息 is every user's, at the top level: under 系统管理 plain users would lose it with its hidden parent,
  // and a nested route must share its parent's path prefix, which /isps/userAnnouncement (the spec's path) cannot
  {
    id: 'isps-user-announcement',
    parentId: null,
    name: '我的消息',
    path: '/isps/userAnnouncement',
    component: 'system/UserAnnouncementList',
    componentName: 'UserAnnouncementList',
    menuType: 0,
    icon: 'bell',
    sortNo: 3,
    forUser: true,
  },
  {
    id: 'isystem-message-template',
    parentId: 'isystem',
    name: '消息模板',
    path: '/isystem/messageTemplate',
    component: 'system/MessageTemplateList',
    componentName: 'MessageTemplateList',
    menuType: 1,
    perms: 'system:messageTemplate:list',
    icon: 'file-text',
    sortNo: 22,
  },
  ...buttonRows('isystem-message-template', 'system:messageTemplate', [
    ...crudButtons('消息模板'),
    ['send', '消息模板发送测试'],
  ]),
  {
    id: 'isystem-message',
    parentId: 'isystem',
    name: '消息记录',
    path: '/isystem/message',
    component: 'system/MessageList',
    componentName: 'MessageList',
    menuType: 1,
    perms: 'system:message:list',
    icon: 'mail',
    sortNo: 23,
  },
  ...buttonRows('isystem-message', 'system:message', [
    ['delete', '消息记录删除'],
    ['export', '消息记录导出'],
  ]),
];

const dicts: { code: string; name: string; items: [string, string, string | null][] }[] = [
  {
    code: 'msg_category',
    name: '消息类型',
    items: [
      ['1', '通知公告', null],
      ['2', '系统消息', null],
    ],
  },
  {
    code: 'msg_type',
    name: '通告对象类型',
    items: [
      ['ALL', '全体用户', null],
      ['USER', '指定用户', null],
    ],
  },
  {
    code: 'send_status',
    name: '发布状态',
    items: [
      ['0', '未发布', null],
      ['1', '已发布', 'green'],
      ['2', '已撤销', 'default'],
    ],
  },
  {
    code: 'msg_open_type',
    name: '打开方式',
    items: [
      ['component', '组件', null],
      ['url', '链接', null],
    ],
  },
  {
    code: 'msg_template_type',
    name: '模板类型',
    items: [
      ['1', '短信', null],
      ['2', '邮件', null],
      ['4', '系统通知', null],
    ],
  },
  {
    code: 'msg_send_status',
    name: '发送状态',
    items: [
      ['0', '未发送', null],
      ['1', '发送成功', 'green'],
      ['2', '发送失败', 'red'],
    ],
  },
];

const templates = [
  {
    id: 'msg-template-notice',
    template_code: 'sys_notice_hello',
    template_name: '系统通知示例',
    template_type: '4',
    template_title: '您好，${name}',
    template_content: '${name}，您有一条新的待办：${task}。',
    template_test_json: '{"name":"张三","task":"焊机 WS-400 点检"}',
  },
  {
    id: 'msg-template-email',
    template_code: 'email_notice',
    template_name: '邮件通知示例',
    template_type: '2',
    template_title: '${name}，焊接参数已更新',
    template_content: '${name}，您好：\n型号 ${model} 的焊接参数已更新，请查阅。',
    template_test_json: '{"name":"张三","model":"WS-400"}',
  },
  {
    id: 'msg-template-sms',
    template_code: 'sms_notice',
    template_name: '短信通知示例',
    template_type: '1',
    template_title: null,
    template_content: '【焊接云】${name}，您的设备 ${model} 需要保养。',
    template_test_json: '{"name":"张三","model":"WS-400"}',
  },
];

async function createTables(db: Kysely<any>): Promise<void> {
  await audited(
    db.schema
      .createTable('sys_announcement')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('titile', 'varchar(100)', (c) => c.notNull())
      .addColumn('msg_content', 'text')
      .addColumn('msg_category', 'varchar(10)', (c) => c.notNull())
      .addColumn('priority', 'varchar(10)', (c) => c.notNull())
      .addColumn('msg_type', 'varchar(10)', (c) => c.notNull())
      .addColumn('user_ids', 'text')
      .addColumn('open_type', 'varchar(20)')
      .addColumn('open_page', 'varchar(255)')
      .addColumn('bus_id', 'varchar(64)')
      .addColumn('sender', 'varchar(100)')
      .addColumn('send_status', 'varchar(10)', (c) => c.notNull().defaultTo('0'))
      .addColumn('send_time', date)
      .addColumn('cancel_time', date)
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createIndex('idx_sys_announcement_status')
    .on('sys_announcement')
    .columns(['send_status', 'del_flag'])
    .execute();
  // one row per recipient and announcement: written on publish for chosen users, on first read for ALL
  await db.schema
    .createTable('sys_announcement_send')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('annt_id', id, (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('read_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_time', date)
    .addColumn('create_time', date)
    .addUniqueConstraint('uk_sys_announcement_send', ['annt_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('idx_sys_announcement_send_user')
    .on('sys_announcement_send')
    .columns(['user_id', 'read_flag'])
    .execute();
  await audited(
    db.schema
      .createTable('sys_message_template')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('template_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('template_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('template_type', 'varchar(10)', (c) => c.notNull())
      .addColumn('template_title', 'varchar(200)')
      .addColumn('template_content', 'text', (c) => c.notNull())
      .addColumn('template_test_json', 'text')
      .addUniqueConstraint('uk_sys_message_template_code', ['template_code']),
  ).execute();
  await audited(
    db.schema
      .createTable('sys_sms')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('es_type', 'varchar(10)')
      .addColumn('es_receiver', 'varchar(255)')
      .addColumn('es_title', 'varchar(200)')
      .addColumn('es_content', 'text')
      .addColumn('es_param', 'text')
      .addColumn('es_send_status', 'varchar(10)')
      .addColumn('es_send_num', 'integer')
      .addColumn('es_send_time', date)
      .addColumn('es_result', 'varchar(1000)'),
  ).execute();
}

/** The announcement, recipient, template and send-history tables, their dictionaries, sample templates and the menu. */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await createTables(db);
  const audit = { create_by: 'system', create_time: now };
  for (const dict of dicts) {
    const dictId = `dict-${dict.code}`;
    await db
      .insertInto('sys_dict')
      .values({ id: dictId, dict_name: dict.name, dict_code: dict.code, del_flag: 0, ...audit })
      .execute();
    for (const [i, [value, text, color]] of dict.items.entries()) {
      await db
        .insertInto('sys_dict_item')
        .values({
          id: newId(),
          dict_id: dictId,
          item_text: text,
          item_value: value,
          item_color: color,
          sort_order: i + 1,
          status: 1,
          ...audit,
        })
        .execute();
    }
  }
  for (const template of templates)
    await db
      .insertInto('sys_message_template')
      .values({ ...template, ...audit })
      .execute();
  await insertMenu(db, noticeMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('sys_role_permission')
    .where(
      'permission_id',
      'in',
      noticeMenu.map((r) => r.id),
    )
    .execute();
  await db
    .deleteFrom('sys_permission')
    .where(
      'id',
      'in',
      noticeMenu.map((r) => r.id),
    )
    .execute();
  const dictIds = dicts.map((d) => `dict-${d.code}`);
  await db.deleteFrom('sys_dict_item').where('dict_id', 'in', dictIds).execute();
  await db.deleteFrom('sys_dict').where('id', 'in', dictIds).execute();
  for (const table of ['sys_sms', 'sys_message_template', 'sys_announcement_send', 'sys_announcement'])
    await db.schema.dropTable(table).execute();
}
