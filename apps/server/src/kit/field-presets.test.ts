import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource, idCardCheckChar, multiDict, text } from '@weld/core';
import { dialects } from '../test/databases';
import { startServer } from '../test/server';
import type { TestServer } from '../test/server';
import { AppError } from '../lib/errors';
import { writeValues } from './write';

/** A definition whose fields take the form patterns of spec widgets §5 as `pattern: '<preset>'`. */
const card = defineResource({
  name: 'presetCard',
  area: 'test',
  path: '/test/preset-card',
  table: 'test_preset_card',
  permission: 'test:presetCard',
  fields: {
    natural: text({ pattern: 'natural' }),
    english: text({ pattern: 'english' }),
    landline: text({ pattern: 'landline' }),
    bankCard: text({ pattern: 'bankCard' }),
    idCard: text({ pattern: 'idCard' }),
    qq: text({ pattern: 'qq' }),
    skills: multiDict('weld_process', { checked: { min: 1, max: 2 } }),
    nickname: text({ required: true, min: 2, max: 4 }),
  },
});

/** The per-field messages of the 400 the kit answers a body with. */
async function refusal(
  server: TestServer,
  body: Record<string, unknown>,
  lang: 'zh_CN' | 'en_US' = 'zh_CN',
): Promise<Record<string, string>> {
  const err = await writeValues(server.ctx, card, body, 'add', lang).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).status).toBe(400);
  return ((err as AppError).result as { errors: Record<string, string> }).errors;
}

describe.each(dialects)('validation presets at the server kit boundary on %s', (dialect) => {
  let server: TestServer;
  let processes: string[];
  beforeAll(async () => {
    server = await startServer(dialect);
    processes = (
      await server.ctx.db
        .selectFrom('sys_dict_item as i')
        .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
        .select('i.item_value')
        .where('d.dict_code', '=', 'weld_process')
        .execute()
    ).map((r) => r.item_value);
  });
  afterAll(async () => server?.stop());

  it('refuses bad values with the spec texts, field by field', async () => {
    const errors = await refusal(server, {
      natural: '-3',
      english: '焊接',
      landline: '12345',
      bankCard: '12345',
      idCard: '110105194912310021',
      qq: '123',
      skills: processes.slice(0, 3).join(','),
      nickname: '焊',
    });
    expect(errors).toEqual({
      natural: '请输入自然数',
      english: '请输入英文字符',
      landline: '请输入正确的座机号',
      bankCard: '请输入正确的银行卡号码',
      idCard: '请输入正确的身份证号码',
      qq: '请输入正确的QQ号码（5到12位数字）',
      skills: '最多选择2项',
      nickname: '最小长度2位字符',
    });
    expect((await refusal(server, { nickname: '焊接机器人' })).nickname).toBe('最大长度4位字符');
    expect((await refusal(server, { idCard: '11010519491231002X' }, 'en_US')).nickname).toBe('is required');
  });

  it('accepts good values, the ID number with its right check character', async () => {
    const first17 = '44030019900101123';
    const values = await writeValues(
      server.ctx,
      card,
      {
        natural: '0',
        english: 'Arc welding',
        landline: '0755-12345678',
        bankCard: '6222021234567890',
        idCard: first17 + idCardCheckChar(first17),
        qq: '10001',
        skills: processes[0],
        nickname: '焊工',
      },
      'add',
      'zh_CN',
    );
    expect([...values.keys()].map((f) => f.key).sort()).toEqual(Object.keys(card.fields).sort());
  });
});
