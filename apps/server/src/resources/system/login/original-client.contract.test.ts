import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_SECRET, fieldRightOf, user } from '@weld/core';
import type { DictItem, LoginResult, PageResult, PermissionResult, UserInfoResult } from '@weld/core';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { userWith } from '../../../test/weld-fixture';
import { USER_ROLE_ID } from '../../../db/seed-ids';

/** The original platform's published default signing secret, which its clients are built with. */
const ORIGINAL_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';

type Rec = Record<string, unknown> & { id: string };

/**
 * X-Sign as the original's Vue3 client computes it (signMd5Utils.getSign): the url's query, plus its last path
 * segment as `x-path-variable` when that holds a comma, keys sorted, `_t` left out, MD5 of the JSON and the secret.
 */
function vue3Sign(url: string, secret: string): string {
  const [path, query = ''] = url.split('?');
  const params: Record<string, string> = {};
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes(',')) params['x-path-variable'] = decodeURIComponent(last);
  for (const pair of query.split('&').filter(Boolean)) {
    const [key, value = ''] = pair.split('=');
    params[key] = value;
  }
  delete params._t;
  const sorted = Object.fromEntries(
    Object.keys(params)
      .sort()
      .map((k) => [k, params[k]]),
  );
  return createHash('md5')
    .update(JSON.stringify(sorted) + secret)
    .digest('hex')
    .toUpperCase();
}

/** The headers the Vue3 client sends with every call once signed in (axios/index.ts). */
const vue3Headers = (token: string, tenantId: number) => ({
  'X-Access-Token': token,
  Authorization: token,
  'X-Tenant-Id': String(tenantId),
  'X-Version': 'v3',
});
const t = () => `_t=${Math.floor(Date.now() / 1000)}`;

describe.each(dialects)("the original platform's Vue3 client against our server on %s", (dialect) => {
  let server: TestServer;
  let admin: string;

  const signedDict = (token: string, code: string, secret: string) =>
    call<DictItem[]>(server, 'GET', `/sys/dict/getDictItems/${code}`, {
      headers: {
        ...vue3Headers(token, 1),
        'X-Sign': vue3Sign(`/sys/dict/getDictItems/${code}`, secret),
        'X-TIMESTAMP': String(Date.now()),
      },
    });

  beforeAll(async () => {
    server = await startServer(dialect, { signSecret: ORIGINAL_SECRET, safeMode: true });
    admin = await login(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => server?.stop());

  it('signs in as the client does: login, getUserInfo, permissions, a signed dictionary, listAll, roles by id', async () => {
    // the client's checkKey is a millisecond timestamp, sent as a number in the login body
    const checkKey = Date.now();
    expect((await call(server, 'GET', `/sys/randomImage/${checkKey}?${t()}`)).status).toBe(200);
    const captcha = await server.ctx.stores.cache.get<string>(`captcha:${checkKey}`);
    const signIn = await call<LoginResult>(server, 'POST', '/sys/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD, captcha, checkKey, remember_me: true },
    });
    expect(signIn.status, signIn.body.message).toBe(200);
    const { token, userInfo } = signIn.body.result;
    expect(userInfo.loginTenantId).toBe(1);
    const headers = vue3Headers(token, userInfo.loginTenantId);

    const info = await call<UserInfoResult>(server, 'GET', `/sys/user/getUserInfo?${t()}`, { headers });
    expect(info.status, info.body.message).toBe(200);
    expect(info.body.result.userInfo).toEqual(userInfo);
    expect(info.body.result.sysAllDictItems.sex).toEqual(signIn.body.result.sysAllDictItems.sex);
    expect(JSON.stringify(info.body.result)).not.toMatch(/password"|salt/);

    const rights = await call<PermissionResult>(
      server,
      'GET',
      `/sys/permission/getUserPermissionByToken?${t()}`,
      { headers },
    );
    expect(rights.status).toBe(200);
    expect(rights.body.result.menu.length).toBeGreaterThan(0);
    expect(rights.body.result.codeList).toEqual(
      expect.arrayContaining(['system:user:add', 'system:role:edit']),
    );
    expect(rights.body.result.codeList.every((c) => typeof c === 'string' && !c.includes(','))).toBe(true);
    expect(rights.body.result.sysSafeMode).toBe(true);

    const sex = await signedDict(token, 'sex', ORIGINAL_SECRET);
    expect(sex.status, sex.body.message).toBe(200);
    expect(sex.body.result.map((i) => i.value)).toEqual(
      info.body.result.sysAllDictItems.sex.map((i) => i.value),
    );

    const listAll = await call<PageResult<Rec>>(
      server,
      'GET',
      `/sys/user/listAll?pageNo=1&pageSize=10&${t()}`,
      {
        headers,
      },
    );
    const list = await call<PageResult<Rec>>(server, 'GET', `/sys/user/list?pageNo=1&pageSize=10`, {
      headers,
    });
    expect(listAll.status, listAll.body.message).toBe(200);
    expect(listAll.body.result).toEqual(list.body.result);
    expect(listAll.body.result.records.map((r) => r.username)).toContain('admin');

    const roles = await call<PageResult<Rec>>(
      server,
      'GET',
      `/sys/role/list?column=id&order=asc&pageNo=1&pageSize=100&${t()}`,
      { headers },
    );
    expect(roles.status, roles.body.message).toBe(200);
    const byId = await server.ctx.db.selectFrom('sys_role').select('id').orderBy('id', 'asc').execute();
    expect(roles.body.result.records.map((r) => r.id)).toEqual(byId.map((r) => r.id));
  });

  it('reads a table dictionary signed over its path variable, and refuses another secret', async () => {
    const users = await signedDict(admin, 'sys_user,realname,username', ORIGINAL_SECRET);
    expect(users.status, users.body.message).toBe(200);
    expect(users.body.result).toContainEqual(expect.objectContaining({ value: 'admin' }));
    const other = await signedDict(admin, 'sex', DEFAULT_SIGN_SECRET);
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('请求签名校验失败');
    // the path variable is part of what is signed: a table code changed after signing is refused
    const changed = await call(server, 'GET', '/sys/dict/getDictItems/sys_user,username,realname', {
      headers: {
        ...vue3Headers(admin, 1),
        'X-Sign': vue3Sign('/sys/dict/getDictItems/sys_user,realname,username', ORIGINAL_SECRET),
        'X-TIMESTAMP': String(Date.now()),
      },
    });
    expect(changed.status).toBe(400);
  });

  it('checks the tenant of X-Tenant-Id as that of tenant-id, and refuses two different ones', async () => {
    await createUser(server, { username: 'notenant', password: 'N0tenant!pass', roleIds: [USER_ROLE_ID] });
    const outsider = await call<LoginResult>(server, 'POST', '/sys/login', {
      body: { username: 'notenant', password: 'N0tenant!pass', ...(await freshCaptcha(server)) },
    });
    expect(outsider.body.result.userInfo.loginTenantId).toBe(0);
    const path = '/sys/user/getUserInfo';
    const as = (token: string, headers: Record<string, string>) =>
      call(server, 'GET', path, { token, headers });
    const token = outsider.body.result.token;
    expect((await as(token, { 'X-Tenant-Id': '1' })).status).toBe(403);
    expect((await as(token, { 'tenant-id': '1' })).status).toBe(403);
    expect((await as(token, { 'X-Tenant-Id': '0' })).status).toBe(200);
    expect((await as(admin, { 'X-Tenant-Id': '1' })).status).toBe(200);
    expect((await as(admin, { 'X-Tenant-Id': '1', 'tenant-id': '1' })).status).toBe(200);
    const both = await as(admin, { 'X-Tenant-Id': '1', 'tenant-id': '2' });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('请求头 tenant-id 与 X-Tenant-Id 指定了不同的租户');
  });

  it("serves listAll with the list's right and hides the fields the list hides", async () => {
    const rule = await call(server, 'POST', '/sys/permission/add', {
      token: admin,
      body: {
        name: '手机号',
        menuType: 2,
        parentId: 'isystem-user',
        perms: fieldRightOf(user, 'phone'),
        permsType: '1',
        status: '1',
      },
    });
    expect(rule.status, rule.body.message).toBe(200);
    const clerk = (await userWith(server, 'listclerk', ['system:user:list'])).token;
    const nobody = (await userWith(server, 'listnobody', [])).token;
    for (const path of ['/sys/user/list', '/sys/user/listAll']) {
      expect((await call(server, 'GET', path, { token: nobody })).status, path).toBe(403);
      const seen = await call<PageResult<Rec>>(server, 'GET', path, { token: clerk });
      expect(seen.status, path).toBe(200);
      expect(seen.body.result.records.length, path).toBeGreaterThan(0);
      for (const record of seen.body.result.records) expect(record, path).not.toHaveProperty('phone');
      const full = await call<PageResult<Rec>>(server, 'GET', path, { token: admin });
      expect(full.body.result.records[0], path).toHaveProperty('phone');
    }
  });

  it("lists a plain user's own button codes only", async () => {
    await createUser(server, {
      username: 'plaincodes',
      password: 'Pla1n!codes',
      roleIds: [USER_ROLE_ID],
      tenantIds: [1],
    });
    const token = await login(server, 'plaincodes', 'Pla1n!codes');
    const { body } = await call<PermissionResult>(server, 'GET', '/sys/permission/getUserPermissionByToken', {
      headers: vue3Headers(token, 1),
    });
    expect(body.result.codeList).toEqual(['account:settings:edit']);
  });
});

async function freshCaptcha(server: TestServer): Promise<{ captcha: string; checkKey: number }> {
  const checkKey = Date.now() + Math.floor(Math.random() * 1000);
  await call(server, 'GET', `/sys/randomImage/${checkKey}`);
  return { captcha: (await server.ctx.stores.cache.get<string>(`captcha:${checkKey}`)) ?? '', checkKey };
}
