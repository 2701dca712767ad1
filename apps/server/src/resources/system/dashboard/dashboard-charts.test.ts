import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/server';
import { call, login } from '../../../test/client';
import { useAdminServer } from '../../../test/admin-server';
import { dialects } from '../../../test/databases';

describe.each(dialects)('dashboards on %s', (dialect) => {
  const fx = useAdminServer(dialect);

  it("lists my own latest operations, newest first, and not another user's", async () => {
    const password = 'Welder#2026ok';
    await createUser(fx.server, { username: `dash_${dialect}`, password });
    const other = await login(fx.server, `dash_${dialect}`, password);
    const mine = await call<{ content: string; url: string; time: string }[]>(
      fx.server,
      'GET',
      '/sys/dashboard/myActions',
      { token: fx.token },
    );
    expect(mine.status).toBe(200);
    // the admin's sign-in is logged; the other user's is not in the admin's list
    expect(mine.body.result.some((a) => a.url.endsWith('/sys/login'))).toBe(true);
    const theirs = await call<{ url: string }[]>(fx.server, 'GET', '/sys/dashboard/myActions', {
      token: other,
    });
    expect(theirs.body.result).toHaveLength(1);
    // a write is among them, in the reader's language
    await call(fx.server, 'POST', '/sys/position/add', {
      token: fx.token,
      body: { code: `DASH${dialect}`, name: '仪表盘职务', postRank: '3' },
    });
    // the operation log writes in batches just after the answer
    let after = await call<{ content: string; url: string }[]>(fx.server, 'GET', '/sys/dashboard/myActions', {
      token: fx.token,
      lang: 'en_US',
    });
    for (let i = 0; i < 30 && !after.body.result[0]?.url.includes('/sys/position/add'); i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      after = await call(fx.server, 'GET', '/sys/dashboard/myActions', { token: fx.token, lang: 'en_US' });
    }
    expect(after.body.result[0]).toMatchObject({ url: expect.stringContaining('/sys/position/add') });
    expect(after.body.result[0]!.content).toMatch(/position/i);
    const times = mine.body.result.map((a) => a.time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('ranks the screens opened most over the week, titled by their menu rows, refusing paths that are not paths', async () => {
    for (const path of ['/isystem/user', '/isystem/user', '/isystem/role', '/isystem/user']) {
      expect(
        (await call(fx.server, 'POST', '/sys/dashboard/pageVisit', { token: fx.token, body: { path } }))
          .status,
      ).toBe(200);
    }
    expect(
      (
        await call(fx.server, 'POST', '/sys/dashboard/pageVisit', {
          token: fx.token,
          body: { path: 'javascript:alert(1)' },
        })
      ).status,
    ).toBe(400);
    // bookkeeping, not an operation: never in the operation log
    await new Promise((r) => setTimeout(r, 300));
    const logged = await fx.server.ctx.db
      .selectFrom('sys_log')
      .select('id')
      .where('request_url', 'like', '%pageVisit%')
      .execute();
    expect(logged).toEqual([]);
    const { body } = await call<{ path: string; title: string; count: number }[]>(
      fx.server,
      'GET',
      '/sys/dashboard/topPages',
      { token: fx.token, lang: 'zh_CN' },
    );
    expect(body.result.slice(0, 2)).toEqual([
      { path: '/isystem/user', title: '用户管理', count: 3 },
      { path: '/isystem/role', title: '角色管理', count: 1 },
    ]);
    const password = 'Visitor#2026ok';
    await createUser(fx.server, { username: `visitor_${dialect}`, password });
    const visitor = await login(fx.server, `visitor_${dialect}`, password);
    await call(fx.server, 'POST', '/sys/dashboard/pageVisit', {
      token: visitor,
      body: { path: '/account/center' },
    });
    const mine = await call<{ path: string }[]>(fx.server, 'GET', '/sys/dashboard/topPages?mine=1', {
      token: visitor,
    });
    expect(mine.body.result.map((p) => p.path)).toEqual(['/account/center']);
  });

  it('counts users by department, status and sex from the database, for holders of the chart right only', async () => {
    const { body } = await call<{
      usersByDepart: { name: string; count: number }[];
      usersByStatus: { status: string; count: number }[];
      usersBySex: { count: number }[];
    }>(fx.server, 'GET', '/sys/dashboard/charts', { token: fx.token });
    const users = await fx.server.ctx.db
      .selectFrom('sys_user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('del_flag', '=', 0)
      .executeTakeFirstOrThrow();
    expect(body.result.usersByStatus.reduce((s, r) => s + r.count, 0)).toBe(Number(users.n));
    expect(body.result.usersBySex.reduce((s, r) => s + r.count, 0)).toBe(Number(users.n));
    expect(body.result.usersByDepart.map((d) => d.name)).toContain('焊接设备制造有限公司');
    const password = 'Viewer#2026ok';
    await createUser(fx.server, { username: `chartless_${dialect}`, password });
    const viewer = await login(fx.server, `chartless_${dialect}`, password);
    expect((await call(fx.server, 'GET', '/sys/dashboard/charts', { token: viewer })).status).toBe(403);
  });
});
