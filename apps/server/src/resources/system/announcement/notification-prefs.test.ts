import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createUser, startServer, type TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { USER_ROLE_ID } from '../../../db/seed-ids';
import { startSmtp } from '../../../test/smtp-peer';

type Inbox = { anntMsgList: { titile: string }[]; sysMsgList: { titile: string }[]; sysMsgTotal: number };

/** What a user's 新消息通知 preferences do to announcements: bell categories and e-mail copies. */
describe('notification preferences', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: string;
  let dora: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer('sqlite', {
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false, auth: null, from: 'weld@example.com' },
    });
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    const id = await createUser(server, {
      username: 'dora',
      password: 'Us3r!pass',
      roleIds: [USER_ROLE_ID],
      tenantIds: [1],
    });
    await server.ctx.db
      .updateTable('sys_user')
      .set({ email: 'dora@example.com' })
      .where('id', '=', id)
      .execute();
    dora = await login(server, 'dora', 'Us3r!pass');
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => smtp?.server.close(() => resolve()));
  });

  const publish = async (titile: string, msgCategory: '1' | '2') => {
    const added = await call<{ id: string }>(server, 'POST', '/sys/annountCement/add', {
      token: admin,
      body: {
        titile,
        msgContent: '<p>焊机 <b>WS-400</b> 明早停机检修</p><p>请提前安排</p>',
        msgCategory,
        priority: 'M',
        msgType: 'USER',
        userIds: 'dora',
      },
    });
    expect(added.status, added.body.message).toBe(200);
    expect(
      (
        await call(server, 'GET', `/sys/annountCement/doReleaseData?id=${added.body.result.id}`, {
          token: admin,
        })
      ).status,
    ).toBe(200);
  };
  const bell = async () =>
    (await call<Inbox>(server, 'GET', '/sys/annountCement/listByUser', { token: dora })).body.result;

  it('keeps a category the user turned off out of the bell, but not out of 我的消息', async () => {
    await call(server, 'PUT', '/sys/user/notificationPrefs', {
      token: dora,
      body: { bellNotice: true, bellSystem: false, emailCopy: false },
    });
    await publish('系统消息：参数库已更新', '2');
    await publish('通知：车间停电', '1');
    const inbox = await bell();
    expect(inbox.sysMsgList).toEqual([]);
    expect(inbox.sysMsgTotal).toBe(0);
    expect(inbox.anntMsgList.map((n) => n.titile)).toContain('通知：车间停电');
    const mine = await call<{ records: { titile: string }[] }>(
      server,
      'GET',
      '/sys/sysAnnouncementSend/getMyAnnouncementSend?pageSize=50',
      { token: dora },
    );
    expect(mine.body.result.records.map((r) => r.titile)).toContain('系统消息：参数库已更新');
    await call(server, 'PUT', '/sys/user/notificationPrefs', {
      token: dora,
      body: { bellNotice: true, bellSystem: true, emailCopy: false },
    });
    expect((await bell()).sysMsgList.map((n) => n.titile)).toContain('系统消息：参数库已更新');
  });

  it('sends an e-mail copy, body as text, to a recipient who asked for one, and none otherwise', async () => {
    const before = smtp.received.length;
    await publish('不发邮件的通知', '1');
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(before);
    await call(server, 'PUT', '/sys/user/notificationPrefs', {
      token: dora,
      body: { bellNotice: true, bellSystem: true, emailCopy: true },
    });
    await publish('焊机停机检修通知', '1');
    for (let i = 0; i < 50 && smtp.received.length === before; i += 1)
      await new Promise((r) => setTimeout(r, 100));
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['dora@example.com']);
    expect(mail.data).toContain('Subject:');
    expect(mail.data).not.toContain('<b>');
  });
});
