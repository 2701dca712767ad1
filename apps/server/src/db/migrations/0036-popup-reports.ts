import type { Kysely } from 'kysely';
import { newId } from '../ids';
import { insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

type ItemSeed = [
  field: string,
  text: string,
  type: string,
  options?: { search?: true; dict?: string; hidden?: true },
];

interface PopupReportSeed {
  id: string;
  code: string;
  name: string;
  sql: string;
  items: ItemSeed[];
  /** the list screen whose holders may pick from the report: its view right hangs under it */
  screen: string;
}

/**
 * The two pickers of before (users, positions) as online reports the popup picker opens by code, so nothing about
 * them is hard-coded in the web app. Their rows are those the list screens show: a user's secrets are not selected.
 */
export const popupReportSeeds: PopupReportSeed[] = [
  {
    id: 'rp-sys-user',
    code: 'sys_user',
    name: '用户',
    sql: 'select id, username, realname, work_no, sex, phone, email from sys_user where del_flag = 0',
    items: [
      ['id', 'ID', 'String', { hidden: true }],
      ['username', '用户账号', 'String', { search: true }],
      ['realname', '用户姓名', 'String', { search: true }],
      ['work_no', '工号', 'String', { search: true }],
      ['sex', '性别', 'Integer', { dict: 'sex' }],
      ['phone', '手机号码', 'String'],
      ['email', '电子邮件', 'String'],
    ],
    screen: 'isystem-user',
  },
  {
    id: 'rp-sys-position',
    code: 'sys_position',
    name: '职务',
    sql: 'select id, code, name, post_rank from sys_position',
    items: [
      ['id', 'ID', 'String', { hidden: true }],
      ['code', '职务编码', 'String', { search: true }],
      ['name', '职务名称', 'String', { search: true }],
      ['post_rank', '职级', 'String', { dict: 'position_rank' }],
    ],
    screen: 'isystem-position',
  },
];

/** A report's view right row, `rpview-<report id>` as the designer writes it, here under its list screen. */
const viewRight = (seed: PopupReportSeed): MenuSeed => ({
  id: `rpview-${seed.id}`,
  parentId: seed.screen,
  name: `${seed.name}弹窗报表`,
  menuType: 2,
  perms: `online:report:${seed.code}:view`,
  sortNo: 90,
});

export const popupReportRights: MenuSeed[] = popupReportSeeds.map(viewRight);

/** Seeds the popup reports and their view rights, granted to admin and to every role holding the list screen. */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  const stamp = { create_by: 'system', create_time: now, update_by: null, update_time: null };
  for (const seed of popupReportSeeds) {
    await db
      .insertInto('onl_cgreport_head')
      .values({ id: seed.id, code: seed.code, name: seed.name, cgr_sql: seed.sql, db_source: null, ...stamp })
      .execute();
    for (const [i, [field, text, type, options = {}]] of seed.items.entries())
      await db
        .insertInto('onl_cgreport_item')
        .values({
          id: newId(),
          cgrhead_id: seed.id,
          field_name: field,
          field_txt: text,
          field_type: type,
          is_show: options.hidden ? 0 : 1,
          is_search: options.search ? 1 : 0,
          search_mode: 'single',
          dict_code: options.dict ?? null,
          field_href: null,
          is_total: 0,
          order_num: i,
          ...stamp,
        })
        .execute();
    const right = viewRight(seed);
    await insertMenu(db, [right], now);
    const holders = await db
      .selectFrom('sys_role_permission')
      .select('role_id')
      .where('permission_id', '=', seed.screen)
      .execute();
    const granted = await db
      .selectFrom('sys_role_permission')
      .select('role_id')
      .where('permission_id', '=', right.id)
      .execute();
    const already = new Set(granted.map((g) => g.role_id));
    for (const { role_id } of holders.filter((h) => !already.has(h.role_id)))
      await db
        .insertInto('sys_role_permission')
        .values({ id: newId(), role_id, permission_id: right.id })
        .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const ids = popupReportSeeds.map((s) => s.id);
  const rights = popupReportSeeds.map((s) => `rpview-${s.id}`);
  await db.deleteFrom('sys_role_permission').where('permission_id', 'in', rights).execute();
  await db.deleteFrom('sys_permission').where('id', 'in', rights).execute();
  await db.deleteFrom('onl_cgreport_item').where('cgrhead_id', 'in', ids).execute();
  await db.deleteFrom('onl_cgreport_head').where('id', 'in', ids).execute();
}
