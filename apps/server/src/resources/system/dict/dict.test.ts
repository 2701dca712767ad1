import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_SECRET, signParams, SIGN_MAX_SKEW_MS } from '@weld/core';
import type { DictItem } from '@weld/core';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';

describe.each(dialects)('dictionaries on %s', (dialect) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer(dialect);
    token = await login(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => server?.stop());

  const signed = (code: string, query: Record<string, string> = {}, at = Date.now()) => ({
    'X-Sign': signParams({ ...query, dictCode: code }, DEFAULT_SIGN_SECRET),
    'X-TIMESTAMP': String(at),
  });

  it('answers every dictionary with texts in the caller language', async () => {
    const zh = await call<Record<string, DictItem[]>>(server, 'GET', '/sys/dict/queryAllDictItems', { token });
    expect(zh.body.result.priority).toEqual([
      { value: 'L', text: '低', title: '低', label: '低', color: 'blue', disabled: false },
      { value: 'M', text: '中', title: '中', label: '中', color: 'orange', disabled: false },
      { value: 'H', text: '高', title: '高', label: '高', color: 'red', disabled: false },
    ]);
    expect(zh.body.result.sex.map((i) => i.text)).toEqual(['男', '女']);
    const ru = await call<Record<string, DictItem[]>>(server, 'GET', '/sys/dict/queryAllDictItems', { token, lang: 'ru_RU' });
    expect(ru.body.result.yn.map((i) => i.text)).toEqual(['Да', 'Нет']);
    expect(ru.body.result.log_type.map((i) => i.value)).toEqual(['1', '2']);
  });

  it('refreshes the cache so database changes show', async () => {
    await server.ctx.db.updateTable('sys_dict_item').set({ status: 0 }).where('item_value', '=', 'H').execute();
    const stale = await call<Record<string, DictItem[]>>(server, 'GET', '/sys/dict/queryAllDictItems', { token });
    expect(stale.body.result.priority[2].disabled).toBe(false);
    const refresh = await call(server, 'GET', '/sys/dict/refleshCache', { token });
    expect(refresh).toMatchObject({ status: 200, body: { message: '刷新缓存完成！' } });
    const fresh = await call<Record<string, DictItem[]>>(server, 'GET', '/sys/dict/queryAllDictItems', { token });
    expect(fresh.body.result.priority[2].disabled).toBe(true);
    await server.ctx.db.updateTable('sys_dict_item').set({ status: 1 }).where('item_value', '=', 'H').execute();
    await call(server, 'GET', '/sys/dict/refleshCache', { token });
  });

  it('answers one dictionary only to a signed request', async () => {
    const good = await call<DictItem[]>(server, 'GET', '/sys/dict/getDictItems/sex', { token, headers: signed('sex'), lang: 'en_US' });
    expect(good.status).toBe(200);
    expect(good.body.result.map((i) => [i.value, i.text])).toEqual([['1', 'Male'], ['2', 'Female']]);
    const withQuery = await call(server, 'GET', '/sys/dict/getDictItems/sex?x=1', { token, headers: signed('sex', { x: '1' }) });
    expect(withQuery.status).toBe(200);

    const none = await call(server, 'GET', '/sys/dict/getDictItems/sex', { token });
    expect(none).toMatchObject({ status: 400, body: { message: '缺少请求签名' } });
    const tampered = await call(server, 'GET', '/sys/dict/getDictItems/yn', { token, headers: signed('sex') });
    expect(tampered).toMatchObject({ status: 400, body: { message: '请求签名校验失败' } });
    const extra = await call(server, 'GET', '/sys/dict/getDictItems/sex?x=2', { token, headers: signed('sex', { x: '1' }) });
    expect(extra.status).toBe(400);
    const old = await call(server, 'GET', '/sys/dict/getDictItems/sex', { token, headers: signed('sex', {}, Date.now() - SIGN_MAX_SKEW_MS - 1000) });
    expect(old).toMatchObject({ status: 400, body: { message: '请求签名已过期，请校准系统时间' } });
    const unknown = await call<DictItem[]>(server, 'GET', '/sys/dict/getDictItems/nothing', { token, headers: signed('nothing') });
    expect(unknown.body.result).toEqual([]);
    expect((await call(server, 'GET', '/sys/dict/getDictItems/sex', { headers: signed('sex') })).status).toBe(401);
  });
});
