import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../../test/admin-server';
import { dialects } from '../../test/databases';
import { call } from '../../test/client';

interface MenuNode {
  path: string;
  component?: string;
  meta: { title: string; icon?: string; permission?: string[] };
  children?: MenuNode[];
}

describe.each(dialects)('migration 0010 (misc administration) on %s', (dialect) => {
  const fx = useAdminServer(dialect);

  it("puts the six screens under 系统管理 after 职务管理, titled in the caller's language", async () => {
    const { body } = await call<{ menu: MenuNode[]; auth: { action: string }[] }>(
      fx.server,
      'GET',
      '/sys/permission/getUserPermissionByToken',
      { token: fx.token, lang: 'en_US' },
    );
    const system = body.result.menu.find((m) => m.path === '/isystem');
    const mine = [
      '/isystem/position',
      '/isystem/tenant',
      '/isystem/checkRule',
      '/isystem/fillRule',
      '/isystem/dataSource',
      '/isystem/addressList',
      '/isystem/gateway',
    ];
    const shown = (system?.children ?? []).filter((c) => mine.includes(c.path));
    expect(shown.map((c) => [c.path, c.component, c.meta.title, c.meta.icon])).toEqual([
      ['/isystem/position', 'system/PositionList', 'Positions', 'solution'],
      ['/isystem/tenant', 'system/TenantList', 'Tenants', 'bank'],
      ['/isystem/checkRule', 'system/CheckRuleList', 'Check rules', 'check-square'],
      ['/isystem/fillRule', 'system/FillRuleList', 'Fill rules', 'edit'],
      ['/isystem/dataSource', 'system/DataSourceList', 'Data sources', 'database'],
      ['/isystem/addressList', 'system/AddressList', 'Address list', 'contacts'],
      ['/isystem/gateway', 'system/GatewayRouteList', 'Gateway routes', 'gateway'],
    ]);
    const rights = body.result.auth.map((a) => a.action);
    for (const right of [
      'system:tenant:add',
      'system:checkRule:edit',
      'system:fillRule:delete',
      'system:dataSource:test',
      'system:gateway:export',
      'system:addressList:list',
    ])
      expect(rights).toContain(right);
  });

  it('keeps tenant 1 valid with its status as a dictionary value, and seeds the two fill rules', async () => {
    const tenant = await fx.server.ctx.db
      .selectFrom('sys_tenant')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(tenant).toMatchObject({ status: '1', begin_date: null, end_date: null });
    const rules = await fx.server.ctx.db
      .selectFrom('sys_fill_rule')
      .select(['rule_code', 'rule_class'])
      .orderBy('rule_code')
      .execute();
    expect(rules).toEqual([
      { rule_code: 'category_code_rule', rule_class: 'category_code' },
      { rule_code: 'org_num_role', rule_class: 'org_code' },
    ]);
  });
});
