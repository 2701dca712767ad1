import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { newId } from './ids';
import { generatePassword, hashPassword } from '../lib/password';
import { ADMIN_ROLE_ID, adminDepartIds, seedTenant } from './seed-ids';

export interface AdminSeed {
  created: boolean;
  /** the generated password, shown once; null when ADMIN_PASSWORD was given or admin existed */
  generatedPassword: string | null;
}

/**
 * Creates the admin user on first start. There is no default password: ADMIN_PASSWORD, or a generated
 * one that must be changed at first login. Idempotent: an existing admin is left alone.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  adminPassword: string | null,
  now: string,
): Promise<AdminSeed> {
  const existing = await db
    .selectFrom('sys_user')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirst();
  if (existing) return { created: false, generatedPassword: null };
  const clear = adminPassword ?? generatePassword();
  const { password, salt } = await hashPassword(clear);
  const id = newId();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sys_user')
        .values({
          id,
          username: 'admin',
          realname: '管理员',
          password,
          salt,
          avatar: null,
          birthday: null,
          sex: null,
          email: null,
          phone: null,
          org_code: 'A01',
          status: 1,
          del_flag: 0,
          lang: null,
          must_change_password: adminPassword ? 0 : 1,
          create_by: 'system',
          create_time: now,
          update_by: null,
          update_time: null,
        })
        .execute();
      await trx
        .insertInto('sys_user_role')
        .values({ id: newId(), user_id: id, role_id: ADMIN_ROLE_ID })
        .execute();
      for (const depId of adminDepartIds)
        await trx.insertInto('sys_user_depart').values({ id: newId(), user_id: id, dep_id: depId }).execute();
      await trx
        .insertInto('sys_user_tenant')
        .values({ id: newId(), user_id: id, tenant_id: seedTenant.id })
        .execute();
    });
  } catch (err) {
    // another instance starting at the same moment created it first
    const winner = await db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirst();
    if (winner) return { created: false, generatedPassword: null };
    throw err;
  }
  return { created: true, generatedPassword: adminPassword ? null : clear };
}
