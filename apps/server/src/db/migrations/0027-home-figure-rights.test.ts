import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dialects } from '../../test/databases';
import type { TestDatabase } from '../../test/databases';
import { openDatabase } from '../dialect';
import type { Db } from '../dialect';
import { newId } from '../ids';
import { migrateToLatest } from './index';
import { down, up } from './0027-home-figure-rights';
import { ADMIN_ROLE_ID, USER_ROLE_ID } from '../seed-ids';

const now = () => '2026-11-22 10:00:00';

describe.each(dialects)("migration 0027 (rights of 首页's figures) on %s", (dialect) => {
  let database: TestDatabase;
  let db: Db['db'];
  const rightsOf = async (roleId: string) =>
    (
      await db
        .selectFrom('sys_role_permission')
        .select('permission_id')
        .where('role_id', '=', roleId)
        .where('permission_id', 'like', 'dashboard-analysis-%')
        .execute()
    )
      .map((g) => g.permission_id)
      .sort();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = openDatabase(database.url).db;
    await migrateToLatest(db, now, dialect);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('grants the new rights to admin and to the roles that held 用户管理 or 系统日志, not to 普通用户', async () => {
    // a database from before 0027, with roles an administrator made
    await down(db);
    const audit = {
      description: null,
      create_by: 'admin',
      create_time: now(),
      update_by: null,
      update_time: null,
    };
    await db
      .insertInto('sys_role')
      .values([
        { id: 'role-user-admin', role_name: '用户管理员', role_code: 'user_admin', ...audit },
        { id: 'role-auditor', role_name: '审计员', role_code: 'auditor', ...audit },
        { id: 'role-clerk', role_name: '文员', role_code: 'clerk', ...audit },
      ])
      .execute();
    for (const [roleId, permissionId] of [
      ['role-user-admin', 'isystem-user'],
      ['role-auditor', 'isystem-log'],
      ['role-clerk', 'dashboard-analysis'],
    ]) {
      await db
        .insertInto('sys_role_permission')
        .values({ id: newId(), role_id: roleId, permission_id: permissionId })
        .execute();
    }
    await up(db, now());
    expect(await rightsOf(ADMIN_ROLE_ID)).toEqual(['dashboard-analysis-counts', 'dashboard-analysis-visits']);
    expect(await rightsOf('role-user-admin')).toEqual(['dashboard-analysis-counts']);
    expect(await rightsOf('role-auditor')).toEqual(['dashboard-analysis-visits']);
    expect(await rightsOf('role-clerk')).toEqual([]);
    expect(await rightsOf(USER_ROLE_ID)).toEqual([]);
    const rows = await db
      .selectFrom('sys_permission')
      .select(['id', 'parent_id', 'menu_type', 'perms'])
      .where('parent_id', '=', 'dashboard-analysis')
      .orderBy('sort_no')
      .execute();
    expect(rows).toEqual([
      {
        id: 'dashboard-analysis-counts',
        parent_id: 'dashboard-analysis',
        menu_type: 2,
        perms: 'dashboard:analysis:counts',
      },
      {
        id: 'dashboard-analysis-visits',
        parent_id: 'dashboard-analysis',
        menu_type: 2,
        perms: 'dashboard:analysis:visits',
      },
    ]);
  });
});
