import type { Kysely } from 'kysely';
import { newId } from '../ids';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations write rows without the live schema types */

/** A dictionary a migration seeds: its code, stored Chinese name and items as [value, Chinese text, colour?]. */
export interface DictSeed {
  code: string;
  name: string;
  items: [value: string, text: string, color?: string][];
}

const dictId = (code: string) => `dict-${code}`;

/**
 * Inserts dictionaries with their items (ids `dict-<code>`), so a migration's dictionaries read as data.
 * @example await insertDicts(db, [{ code: 'weld_node_type', name: '节点类型', items: [['line', '产品线']] }], now)
 */
export async function insertDicts(db: Kysely<any>, dicts: DictSeed[], now: string): Promise<void> {
  const audit = { create_by: 'system', create_time: now };
  for (const d of dicts) {
    await db
      .insertInto('sys_dict')
      .values({ id: dictId(d.code), dict_name: d.name, dict_code: d.code, del_flag: 0, ...audit })
      .execute();
    for (const [i, [value, text, color]] of d.items.entries()) {
      await db
        .insertInto('sys_dict_item')
        .values({
          id: newId(),
          dict_id: dictId(d.code),
          item_text: text,
          item_value: value,
          item_color: color ?? null,
          sort_order: i + 1,
          status: 1,
          ...audit,
        })
        .execute();
    }
  }
}

/** Removes what insertDicts wrote. */
export async function deleteDicts(db: Kysely<any>, dicts: DictSeed[]): Promise<void> {
  const ids = dicts.map((d) => dictId(d.code));
  await db.deleteFrom('sys_dict_item').where('dict_id', 'in', ids).execute();
  await db.deleteFrom('sys_dict').where('id', 'in', ids).execute();
}

/** Removes the menu rows a migration inserted with insertMenu, with their grants. */
export async function deleteMenu(db: Kysely<any>, ids: string[]): Promise<void> {
  await db.deleteFrom('sys_role_permission').where('permission_id', 'in', ids).execute();
  await db.deleteFrom('sys_permission').where('id', 'in', ids).execute();
}
