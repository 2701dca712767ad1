import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_SECRET, signParams, SIGN_MAX_SKEW_MS } from '@weld/core';
import type { DictItem } from '@weld/core';
import { useAdminServer } from '../../../test/admin-server';
import { dialects } from '../../../test/databases';
import { call, login } from '../../../test/client';
import { createUser } from '../../../test/server';
import { grantRole } from '../../../test/weld-fixture';
import { USER_ROLE_ID } from '../../../db/seed-ids';

describe.each(dialects)('dictionaries on %s', (dialect) => {
  const fx = useAdminServer(dialect);

  const signed = (code: string, query: Record<string, string> = {}, at = Date.now()) => ({
    'X-Sign': signParams({ ...query, dictCode: code }, DEFAULT_SIGN_SECRET),
    'X-TIMESTAMP': String(at),
  });

  it('answers every dictionary with texts in the caller language', async () => {
    const zh = await call<Record<string, DictItem[]>>(fx.server, 'GET', '/sys/dict/queryAllDictItems', {
      token: fx.token,
    });
    expect(zh.body.result.priority).toEqual([
      { value: 'L', text: '低', title: '低', label: '低', color: 'blue', disabled: false },
      { value: 'M', text: '中', title: '中', label: '中', color: 'orange', disabled: false },
      { value: 'H', text: '高', title: '高', label: '高', color: 'red', disabled: false },
    ]);
    expect(zh.body.result.sex.map((i) => i.text)).toEqual(['男', '女']);
    const ru = await call<Record<string, DictItem[]>>(fx.server, 'GET', '/sys/dict/queryAllDictItems', {
      token: fx.token,
      lang: 'ru_RU',
    });
    expect(ru.body.result.yn.map((i) => i.text)).toEqual(['Да', 'Нет']);
    expect(ru.body.result.log_type.map((i) => i.value)).toEqual(['1', '2']);
  });

  it('refreshes the cache so database changes show', async () => {
    await fx.server.ctx.db
      .updateTable('sys_dict_item')
      .set({ status: 0 })
      .where('item_value', '=', 'H')
      .execute();
    const stale = await call<Record<string, DictItem[]>>(fx.server, 'GET', '/sys/dict/queryAllDictItems', {
      token: fx.token,
    });
    expect(stale.body.result.priority[2].disabled).toBe(false);
    const refresh = await call(fx.server, 'GET', '/sys/dict/refleshCache', { token: fx.token });
    expect(refresh).toMatchObject({ status: 200, body: { message: '刷新缓存完成！' } });
    const fresh = await call<Record<string, DictItem[]>>(fx.server, 'GET', '/sys/dict/queryAllDictItems', {
      token: fx.token,
    });
    expect(fresh.body.result.priority[2].disabled).toBe(true);
    await fx.server.ctx.db
      .updateTable('sys_dict_item')
      .set({ status: 1 })
      .where('item_value', '=', 'H')
      .execute();
    await call(fx.server, 'GET', '/sys/dict/refleshCache', { token: fx.token });
  });

  it("lets only 数据字典's holders drop the shared cache; everyone still reads the dictionaries", async () => {
    const signIn = async (username: string, roleIds: string[]) => {
      await createUser(fx.server, { username, password: 'Dict!cache#2026', roleIds, tenantIds: [1] });
      return login(fx.server, username, 'Dict!cache#2026');
    };
    for (const token of [await signIn('cachenobody', []), await signIn('cacheplain', [USER_ROLE_ID])]) {
      expect((await call(fx.server, 'GET', '/sys/dict/refleshCache', { token })).status).toBe(403);
      expect((await call(fx.server, 'GET', '/sys/dict/queryAllDictItems', { token })).status).toBe(200);
    }
    const keeper = await signIn('cachekeeper', [
      await grantRole(fx.server, 'dict_keeper', ['system:dict:list']),
    ]);
    expect((await call(fx.server, 'GET', '/sys/dict/refleshCache', { token: keeper })).body).toMatchObject({
      success: true,
      message: '刷新缓存完成！',
    });
  });

  it('answers one dictionary only to a signed request', async () => {
    const good = await call<DictItem[]>(fx.server, 'GET', '/sys/dict/getDictItems/sex', {
      token: fx.token,
      headers: signed('sex'),
      lang: 'en_US',
    });
    expect(good.status).toBe(200);
    expect(good.body.result.map((i) => [i.value, i.text])).toEqual([
      ['1', 'Male'],
      ['2', 'Female'],
    ]);
    const withQuery = await call(fx.server, 'GET', '/sys/dict/getDictItems/sex?x=1', {
      token: fx.token,
      headers: signed('sex', { x: '1' }),
    });
    expect(withQuery.status).toBe(200);

    const none = await call(fx.server, 'GET', '/sys/dict/getDictItems/sex', { token: fx.token });
    expect(none).toMatchObject({ status: 400, body: { message: '缺少请求签名' } });
    const tampered = await call(fx.server, 'GET', '/sys/dict/getDictItems/yn', {
      token: fx.token,
      headers: signed('sex'),
    });
    expect(tampered).toMatchObject({ status: 400, body: { message: '请求签名校验失败' } });
    const extra = await call(fx.server, 'GET', '/sys/dict/getDictItems/sex?x=2', {
      token: fx.token,
      headers: signed('sex', { x: '1' }),
    });
    expect(extra.status).toBe(400);
    const old = await call(fx.server, 'GET', '/sys/dict/getDictItems/sex', {
      token: fx.token,
      headers: signed('sex', {}, Date.now() - SIGN_MAX_SKEW_MS - 1000),
    });
    expect(old).toMatchObject({ status: 400, body: { message: '请求签名已过期，请校准系统时间' } });
    const unknown = await call<DictItem[]>(fx.server, 'GET', '/sys/dict/getDictItems/nothing', {
      token: fx.token,
      headers: signed('nothing'),
    });
    expect(unknown.body.result).toEqual([]);
    expect(
      (await call(fx.server, 'GET', '/sys/dict/getDictItems/sex', { headers: signed('sex') })).status,
    ).toBe(401);
  });

  it('answers a code that names a property every object has (__proto__, constructor) as an unknown dictionary', async () => {
    for (const code of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const items = await call<DictItem[]>(fx.server, 'GET', `/sys/dict/getDictItems/${code}`, {
        token: fx.token,
        headers: signed(code),
      });
      expect({ code, status: items.status, result: items.body.result }).toEqual({
        code,
        status: 200,
        result: [],
      });
      const search = await call<DictItem[]>(fx.server, 'GET', `/sys/dict/loadDict/${code}?keyword=a`, {
        token: fx.token,
      });
      expect({ code, status: search.status, result: search.body.result }).toEqual({
        code,
        status: 200,
        result: [],
      });
      const labels = await call<string[]>(fx.server, 'GET', `/sys/dict/loadDictItem/${code}?key=a,b`, {
        token: fx.token,
      });
      expect({ code, status: labels.status, result: labels.body.result }).toEqual({
        code,
        status: 200,
        result: ['a', 'b'],
      });
    }
  });
});
