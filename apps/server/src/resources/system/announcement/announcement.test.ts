import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { USER_ROLE_ID } from '../../../db/seed-ids';
import { dialects } from '../../../test/databases';
import { openSocket } from '../../../test/ws-client';

type Inbox = {
  anntMsgList: { id: string; titile: string; msgContent: string; sender: string }[];
  anntMsgTotal: number;
  sysMsgList: { id: string }[];
  sysMsgTotal: number;
};

describe.each(dialects)('announcements on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const users: Record<'ann' | 'bob', { id: string; token: string }> = {} as never;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    for (const name of ['ann', 'bob'] as const) {
      const id = await createUser(server, {
        username: name,
        password: 'Us3r!pass',
        roleIds: [USER_ROLE_ID],
        tenantIds: [1],
      });
      users[name] = { id, token: await login(server, name, 'Us3r!pass') };
    }
  });
  afterAll(async () => server?.stop());

  const add = (body: Record<string, unknown>) =>
    call<{ id: string; msgContent: string; sendStatus: string }>(server, 'POST', '/sys/annountCement/add', {
      token: admin,
      body: { msgCategory: '1', priority: 'H', msgType: 'USER', ...body },
    });
  const release = (id: string, token = admin) =>
    call(server, 'GET', `/sys/annountCement/doReleaseData?id=${id}`, { token, lang: 'en_US' });
  const revoke = (id: string) =>
    call(server, 'GET', `/sys/annountCement/doReovkeData?id=${id}`, { token: admin, lang: 'en_US' });
  const inbox = async (token: string) =>
    (await call<Inbox>(server, 'GET', '/sys/annountCement/listByUser', { token })).body.result;

  it('stores the body sanitised: scripts, event handlers and javascript: links go, formatting stays', async () => {
    const html =
      '<p style="text-align:center">停机<strong>检修</strong><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">点我</a></p>';
    const { status, body } = await add({ titile: '停机检修', msgContent: html });
    expect(status).toBe(200);
    expect(body.result.msgContent).toBe(
      '<p style="text-align:center">停机<strong>检修</strong><img src="x" /><a rel="noopener noreferrer">点我</a></p>',
    );
    expect(body.result.sendStatus).toBe('0');
    const row = await server.ctx.db
      .selectFrom('sys_announcement')
      .select('msg_content')
      .where('id', '=', body.result.id)
      .executeTakeFirstOrThrow();
    expect(row.msg_content).not.toMatch(/script|onerror|javascript/);
  });

  it('publishes a draft only with its recipients and open target right, and locks it while published', async () => {
    const noUsers = (await add({ titile: 'no users' })).body.result.id;
    expect((await release(noUsers)).body.message).toBe('Choose the users to notify');
    const ghost = (await add({ titile: 'ghost', userIds: 'ann,ghost' })).body.result.id;
    const refused = await release(ghost);
    expect([refused.status, refused.body.message]).toEqual([400, 'No such users: ghost']);
    const link = (await add({ titile: 'link', msgType: 'ALL', openType: 'url' })).body.result.id;
    expect((await release(link)).status).toBe(400);

    const id = (await add({ titile: 'to ann', userIds: 'ann' })).body.result.id;
    expect((await revoke(id)).status).toBe(409);
    expect((await release(id, users.ann.token)).status).toBe(403);
    expect((await release(id)).status).toBe(200);
    expect((await release(id)).status).toBe(409);
    const locked = await call(server, 'PUT', '/sys/annountCement/edit', {
      token: admin,
      body: { id, titile: 'changed' },
    });
    expect(locked.status).toBe(409);
    const row = await server.ctx.db
      .selectFrom('sys_announcement')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ send_status: '1', sender: '管理员', titile: 'to ann' });
    expect(row.send_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    expect((await revoke(id)).status).toBe(200);
    expect(
      (
        await server.ctx.db
          .selectFrom('sys_announcement')
          .select('send_status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).send_status,
    ).toBe('2');
    expect((await inbox(users.ann.token)).anntMsgList.map((a) => a.id)).not.toContain(id);
    // revoked, it may be changed and published again
    expect(
      (
        await call(server, 'PUT', '/sys/annountCement/edit', {
          token: admin,
          body: { id, titile: 'to ann again' },
        })
      ).status,
    ).toBe(200);
    expect((await release(id)).status).toBe(200);
    expect((await inbox(users.ann.token)).anntMsgList.map((a) => a.titile)).toContain('to ann again');
  });

  it('takes recipients in userIds as user ids (comma-joined, trailing comma allowed) or usernames', async () => {
    const byIds = (await add({ titile: 'by ids', userIds: `${users.ann.id},${users.bob.id},` })).body.result
      .id;
    const mixed = (await add({ titile: 'id and name', userIds: `${users.ann.id}, bob` })).body.result.id;
    const twice = (await add({ titile: 'ann twice', userIds: `${users.ann.id},ann` })).body.result.id;
    for (const id of [byIds, mixed, twice]) expect((await release(id)).status).toBe(200);

    for (const name of ['ann', 'bob'] as const) {
      const titles = (await inbox(users[name].token)).anntMsgList.map((a) => a.titile);
      expect(titles).toEqual(expect.arrayContaining(['by ids', 'id and name']));
    }
    expect((await inbox(users.bob.token)).anntMsgList.map((a) => a.titile)).not.toContain('ann twice');
    const rows = await server.ctx.db
      .selectFrom('sys_announcement_send')
      .select('user_id')
      .where('annt_id', '=', twice)
      .execute();
    expect(rows.map((r) => r.user_id)).toEqual([users.ann.id]);

    const ghost = (await add({ titile: 'ghost id', userIds: `${users.ann.id},0000000000000000000,` })).body
      .result.id;
    expect((await release(ghost)).body.message).toBe('No such users: 0000000000000000000');
  });

  it('shows each user only what is addressed to them, and lets them mark only their own read', async () => {
    const before = { ann: await inbox(users.ann.token), bob: await inbox(users.bob.token) };
    const forAnn = (await add({ titile: 'only ann', userIds: 'ann', msgContent: '<p>仅限 ann</p>' })).body
      .result.id;
    const forAll = (await add({ titile: 'everyone', msgType: 'ALL', msgCategory: '2', priority: 'L' })).body
      .result.id;
    await release(forAnn);
    await release(forAll);

    const ann = await inbox(users.ann.token);
    const bob = await inbox(users.bob.token);
    expect(ann.anntMsgList[0]).toMatchObject({
      id: forAnn,
      titile: 'only ann',
      msgContent: '<p>仅限 ann</p>',
      sender: '管理员',
    });
    expect(ann.anntMsgTotal).toBe(before.ann.anntMsgTotal + 1);
    expect(bob.anntMsgList.map((a) => a.id)).not.toContain(forAnn);
    expect(bob.anntMsgTotal).toBe(before.bob.anntMsgTotal);
    expect(ann.sysMsgList.map((a) => a.id)).toContain(forAll);
    expect(bob.sysMsgList.map((a) => a.id)).toContain(forAll);

    // queryById: a recipient opens what is addressed to them (or to everyone), nothing else
    const byId = (id: string, token: string) =>
      call<{ titile: string }>(server, 'GET', `/sys/annountCement/queryById?id=${id}`, { token });
    expect((await byId(forAnn, users.ann.token)).body.result.titile).toBe('only ann');
    expect((await byId(forAll, users.bob.token)).status).toBe(200);
    expect((await byId(forAnn, users.bob.token)).status).toBe(403);
    const draft = (await add({ titile: 'draft for ann', userIds: 'ann' })).body.result.id;
    expect((await byId(draft, users.ann.token)).status).toBe(403);
    expect((await byId('no-such-id', users.ann.token)).status).toBe(403);
    expect((await byId(draft, admin)).status).toBe(200);

    // bob cannot read (or learn of) ann's announcement
    const foreign = await call(server, 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', {
      token: users.bob.token,
      body: { anntId: forAnn },
    });
    expect(foreign.status).toBe(404);
    expect((await inbox(users.ann.token)).anntMsgTotal).toBe(ann.anntMsgTotal);

    const read = await call(server, 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', {
      token: users.ann.token,
      body: { anntId: forAnn },
    });
    expect(read.status).toBe(200);
    const afterRead = await inbox(users.ann.token);
    expect(afterRead.anntMsgTotal).toBe(ann.anntMsgTotal - 1);
    expect(afterRead.anntMsgList.map((a) => a.id)).not.toContain(forAnn);

    // reading an ALL announcement is per user: bob still has it unread
    await call(server, 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', {
      token: users.ann.token,
      body: { anntId: forAll },
    });
    expect((await inbox(users.ann.token)).sysMsgList.map((a) => a.id)).not.toContain(forAll);
    expect((await inbox(users.bob.token)).sysMsgList.map((a) => a.id)).toContain(forAll);

    const mine = await call<{ records: { id: string; readFlag: number }[]; total: number }>(
      server,
      'GET',
      '/sys/sysAnnouncementSend/getMyAnnouncementSend?pageSize=50',
      { token: users.ann.token },
    );
    expect(mine.body.result.records.find((r) => r.id === forAnn)?.readFlag).toBe(1);
    expect(mine.body.result.records.find((r) => r.id === forAll)?.readFlag).toBe(1);
    const bobs = await call<{ records: { id: string }[] }>(
      server,
      'GET',
      '/sys/sysAnnouncementSend/getMyAnnouncementSend?pageSize=50',
      { token: users.bob.token },
    );
    expect(bobs.body.result.records.map((r) => r.id)).not.toContain(forAnn);

    expect(
      (await call(server, 'PUT', '/sys/sysAnnouncementSend/readAll', { token: users.bob.token })).status,
    ).toBe(200);
    expect(await inbox(users.bob.token)).toMatchObject({ anntMsgTotal: 0, sysMsgTotal: 0 });
    expect((await inbox(users.ann.token)).anntMsgTotal).toBe(afterRead.anntMsgTotal);
  });

  it('keeps the administration calls behind their rights', async () => {
    expect((await call(server, 'GET', '/sys/annountCement/list', { token: users.ann.token })).status).toBe(
      403,
    );
    expect(
      (
        await call(server, 'POST', '/sys/annountCement/add', {
          token: users.ann.token,
          body: { titile: 'x' },
        })
      ).status,
    ).toBe(403);
    expect((await call(server, 'GET', '/sys/annountCement/listByUser')).status).toBe(401);
  });

  it('pushes a publish to the sockets of its recipients only, live', async () => {
    const ann = await openSocket(server.api, `/websocket/${users.ann.id}`, users.ann.token);
    const bob = await openSocket(server.api, `/websocket/${users.bob.id}`, users.bob.token);
    ann.ws.send('HeartBeat');
    expect(await ann.next()).toEqual({ cmd: 'heartcheck', msgTxt: 'HeartBeat' });

    const forAnn = (await add({ titile: '焊机 A 线停机', userIds: 'ann' })).body.result.id;
    await release(forAnn);
    expect(await ann.next()).toEqual({ cmd: 'user', msgId: forAnn, msgTxt: '焊机 A 线停机' });
    const forAll = (await add({ titile: '全员通知', msgType: 'ALL' })).body.result.id;
    await release(forAll);
    // bob's first frame is the ALL notice: the one to ann never reached him
    expect(await bob.next()).toEqual({ cmd: 'topic', msgId: forAll, msgTxt: '全员通知' });
    expect(await ann.next()).toEqual({ cmd: 'topic', msgId: forAll, msgTxt: '全员通知' });
    expect(bob.frames).toEqual([]);

    // deleting a published announcement reloads its recipients' bells at once, and it is gone from them
    expect(
      (await call(server, 'DELETE', `/sys/annountCement/delete?id=${forAnn}`, { token: admin })).status,
    ).toBe(200);
    expect(await ann.next()).toEqual({ cmd: 'user', msgId: forAnn, msgTxt: '焊机 A 线停机' });
    expect((await inbox(users.ann.token)).anntMsgList.map((a) => a.id)).not.toContain(forAnn);
    expect(bob.frames).toEqual([]);
    ann.ws.close();
    bob.ws.close();
  });

  it('refuses a socket without a valid token, and closes one whose path names another user', async () => {
    await expect(openSocket(server.api, `/websocket/${users.ann.id}`)).rejects.toThrow(/401/);
    await expect(openSocket(server.api, `/websocket/${users.ann.id}`, 'forged-token')).rejects.toThrow(/401/);
    const wrong = await openSocket(server.api, `/websocket/${users.ann.id}`, users.bob.token);
    expect(await wrong.closed).toBe(4403);
  });
});
