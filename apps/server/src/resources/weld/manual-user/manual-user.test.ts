import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer, type TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { dialects } from '../../../test/databases';
import { smallTree, userWith } from '../../../test/weld-fixture';

type Machine = { modelId: string; modelId_dictText: string; serialNo: string; boundDate: string | null };
type Reader = { id: string; name: string; machines: Machine[]; machineCount: number };

describe.each(dialects)('weld manual users and their bound machines on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let tree: Awaited<ReturnType<typeof smallTree>>;
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    tree = await smallTree(server, admin, 'MU');
  });
  afterAll(async () => server?.stop());

  const reader = (name: string, machines: unknown, extra: Record<string, unknown> = {}) => ({
    name,
    company: '江南造船',
    region: '上海',
    phone: '13812345678',
    email: 'reader@weld.cn',
    status: '1',
    orgCode: 'A01A02',
    machines,
    ...extra,
  });
  const machinesOf = async (id: string) =>
    (
      await call<Reader>(server, 'GET', `/weld/manualUser/queryById?id=${id}`, { token: admin })
    ).body.result.machines.map((m) => [m.modelId_dictText, m.serialNo, m.boundDate]);

  it('saves the user and the machines of the form together, and an edit replaces the machines', async () => {
    const added = await call<Reader>(server, 'POST', '/weld/manualUser/add', {
      token: admin,
      body: reader('张工', [
        { modelId: tree.m1, serialNo: 'SN-1001', boundDate: '2026-03-01' },
        { modelId: tree.m2, serialNo: 'SN-1001', boundDate: '' },
      ]),
    });
    expect(added.status, added.body.message).toBe(200);
    const id = added.body.result.id;
    expect(added.body.result.machineCount).toBe(2);
    expect(await machinesOf(id)).toEqual([
      ['MU-M1', 'SN-1001', '2026-03-01'],
      ['MU-M2', 'SN-1001', null],
    ]);
    const edited = await call(server, 'PUT', '/weld/manualUser/edit', {
      token: admin,
      body: {
        id,
        region: '江苏',
        machines: [{ modelId: tree.m2, serialNo: 'SN-2002', boundDate: '2026-04-01' }],
      },
    });
    expect(edited.status).toBe(200);
    expect(await machinesOf(id)).toEqual([['MU-M2', 'SN-2002', '2026-04-01']]);
    // an edit that leaves the machines out keeps them
    await call(server, 'PUT', '/weld/manualUser/edit', { token: admin, body: { id, company: '沪东中华' } });
    expect(await machinesOf(id)).toEqual([['MU-M2', 'SN-2002', '2026-04-01']]);
    expect(
      (await call(server, 'DELETE', `/weld/model/delete?id=${tree.m2}`, { token: admin })).body.message,
    ).toBe('节点“MU-M2”下还有绑定的机器，不能删除');
  });

  it('refuses a serial number another user holds on the same model, saving neither the user nor any machine', async () => {
    const first = await call<Reader>(server, 'POST', '/weld/manualUser/add', {
      token: admin,
      body: reader('李工', [{ modelId: tree.m1, serialNo: 'SN-3003' }]),
    });
    expect(first.status).toBe(200);
    const taken = await call(server, 'POST', '/weld/manualUser/add', {
      token: admin,
      body: reader('王工', [
        { modelId: tree.m2, serialNo: 'SN-4004' },
        { modelId: tree.m1, serialNo: 'SN-3003' },
      ]),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('型号“MU-M1”的序列号 SN-3003 已绑定给用户“李工”');
    expect(
      await server.ctx.db.selectFrom('weld_manual_user').select('id').where('name', '=', '王工').execute(),
    ).toEqual([]);
    expect(
      await server.ctx.db
        .selectFrom('weld_manual_user_machine')
        .select('id')
        .where('serial_no', '=', 'SN-4004')
        .execute(),
    ).toEqual([]);
    const twice = await call<{ errors: Record<string, string> }>(server, 'POST', '/weld/manualUser/add', {
      token: admin,
      lang: 'en_US',
      body: reader('赵工', [
        { modelId: tree.m1, serialNo: 'SN-5005' },
        { modelId: tree.m1, serialNo: 'SN-5005' },
      ]),
    });
    expect(twice.status).toBe(400);
    expect(twice.body.result.errors.machines).toBe(
      'Bound machine row 2: serial number SN-5005 repeats row 1',
    );
    const onSeries = await call(server, 'POST', '/weld/manualUser/add', {
      token: admin,
      body: reader('钱工', [{ modelId: tree.series, serialNo: 'SN-6006' }]),
    });
    expect(onSeries.status).toBe(400);
    expect(onSeries.body.message).toBe('绑定机器第 1 行：只能绑定到型号节点');
    const edit = await call(server, 'PUT', '/weld/manualUser/edit', {
      token: admin,
      body: {
        id: first.body.result.id,
        name: '李工改',
        machines: [{ modelId: tree.m1, serialNo: 'bad serial!' }],
      },
    });
    expect(edit.status).toBe(400);
    const kept = await server.ctx.db
      .selectFrom('weld_manual_user')
      .select('name')
      .where('id', '=', first.body.result.id)
      .executeTakeFirstOrThrow();
    expect(kept.name).toBe('李工');
    expect(await machinesOf(first.body.result.id)).toEqual([['MU-M1', 'SN-3003', null]]);
  });

  it('checks the e-mail on the server and keeps users to their organisation; writes need the rights', async () => {
    const bad = await call(server, 'POST', '/weld/manualUser/add', {
      token: admin,
      body: reader('孙工', [], { email: 'not-an-email' }),
    });
    expect(bad.status).toBe(400);
    await call(server, 'POST', '/weld/manualUser/add', {
      token: admin,
      body: reader('周工', [], { orgCode: 'A02' }),
    });
    const sales = await userWith(server, `mu_sales_${dialect}`, ['weld:manualUser:list'], ['depart-A01A02']);
    const list = await call<{ records: Reader[] }>(server, 'GET', '/weld/manualUser/list?pageSize=50', {
      token: sales.token,
    });
    expect(list.body.result.records.map((r) => r.name)).not.toContain('周工');
    expect(list.body.result.records.map((r) => r.name)).toContain('张工');
    expect(
      (await call(server, 'POST', '/weld/manualUser/add', { token: sales.token, body: reader('吴工', []) }))
        .status,
    ).toBe(403);
  });
});
