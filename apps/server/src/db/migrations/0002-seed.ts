import type { Kysely } from 'kysely';
import { newId } from '../ids';
import { seedDeparts, seedDicts, seedRoles } from './seed-base';
import { seedTenant } from '../seed-ids';
import { foundationMenu } from './seed-menu';
import { insertMenu } from './menu-rows';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

/** First-start data: tenant 1, departments, roles, dictionaries and the foundation menu. */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  const audit = { create_by: 'system', create_time: now };
  await db
    .insertInto('sys_tenant')
    .values({ id: seedTenant.id, name: seedTenant.name, status: 1, ...audit })
    .execute();
  for (const d of seedDeparts) {
    await db
      .insertInto('sys_depart')
      .values({
        id: d.id,
        parent_id: d.parentId,
        depart_name: d.departName,
        org_code: d.orgCode,
        org_category: d.orgCategory,
        depart_order: d.order,
        del_flag: 0,
        ...audit,
      })
      .execute();
  }
  for (const r of seedRoles) {
    await db
      .insertInto('sys_role')
      .values({
        id: r.id,
        role_name: r.roleName,
        role_code: r.roleCode,
        description: r.description,
        ...audit,
      })
      .execute();
  }
  for (const dict of seedDicts) {
    const dictId = `dict-${dict.code}`;
    await db
      .insertInto('sys_dict')
      .values({ id: dictId, dict_name: dict.name, dict_code: dict.code, del_flag: 0, ...audit })
      .execute();
    let order = 1;
    for (const [value, text, color] of dict.items) {
      await db
        .insertInto('sys_dict_item')
        .values({
          id: newId(),
          dict_id: dictId,
          item_text: text,
          item_value: value,
          item_color: color ?? null,
          sort_order: order++,
          status: 1,
          ...audit,
        })
        .execute();
    }
  }
  await insertMenu(db, foundationMenu, now);
}
