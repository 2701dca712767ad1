import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { USER_ROLE_ID } from '../../../db/seed-ids';
import { formatPeriod } from './fill-rule-engine';

type Rec = Record<string, unknown> & { id: string };

describe.each(dialects)('fill rules on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let plain: string;
  const add = (body: Record<string, unknown>) =>
    call<Rec>(server, 'POST', '/sys/fillRule/add', { token: admin, body });
  const run = (code: string, formData: unknown = {}, token = plain) =>
    call<string>(server, 'PUT', `/sys/fillRule/executeRuleByCode/${code}`, { token, body: formData });

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    await createUser(server, { username: 'filluser', password: 'Fill!user#2026', roleIds: [USER_ROLE_ID] });
    plain = await login(server, 'filluser', 'Fill!user#2026');
  });
  afterAll(async () => server?.stop());

  it('seeds org_num_role and category_code_rule, which give the next org and category codes', async () => {
    const { body } = await call<{ records: Rec[] }>(
      server,
      'GET',
      '/sys/fillRule/list?column=ruleCode&order=asc',
      { token: admin },
    );
    expect(body.result.records.map((r) => [r.ruleCode, r.ruleClass, r.ruleClass_dictText])).toEqual([
      ['category_code_rule', 'category_code', '分类字典编码'],
      ['org_num_role', 'org_code', '机构编码'],
    ]);
    // seeded departments: A01 (with A01A01 … A01A03) and A02
    expect((await run('org_num_role', { parentId: 'depart-A01' })).body.result).toBe('A01A04');
    expect((await run('org_num_role', {})).body.result).toBe('A03');
    expect((await run('org_num_role', { parentId: 'no-such-depart' })).status).toBe(400);
    const category = await run('category_code_rule', {});
    expect(category.status, category.body.message).toBe(200);
    expect(category.body.result).toMatch(/^[A-Z]\d\d$/);
  });

  it('counts a serial rule on without gaps or repeats under concurrent calls', async () => {
    const saved = await add({
      ruleName: '焊机序列号',
      ruleCode: 'weld_serial',
      ruleClass: 'serial',
      ruleParams: JSON.stringify({ prefix: 'HJ', datePattern: 'YYYYMMDD', digits: 4 }),
    });
    expect(saved.status, saved.body.message).toBe(200);
    const values = await Promise.all(Array.from({ length: 12 }, () => run('weld_serial')));
    const period = formatPeriod(server.ctx.now(), 'YYYYMMDD');
    expect(values.every((v) => v.status === 200)).toBe(true);
    expect(values.map((v) => v.body.result).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `HJ${period}${String(i + 1).padStart(4, '0')}`),
    );
  });

  it('runs a batch in the order asked, and refuses it whole when a code is unknown', async () => {
    const period = formatPeriod(server.ctx.now(), 'YYYYMMDD');
    const batch = await call<{ ruleCode: string; result: string }[]>(
      server,
      'PUT',
      '/sys/fillRule/executeRuleByCodeBatch',
      {
        token: plain,
        body: [
          { ruleCode: 'weld_serial' },
          { ruleCode: 'org_num_role', formData: { parentId: 'depart-A01' } },
          { ruleCode: 'weld_serial', formData: {} },
        ],
      },
    );
    expect(batch.status, batch.body.message).toBe(200);
    expect(batch.body.result).toEqual([
      { ruleCode: 'weld_serial', result: `HJ${period}0013` },
      { ruleCode: 'org_num_role', result: 'A01A04' },
      { ruleCode: 'weld_serial', result: `HJ${period}0014` },
    ]);
    const refused = await call(server, 'PUT', '/sys/fillRule/executeRuleByCodeBatch', {
      token: plain,
      body: [{ ruleCode: 'weld_serial' }, { ruleCode: 'nope' }],
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('填值规则 nope 不存在');
    expect((await run('weld_serial')).body.result).toBe(`HJ${period}0015`);
    expect(
      (await call(server, 'PUT', '/sys/fillRule/executeRuleByCodeBatch', { token: plain, body: [] })).status,
    ).toBe(400);
    expect(
      (await call(server, 'PUT', '/sys/fillRule/executeRuleByCode/weld_serial', { body: {} })).status,
    ).toBe(401);
  });

  it('refuses an implementation outside the whitelist and parameters that do not fit it', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ruleClass: 'org.jeecg.modules.Evil' }, 'ruleClass'],
      [{ ruleClass: 'serial', ruleParams: 'nope' }, 'ruleParams'],
      [{ ruleClass: 'serial', ruleParams: '[1]' }, 'ruleParams'],
      [{ ruleClass: 'serial', ruleParams: '{"prefix":"<script>"}' }, 'ruleParams'],
      [{ ruleClass: 'serial', ruleParams: '{"datePattern":"yyyy-QQ"}' }, 'ruleParams'],
      [{ ruleClass: 'serial', ruleParams: '{"digits":40}' }, 'ruleParams'],
    ];
    for (const [body, field] of cases) {
      const answer = await add({ ruleName: '坏规则', ruleCode: 'bad_rule', ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((answer.body.result as unknown as { errors: object }).errors)).toEqual([field]);
    }
    expect(
      (await call(server, 'GET', '/sys/fillRule/list?ruleCode=bad_rule', { token: admin })).body.result,
    ).toMatchObject({ total: 0 });
    const serial = (
      await call<{ records: Rec[] }>(server, 'GET', '/sys/fillRule/list?ruleCode=weld_serial', {
        token: admin,
      })
    ).body.result.records[0];
    expect(
      (
        await call(server, 'PUT', '/sys/fillRule/edit', {
          token: admin,
          body: { id: serial.id, ruleParams: '{"digits":0}' },
        })
      ).status,
    ).toBe(400);
  });
});
