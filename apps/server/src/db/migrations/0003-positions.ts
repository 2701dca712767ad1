import type { Kysely } from 'kysely';
import { newId } from '../ids';
import { buttonRows, insertMenu } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const rank: [value: string, text: string][] = [
  ['1', '员级'],
  ['2', '助级'],
  ['3', '中级'],
  ['4', '副高级'],
  ['5', '正高级'],
];

/**
 * Button rights of the position resource. Their page row comes with the web page that uses them, so
 * they have no parent yet; rights are checked by code, not by place in the tree.
 */
export const positionRights: MenuSeed[] = buttonRows(
  null,
  'system:position',
  [
    ['list', '职务查询'],
    ['add', '职务新增'],
    ['edit', '职务编辑'],
    ['delete', '职务删除'],
  ],
  { idPrefix: 'position' },
);

/** Positions: the table, the `position_rank` dictionary and the rights of the resource kit's endpoints. */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await db.schema
    .createTable('sys_position')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('post_rank', 'varchar(10)', (c) => c.notNull())
    .addColumn('org_code', 'varchar(64)')
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'varchar(19)')
    .addUniqueConstraint('uk_sys_position_code', ['code'])
    .execute();
  await db.schema
    .createIndex('idx_sys_position_create_time')
    .on('sys_position')
    .column('create_time')
    .execute();

  const audit = { create_by: 'system', create_time: now };
  await db
    .insertInto('sys_dict')
    .values({
      id: 'dict-position_rank',
      dict_name: '职级',
      dict_code: 'position_rank',
      del_flag: 0,
      ...audit,
    })
    .execute();
  for (const [i, [value, text]] of rank.entries()) {
    await db
      .insertInto('sys_dict_item')
      .values({
        id: newId(),
        dict_id: 'dict-position_rank',
        item_text: text,
        item_value: value,
        item_color: null,
        sort_order: i + 1,
        status: 1,
        ...audit,
      })
      .execute();
  }
  await insertMenu(db, positionRights, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('sys_permission')
    .where(
      'id',
      'in',
      positionRights.map((r) => r.id),
    )
    .execute();
  await db.deleteFrom('sys_dict').where('id', '=', 'dict-position_rank').execute();
  await db.schema.dropTable('sys_position').execute();
}
