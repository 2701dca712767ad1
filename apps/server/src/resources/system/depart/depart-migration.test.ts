import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialects } from '../../../test/databases';
import { startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { departMenu, down, up } from '../../../db/migrations/0008-depart-admin';

/** Migration 0008 on every dialect: its menu rows and dictionary, and a clean undo and redo. */
describe.each(dialects)('migration 0008-depart-admin on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
  });
  afterAll(async () => server?.stop());

  // PostgreSQL's introspection lists every schema, and other test databases are schemas of the same server
  const ownTables = async () => {
    const schema =
      dialect === 'postgres'
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(server.ctx.db)).rows[0].s
        : undefined;
    return (await server.ctx.db.introspection.getTables()).filter((t) => !schema || t.schema === schema);
  };
  const tables = async () => (await ownTables()).map((t) => t.name).filter((n) => n.startsWith('sys_depart'));

  it('seeds 部门管理 with its buttons and 部门用户 under 系统管理, granted to admin, and org_category', async () => {
    const rows = await server.ctx.db
      .selectFrom('sys_permission')
      .select(['id', 'parent_id', 'perms', 'component', 'icon', 'sort_no'])
      .where(
        'id',
        'in',
        departMenu.map((m) => m.id),
      )
      .execute();
    expect(rows).toHaveLength(departMenu.length);
    expect(rows.find((r) => r.id === 'isystem-depart')).toMatchObject({
      parent_id: 'isystem',
      perms: 'system:depart:list',
      component: 'system/DepartList',
      icon: 'apartment',
      sort_no: 6,
    });
    expect(rows.find((r) => r.id === 'isystem-depart-user')).toMatchObject({
      parent_id: 'isystem',
      perms: 'system:depart:user',
      component: 'system/DepartUserList',
      icon: 'usergroup-add',
      sort_no: 7,
    });
    expect(rows.find((r) => r.id === 'depart-permission')).toMatchObject({
      parent_id: 'isystem-depart',
      perms: 'system:depart:permission',
    });
    const granted = await server.ctx.db
      .selectFrom('sys_role_permission')
      .select('permission_id')
      .where('role_id', '=', 'role-admin')
      .where(
        'permission_id',
        'in',
        departMenu.map((m) => m.id),
      )
      .execute();
    expect(granted).toHaveLength(departMenu.length);
    const items = await server.ctx.db
      .selectFrom('sys_dict_item')
      .select(['item_value', 'item_text'])
      .where('dict_id', '=', 'dict-org_category')
      .orderBy('sort_order')
      .execute();
    expect(items).toEqual([
      { item_value: '1', item_text: '公司' },
      { item_value: '2', item_text: '部门' },
      { item_value: '3', item_text: '岗位' },
    ]);
  });

  it('can be undone and done again', async () => {
    // migrations take the database without the live schema types
    const db = server.ctx.db as unknown as Parameters<typeof down>[0];
    const before = (await tables()).sort();
    await down(db);
    expect(await tables()).toEqual(['sys_depart']);
    const columns = (await ownTables()).find((t) => t.name === 'sys_depart')!.columns.map((c) => c.name);
    expect(columns).not.toContain('depart_name_en');
    await up(db, server.ctx.now());
    expect((await tables()).sort()).toEqual(before);
  });
});
