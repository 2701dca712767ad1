import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_SECRET, signParams } from '@weld/core';
import type { DictItem } from '@weld/core';
import { useAdminServer } from '../../../test/admin-server';
import { dialects } from '../../../test/databases';
import { call } from '../../../test/client';
import type { TreeSelectNode } from './dict-tree';

describe.each(dialects)('table dictionaries and lookups on %s', (dialect) => {
  const fx = useAdminServer(dialect);

  const getItems = (code: string) =>
    call<DictItem[]>(fx.server, 'GET', `/sys/dict/getDictItems/${encodeURIComponent(code)}`, {
      token: fx.token,
      headers: {
        'X-Sign': signParams({ dictCode: code }, DEFAULT_SIGN_SECRET),
        'X-TIMESTAMP': String(Date.now()),
      },
    });
  const get = <T>(path: string) => call<T>(fx.server, 'GET', path, { token: fx.token });

  it('reads a whitelisted table code, with an equality condition', async () => {
    const users = await getItems('sys_user,realname,username');
    expect(users.status).toBe(200);
    expect(users.body.result).toContainEqual(expect.objectContaining({ value: 'admin' }));
    const departs = await getItems('sys_depart,depart_name,org_code');
    expect(departs.body.result.length).toBeGreaterThan(0);
    const one = await getItems(
      `sys_depart,depart_name,org_code,${JSON.stringify({ org_code: departs.body.result[0].value })}`,
    );
    expect(one.body.result).toEqual([departs.body.result[0]]);
  });

  it('refuses tables, columns and secrets outside the whitelist with a clear message', async () => {
    expect(await getItems('sys_role,role_name,role_code')).toMatchObject({
      status: 400,
      body: { message: '表 sys_role 的字段 role_name,role_code 不在表白名单内或已停用', result: null },
    });
    expect(await getItems('sys_user,email,username')).toMatchObject({
      status: 400,
      body: { message: '表 sys_user 的字段 email 不在表白名单内或已停用' },
    });
    expect(await getItems('sys_user,password,username')).toMatchObject({
      status: 400,
      body: { message: '不允许读取敏感字段：password' },
    });
    // even an admin's whitelist entry cannot open password or salt
    await fx.server.ctx.db
      .updateTable('sys_table_white_list')
      .set({ field_names: 'username,realname,salt' })
      .where('table_name', '=', 'sys_user')
      .execute();
    expect(await getItems('sys_user,salt,username')).toMatchObject({
      status: 400,
      body: { message: '不允许读取敏感字段：salt' },
    });
    await fx.server.ctx.db
      .updateTable('sys_table_white_list')
      .set({ field_names: 'username,realname', status: 0 })
      .where('table_name', '=', 'sys_user')
      .execute();
    expect((await getItems('sys_user,realname,username')).status).toBe(400);
    await fx.server.ctx.db
      .updateTable('sys_table_white_list')
      .set({ status: 1 })
      .where('table_name', '=', 'sys_user')
      .execute();
    expect((await getItems('sys_user,realname,username')).status).toBe(200);
  });

  it('refuses condition injection attempts and malformed codes', async () => {
    const attempts = [
      'sys_user,realname,username,1=1 or 1=1',
      "sys_user,realname,username,username='admin' --",
      'sys_user,realname,username,["admin"]',
      'sys_user,realname,username,{"username":{"$ne":1}}',
      'sys_user,realname,username,{"username or 1=1":"x"}',
      'sys_user,realname,username,{"password":"x"}',
      'sys_user,realname,username,{"email":"x"}',
      'sys_user;drop table sys_user,realname,username',
      'sys_user,realname',
      'sys_user,real name,username',
    ];
    for (const code of attempts) {
      const answer = await getItems(code);
      expect(answer.status, code).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect((await getItems('sys_user,realname,username,1=1 or 1=1')).body.message).toBe(
      '查询条件须为 JSON 对象（{"字段":"值"}），字段须在表白名单内',
    );
    expect((await getItems('sys_user,realname')).body.message).toBe(
      '表字典格式不正确，应为“表名,文本字段,编码字段[,条件]”',
    );
    expect((await fx.server.ctx.db.selectFrom('sys_user').select('id').execute()).length).toBeGreaterThan(0);
  });

  it('searches with loadDict (10 by default) and labels keys in order with loadDictItem', async () => {
    const sex = await get<DictItem[]>('/sys/dict/loadDict/sex?keyword=女');
    expect(sex.body.result.map((i) => i.value)).toEqual(['2']);
    const users = await get<DictItem[]>(
      `/sys/dict/loadDict/${encodeURIComponent('sys_user,realname,username')}?keyword=${encodeURIComponent('%')}`,
    );
    expect(users.body.result).toEqual([]);
    const admins = await get<DictItem[]>(
      `/sys/dict/loadDict/${encodeURIComponent('sys_user,username,username')}?keyword=adm&pageSize=1`,
    );
    expect(admins.body.result).toEqual([expect.objectContaining({ value: 'admin', text: 'admin' })]);
    const tooMany = await get(`/sys/dict/loadDict/sex?pageSize=1000`);
    expect(tooMany.status).toBe(400);

    const labels = await get<string[]>('/sys/dict/loadDictItem/sex?key=2,1,9');
    expect(labels.body.result).toEqual(['女', '男', '9']);
    const userLabels = await get<string[]>(
      `/sys/dict/loadDictItem/${encodeURIComponent('sys_user,username,username')}?key=nobody,admin`,
    );
    expect(userLabels.body.result).toEqual(['nobody', 'admin']);
    expect(
      (await get(`/sys/dict/loadDictItem/${encodeURIComponent('sys_user,password,username')}?key=admin`))
        .status,
    ).toBe(400);
  });

  it('loads a whitelisted tree level by level, leaf from hasChildField or from the rows', async () => {
    const base = '/sys/dict/loadTreeData?tableName=sys_category&text=name&code=id&pidField=pid';
    const roots = await get<TreeSelectNode[]>(`${base}&hasChildField=has_child`);
    expect(roots.body.result.map((n) => [n.key, n.title, n.leaf])).toEqual([
      ['cat-process', '焊接工艺', 0],
      ['cat-product', '产品类型', 0],
    ]);
    const children = await get<TreeSelectNode[]>(`${base}&pid=cat-product`);
    expect(children.body.result.map((n) => [n.title, n.isLeaf])).toEqual([
      ['焊机', true],
      ['光伏储能控制器', true],
      ['焊接机器人', true],
    ]);
    const filtered = await get<TreeSelectNode[]>(
      `${base}&pid=cat-product&condition=${encodeURIComponent('{"code":"A02A02"}')}`,
    );
    expect(filtered.body.result.map((n) => n.key)).toEqual(['cat-product-robot']);
    const departs = await get<TreeSelectNode[]>(
      '/sys/dict/loadTreeData?tableName=sys_depart&text=depart_name&code=id&pidField=parent_id',
    );
    expect(departs.body.result.length).toBeGreaterThan(0);

    expect((await get(`${base}&condition=${encodeURIComponent('name=1')}`)).status).toBe(400);
    expect(
      (await get('/sys/dict/loadTreeData?tableName=sys_user&text=password&code=id&pidField=id')).status,
    ).toBe(400);
    expect(
      (await get('/sys/dict/loadTreeData?tableName=sys_role&text=role_name&code=id&pidField=id')).status,
    ).toBe(400);
    expect(
      (await get('/sys/dict/loadTreeData?tableName=sys_category&text=name;drop&code=id&pidField=pid')).status,
    ).toBe(400);
  });

  it('answers a whitelisted column the table lacks with 400, not a database error', async () => {
    await fx.server.ctx.db
      .insertInto('sys_table_white_list')
      .values({
        id: 'twl-ghost',
        table_name: 'sys_position',
        field_names: 'code,ghost',
        status: 1,
        create_by: 't',
        create_time: null,
        update_by: null,
        update_time: null,
      })
      .execute();
    expect(await getItems('sys_position,ghost,code')).toMatchObject({
      status: 400,
      body: { message: '表白名单中的表或字段在数据库中不存在' },
    });
  });
});
