import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { USER_ROLE_ID } from '../../../db/seed-ids';

type Rec = Record<string, unknown> & { id: string };
const steps = [
  { digits: '1', pattern: '[A-Z]', message: '首位须为大写字母' },
  { digits: '2', pattern: '\\d{2}', message: '第2、3位须为数字' },
  { digits: '*', pattern: '[a-z/ ]*', message: '其余须为小写字母' },
];

describe.each(dialects)('check rules on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let plain: string;
  const add = (body: Record<string, unknown>, lang?: string) =>
    call<Rec>(server, 'POST', '/sys/checkRule/add', { token: admin, body, lang });
  const check = (ruleCode: string, value: string, token = plain, lang?: string) =>
    call(
      server,
      'GET',
      `/sys/checkRule/checkByCode?ruleCode=${encodeURIComponent(ruleCode)}&value=${encodeURIComponent(value)}`,
      { token, lang },
    );
  const count = async () =>
    (
      await server.ctx.db
        .selectFrom('sys_check_rule')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    await createUser(server, { username: 'ruleuser', password: 'Rule!user#2026', roleIds: [USER_ROLE_ID] });
    plain = await login(server, 'ruleuser', 'Rule!user#2026');
  });
  afterAll(async () => server?.stop());

  it('saves a rule whose JSON and patterns are sound and checks values by its code for any signed-in user', async () => {
    const saved = await add({
      ruleName: '产品编码',
      ruleCode: 'product_code',
      ruleJson: JSON.stringify(steps),
      ruleDescription: '一位大写字母加两位数字',
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.result).toMatchObject({ ruleCode: 'product_code', ruleJson: JSON.stringify(steps) });
    expect((await check('product_code', 'A01')).body).toMatchObject({ success: true, message: '校验通过' });
    // the value travels URL-encoded: spaces and slashes arrive intact
    expect((await check('product_code', 'A01ab/c d')).status).toBe(200);
    const failed = await check('product_code', 'a01');
    expect(failed.status).toBe(400);
    expect(failed.body).toMatchObject({ success: false, message: '首位须为大写字母' });
    expect((await check('product_code', 'A1x')).body.message).toBe('第2、3位须为数字');
    expect((await check('product_code', 'A01X')).body.message).toBe('其余须为小写字母');
  });

  it('answers an unknown rule with 404, a signed-out caller with 401 and an over-long value with 400', async () => {
    const missing = await check('no_such_rule', 'x', plain, 'en_US');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Check rule no_such_rule does not exist');
    expect(
      (await call(server, 'GET', '/sys/checkRule/checkByCode?ruleCode=product_code&value=A01')).status,
    ).toBe(401);
    expect((await check('product_code', 'A'.repeat(257))).status).toBe(400);
  });

  it("refuses bad JSON and bad or dangerous patterns under the field, in the caller's language, and writes nothing", async () => {
    const before = await count();
    const cases: [string, string][] = [
      ['not json', '不是有效的 JSON'],
      ['{"digits":1}', '须为包含 1 到 20 条规则的 JSON 数组'],
      [JSON.stringify([{ digits: 1, pattern: '[a-', message: 'm' }]), '第 1 条规则：正则表达式无效'],
      [
        JSON.stringify([
          { digits: 1, pattern: 'a', message: 'm' },
          { digits: '*', pattern: '(a+)+$', message: 'm' },
        ]),
        '第 2 条规则：正则表达式含有嵌套重复',
      ],
      [JSON.stringify([{ digits: 'x', pattern: 'a', message: 'm' }]), '第 1 条规则：位数须为'],
    ];
    for (const [ruleJson, text] of cases) {
      const answer = await add({ ruleName: '坏规则', ruleCode: 'bad_rule', ruleJson });
      expect(answer.status, ruleJson).toBe(400);
      const errors = (answer.body.result as unknown as { errors: Record<string, string> }).errors;
      expect(errors.ruleJson, ruleJson).toContain(text);
      expect(answer.body.message).toContain('规则JSON');
    }
    const english = await add({ ruleName: 'bad', ruleCode: 'bad_rule', ruleJson: 'nope' }, 'en_US');
    expect(english.body.message).toBe('Rule JSON: is not valid JSON');
    const id = (
      await call<{ records: Rec[] }>(server, 'GET', '/sys/checkRule/list?ruleCode=product_code', {
        token: admin,
      })
    ).body.result.records[0].id;
    const edit = await call(server, 'PUT', '/sys/checkRule/edit', {
      token: admin,
      body: { id, ruleJson: '[1]' },
    });
    expect(edit.status).toBe(400);
    expect(await count()).toBe(before);
    expect((await check('product_code', 'A01')).status).toBe(200);
  });

  it('answers a check that runs past the time bound with a clear 400, and keeps serving', async () => {
    const slow = await add({
      ruleName: '慢规则',
      ruleCode: 'slow_rule',
      ruleJson: JSON.stringify([{ digits: '*', pattern: 'a*a*a*a*a*b', message: '须以 b 结尾' }]),
    });
    expect(slow.status, slow.body.message).toBe(200);
    const answer = await check('slow_rule', 'a'.repeat(256));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('校验超时：该规则的正则表达式对此值耗时过长，请简化规则');
    expect((await check('slow_rule', 'aab')).status).toBe(200);
  });

  it('refuses writes and the list to a user without the rights', async () => {
    expect(
      (
        await call(server, 'POST', '/sys/checkRule/add', {
          token: plain,
          body: { ruleName: 'x', ruleCode: 'x', ruleJson: JSON.stringify(steps) },
        })
      ).status,
    ).toBe(403);
    expect((await call(server, 'GET', '/sys/checkRule/list', { token: plain })).status).toBe(403);
  });
});
