import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_SECRET, signParams } from '@weld/core';
import type { DictItem, PermissionResult } from '@weld/core';
import { flattenMenu } from '@weld/core';
import { USER_ROLE_ID } from '../../../db/seed-ids';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';

describe.each(dialects)('dictionary administration on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  let plain: string;

  beforeAll(async () => {
    server = await startServer(dialect);
    token = await login(server, 'admin', ADMIN_PASSWORD);
    await createUser(server, {
      username: 'dictplain',
      password: 'Pla1n!dict#26',
      roleIds: [USER_ROLE_ID],
      tenantIds: [1],
    });
    plain = await login(server, 'dictplain', 'Pla1n!dict#26');
  });
  afterAll(async () => server?.stop());

  const items = async (code: string) => {
    const headers = {
      'X-Sign': signParams({ dictCode: code }, DEFAULT_SIGN_SECRET),
      'X-TIMESTAMP': String(Date.now()),
    };
    return (
      await call<DictItem[]>(server, 'GET', `/sys/dict/getDictItems/${encodeURIComponent(code)}`, {
        token,
        headers,
      })
    ).body.result;
  };
  const all = async () =>
    (await call<Record<string, DictItem[]>>(server, 'GET', '/sys/dict/queryAllDictItems', { token })).body
      .result;

  it('shows a new dictionary and every item edit at once in getDictItems and queryAllDictItems', async () => {
    const dict = await call<{ id: string }>(server, 'POST', '/sys/dict/add', {
      token,
      body: { dictName: '焊接位置', dictCode: 'weld_position' },
    });
    expect(dict.status).toBe(200);
    const dictId = dict.body.result.id;
    expect(await items('weld_position')).toEqual([]);

    const flat = await call<{ id: string }>(server, 'POST', '/sys/dictItem/add', {
      token,
      body: { dictId, itemText: '平焊', itemValue: 'F', sortOrder: 1, status: '1' },
    });
    expect(flat.status).toBe(200);
    await call(server, 'POST', '/sys/dictItem/add', {
      token,
      body: { dictId, itemText: '立焊', itemValue: 'V', sortOrder: 2, status: '1' },
    });
    expect((await items('weld_position')).map((i) => [i.value, i.text])).toEqual([
      ['F', '平焊'],
      ['V', '立焊'],
    ]);

    await call(server, 'PUT', '/sys/dictItem/edit', {
      token,
      body: { id: flat.body.result.id, itemText: '平焊位', status: '0' },
    });
    expect((await all()).weld_position[0]).toMatchObject({ value: 'F', text: '平焊位', disabled: true });

    const list = await call<{ records: { itemValue: string; status_dictText: string }[]; total: number }>(
      server,
      'GET',
      `/sys/dictItem/list?dictId=${dictId}`,
      { token },
    );
    expect(list.body.result.total).toBe(2);
    expect(list.body.result.records.map((r) => r.itemValue)).toEqual(['F', 'V']);

    await call(server, 'DELETE', `/sys/dictItem/delete?id=${flat.body.result.id}`, { token });
    expect((await items('weld_position')).map((i) => i.value)).toEqual(['V']);

    await call(server, 'DELETE', `/sys/dict/delete?id=${dictId}`, { token });
    expect(await items('weld_position')).toEqual([]);
    expect((await all()).weld_position).toBeUndefined();
  });

  it('refuses a value twice in one dictionary with 409 naming the field, and allows it in another', async () => {
    const a = (
      await call<{ id: string }>(server, 'POST', '/sys/dict/add', {
        token,
        body: { dictName: 'A', dictCode: 'dup_a' },
      })
    ).body.result.id;
    const b = (
      await call<{ id: string }>(server, 'POST', '/sys/dict/add', {
        token,
        body: { dictName: 'B', dictCode: 'dup_b' },
      })
    ).body.result.id;
    expect(
      (
        await call(server, 'POST', '/sys/dictItem/add', {
          token,
          body: { dictId: a, itemText: '一', itemValue: '1', status: '1' },
        })
      ).status,
    ).toBe(200);
    const twice = await call(server, 'POST', '/sys/dictItem/add', {
      token,
      body: { dictId: a, itemText: '壹', itemValue: '1', status: '1' },
    });
    expect(twice).toMatchObject({
      status: 409,
      body: { message: '数据值已存在', result: { field: 'itemValue' } },
    });
    expect((await items('dup_a')).map((i) => i.text)).toEqual(['一']);
    expect(
      (
        await call(server, 'POST', '/sys/dictItem/add', {
          token,
          body: { dictId: b, itemText: '一', itemValue: '1', status: '1' },
        })
      ).status,
    ).toBe(200);
    const noDict = await call(server, 'POST', '/sys/dictItem/add', {
      token,
      body: { dictId: 'nope', itemText: '一', itemValue: '1', status: '1' },
    });
    expect(noDict).toMatchObject({ status: 400, body: { message: '字典不存在' } });
    const taken = await call(server, 'POST', '/sys/dict/add', {
      token,
      body: { dictName: 'A2', dictCode: 'dup_a' },
    });
    expect(taken).toMatchObject({ status: 409, body: { result: { field: 'dictCode' } } });
  });

  it('shows 数据字典, 分类字典 and 表白名单 to admin under 系统管理 in every language, with their button rights', async () => {
    const zh = await call<PermissionResult>(server, 'GET', '/sys/permission/getUserPermissionByToken', {
      token,
    });
    const rows = flattenMenu(zh.body.result.menu);
    const dictRow = rows.find((n) => n.name === 'isystem-dict');
    expect(dictRow).toMatchObject({
      path: '/isystem/dict',
      component: 'system/DictList',
      meta: { title: '数据字典', permission: ['system:dict:list'] },
    });
    expect(rows.find((n) => n.name === 'isystem-category')).toMatchObject({
      component: 'system/CategoryList',
      meta: { title: '分类字典' },
    });
    expect(rows.find((n) => n.name === 'isystem-tableWhiteList')).toMatchObject({
      component: 'system/TableWhiteList',
      meta: { title: '表白名单' },
    });
    const actions = zh.body.result.auth.map((a) => a.action);
    for (const right of [
      'system:dict:add',
      'system:dict:import',
      'system:category:delete',
      'system:tableWhiteList:edit',
    ])
      expect(actions).toContain(right);
    const ru = await call<PermissionResult>(server, 'GET', '/sys/permission/getUserPermissionByToken', {
      token,
      lang: 'ru_RU',
    });
    expect(flattenMenu(ru.body.result.menu).find((n) => n.name === 'isystem-category')?.meta.title).toBe(
      'Категории',
    );
    const mine = await call<PermissionResult>(server, 'GET', '/sys/permission/getUserPermissionByToken', {
      token: plain,
    });
    expect(flattenMenu(mine.body.result.menu).some((n) => n.name === 'isystem-dict')).toBe(false);
  });

  it('keeps dictionary writes to holders of the dictionary rights', async () => {
    expect(
      (
        await call(server, 'POST', '/sys/dict/add', {
          token: plain,
          body: { dictName: 'X', dictCode: 'x_plain' },
        })
      ).status,
    ).toBe(403);
    expect((await call(server, 'GET', '/sys/dictItem/list', { token: plain })).status).toBe(403);
    expect((await call(server, 'GET', '/sys/tableWhiteList/list', { token: plain })).status).toBe(403);
  });

  it('keeps password, salt and secret columns out of the whitelist itself', async () => {
    const bad = await call(server, 'POST', '/sys/tableWhiteList/add', {
      token,
      body: { tableName: 'sys_position', fieldNames: 'code,password', status: '1' },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { result: { errors: { fieldNames: '不允许读取敏感字段：password' } } },
    });
    const wrong = await call(server, 'POST', '/sys/tableWhiteList/add', {
      token,
      body: { tableName: 'sys_position; drop', fieldNames: 'code', status: '1' },
    });
    expect(wrong.status).toBe(400);
  });
});
