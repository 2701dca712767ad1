import { describe, expect, it } from 'vitest';
import { call } from '../../../test/client';
import { useAdminServer } from '../../../test/admin-server';
import { dialects } from '../../../test/databases';
import { smallTree, userWith } from '../../../test/weld-fixture';

type Page<T> = { records: T[]; total: number };
type Log = { action: string; content: string; operator: string; projectId_dictText: string };

describe.each(dialects)('weld projects and their log on %s', (dialect) => {
  const fx = useAdminServer(dialect);

  const project = (code: string, extra: Record<string, unknown> = {}) => ({
    code,
    name: `项目 ${code}`,
    levelId: 'plevel-b',
    customer: '客户甲',
    orgCode: 'A01A02',
    status: 'planned',
    startDate: '2026-03-01',
    endDate: '2026-06-30',
    ...extra,
  });
  const add = async (code: string, extra: Record<string, unknown> = {}) => {
    const answer = await call<{ id: string }>(fx.server, 'POST', '/weld/project/add', {
      token: fx.token,
      body: project(code, extra),
    });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.result.id;
  };
  const logsOf = async (id: string, lang = 'zh_CN', token = fx.token) =>
    (
      await call<Page<Log>>(
        fx.server,
        'GET',
        `/weld/projectLog/list?projectId=${id}&column=createTime&order=asc&pageSize=50`,
        { token, lang },
      )
    ).body.result.records;

  it('refuses an end date before the start, on add and on an edit that moves only the start, naming the field', async () => {
    const refused = await call<{ errors: Record<string, string> }>(fx.server, 'POST', '/weld/project/add', {
      token: fx.token,
      body: project('DT-1', { startDate: '2026-05-02', endDate: '2026-05-01' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('结束日期不能早于开始日期（2026-05-02）');
    expect(Object.keys(refused.body.result.errors)).toEqual(['endDate']);
    expect(
      await fx.server.ctx.db.selectFrom('weld_project').select('id').where('code', '=', 'DT-1').execute(),
    ).toEqual([]);
    const id = await add('DT-2');
    const edit = await call(fx.server, 'PUT', '/weld/project/edit', {
      token: fx.token,
      lang: 'en_US',
      body: { id, startDate: '2026-07-01' },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe('The end date cannot be before the start date (2026-07-01)');
    const row = await fx.server.ctx.db
      .selectFrom('weld_project')
      .select('start_date')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.start_date).toBe('2026-03-01');
    expect((await logsOf(id)).map((l) => l.action)).toEqual(['create']);
  });

  it('refuses to delete a level that still has projects, and deletes it once they are gone', async () => {
    const level = await call<{ id: string }>(fx.server, 'POST', '/weld/projectLevel/add', {
      token: fx.token,
      body: { code: 'LV-X', name: '临时等级', rank: 9, colour: '#00aa00' },
    });
    expect(level.status).toBe(200);
    const id = await add('LV-P1', { levelId: level.body.result.id });
    const refused = await call(fx.server, 'DELETE', `/weld/projectLevel/delete?id=${level.body.result.id}`, {
      token: fx.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('等级“临时等级”下还有项目，不能删除');
    expect(
      (await call(fx.server, 'DELETE', `/weld/project/delete?id=${id}`, { token: fx.token })).status,
    ).toBe(200);
    expect(
      await fx.server.ctx.db
        .selectFrom('weld_project_log')
        .select('id')
        .where('project_id', '=', id)
        .execute(),
    ).toEqual([]);
    expect(
      (
        await call(fx.server, 'DELETE', `/weld/projectLevel/delete?id=${level.body.result.id}`, {
          token: fx.token,
        })
      ).status,
    ).toBe(200);
    const bad = await call(fx.server, 'POST', '/weld/project/add', {
      token: fx.token,
      body: project('LV-P2', { levelId: 'no-such-level' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('项目等级不存在');
  });

  it("logs creation and each edit in the same write: changed fields old → new, level and status as their own actions, in the reader's language", async () => {
    const tree = await smallTree(fx.server, fx.token, 'PL');
    const id = await add('LG-1', { modelId: tree.m1 });
    const edit = await call(fx.server, 'PUT', '/weld/project/edit', {
      token: fx.token,
      body: {
        id,
        name: '新名称',
        customer: '客户乙',
        levelId: 'plevel-a',
        status: 'active',
        modelId: tree.m2,
      },
    });
    expect(edit.status, edit.body.message).toBe(200);
    const logs = await logsOf(id);
    expect(logs.map((l) => [l.action, l.content])).toEqual([
      ['create', '创建项目 LG-1 项目 LG-1'],
      ['edit', '项目名称：项目 LG-1 → 新名称；客户：客户甲 → 客户乙；型号：PL-M1 → PL-M2'],
      ['level', '项目等级：重点项目 → 战略项目'],
      ['status', '状态：规划中 → 进行中'],
    ]);
    expect(logs.every((l) => l.operator === 'admin' && l.projectId_dictText === 'LG-1 新名称')).toBe(true);
    const english = await logsOf(id, 'en_US');
    expect(english[3].content).toBe('Status: Planned → Active');
    // an edit that changes nothing writes nothing; a refused edit writes nothing either
    await call(fx.server, 'PUT', '/weld/project/edit', { token: fx.token, body: { id, name: '新名称' } });
    await call(fx.server, 'PUT', '/weld/project/edit', {
      token: fx.token,
      body: { id, status: 'done', endDate: '2020-01-01' },
    });
    expect(await logsOf(id)).toHaveLength(4);
    const filtered = await call<Page<Log>>(
      fx.server,
      'GET',
      `/weld/projectLog/list?projectId=${id}&action=status`,
      { token: fx.token },
    );
    expect(filtered.body.result.records.map((l) => l.content)).toEqual(['状态：规划中 → 进行中']);
  });

  it('adds a manual note for callers holding 添加记录, refuses others with 403 and bad notes with a message', async () => {
    const id = await add('NT-1');
    const note = await call(fx.server, 'POST', '/weld/projectLog/add', {
      token: fx.token,
      body: { projectId: id, content: '客户已验收首批样件' },
    });
    expect(note.status).toBe(200);
    expect((await logsOf(id)).map((l) => [l.action, l.content])).toEqual([
      ['create', '创建项目 NT-1 项目 NT-1'],
      ['note', '客户已验收首批样件'],
    ]);
    const empty = await call<{ errors: Record<string, string> }>(fx.server, 'POST', '/weld/projectLog/add', {
      token: fx.token,
      lang: 'en_US',
      body: { projectId: id, content: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.result.errors.content).toBe('Enter the entry text');
    const reader = await userWith(
      fx.server,
      `pl_reader_${dialect}`,
      ['weld:projectLog:list'],
      ['depart-A01A02'],
    );
    expect((await logsOf(id, 'zh_CN', reader.token)).map((l) => l.action)).toEqual(['create', 'note']);
    expect(
      (
        await call(fx.server, 'POST', '/weld/projectLog/add', {
          token: reader.token,
          body: { projectId: id, content: 'x' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(fx.server, 'POST', '/weld/project/add', { token: reader.token, body: project('NT-2') }))
        .status,
    ).toBe(403);
    expect((await logsOf(id)).length).toBe(2);
  });

  it('shows a user only the projects, and project logs, of their organisation', async () => {
    const own = await add('SC-1', { orgCode: 'A01A02' });
    const other = await add('SC-2', { orgCode: 'A02' });
    const sales = await userWith(
      fx.server,
      `pl_sales_${dialect}`,
      ['weld:project:list', 'weld:projectLog:list', 'weld:projectLog:add'],
      ['depart-A01A02'],
    );
    const list = await call<Page<{ code: string }>>(
      fx.server,
      'GET',
      '/weld/project/list?code=SC-*&pageSize=50',
      { token: sales.token },
    );
    expect(list.body.result.records.map((r) => r.code)).toEqual(['SC-1']);
    expect(await logsOf(other, 'zh_CN', sales.token)).toEqual([]);
    expect((await logsOf(own, 'zh_CN', sales.token)).length).toBe(1);
    expect(
      (
        await call(fx.server, 'POST', '/weld/projectLog/add', {
          token: sales.token,
          body: { projectId: other, content: '越权记录' },
        })
      ).status,
    ).toBe(404);
  });
});
