import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { USER_ROLE_ID } from '../../../db/seed-ids';
import { openSocket } from '../../../test/ws-client';
import { dialects } from '../../../test/databases';
import { startSmtp } from '../../../test/smtp-peer';

type SendResult = {
  total: number;
  sent: number;
  failed: number;
  outcomes: { receiver: string; status: string; error: string | null }[];
};

describe.each(dialects)('message templates and sending on %s', (dialect) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: string;
  let carol: { id: string; token: string };

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer(dialect, {
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false, auth: null, from: 'weld@example.com' },
    });
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    const id = await createUser(server, {
      username: 'carol',
      password: 'Us3r!pass',
      roleIds: [USER_ROLE_ID],
      tenantIds: [1],
    });
    carol = { id, token: await login(server, 'carol', 'Us3r!pass') };
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => smtp?.server.close(() => resolve()));
  });

  const send = (body: Record<string, unknown>, token = admin) =>
    call<SendResult>(server, 'POST', '/sys/message/sysMessageTemplate/sendMsg', {
      token,
      body,
      lang: 'en_US',
    });
  const history = async (receiver: string) =>
    (
      await call<{ records: Record<string, unknown>[] }>(
        server,
        'GET',
        `/sys/message/sysMessage/list?esReceiver=${encodeURIComponent(receiver)}&pageSize=50`,
        { token: admin },
      )
    ).body.result.records;

  it('delivers an e-mail template to a real SMTP server, placeholders filled, and records each outcome', async () => {
    const { status, body } = await send({
      templateCode: 'email_notice',
      receiver: 'li@weld.cn,blocked@weld.cn',
      params: { name: '李工', model: 'WS-${x}' },
    });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ total: 2, sent: 1, failed: 1 });
    expect(body.message).toBe('Some messages failed; see the send history for the reasons');
    const mail = smtp.received.find((m) => m.to.includes('li@weld.cn'));
    expect(mail?.from).toBe('weld@example.com');
    expect(mail?.data).toMatch(/Subject: =\?UTF-8\?/);
    expect(bodyText(mail?.data ?? '')).toContain('李工，您好：\n型号 WS-${x} 的焊接参数已更新');
    const ok = await history('li@weld.cn');
    expect(ok[0]).toMatchObject({
      esType: '2',
      esSendStatus: '1',
      esTitle: '李工，焊接参数已更新',
      esResult: null,
    });
    const bad = await history('blocked@weld.cn');
    expect(bad[0]).toMatchObject({ esSendStatus: '2', esSendStatus_dictText: '发送失败' });
    expect(String(bad[0].esResult)).toMatch(/mailbox unavailable/);
  });

  it("records an e-mail as failed, saying why in the caller's language, when no SMTP server is configured", async () => {
    const bare = await startServer(dialect);
    try {
      const token = await login(bare, 'admin', ADMIN_PASSWORD);
      const { status, body } = await call<SendResult>(
        bare,
        'POST',
        '/sys/message/sysMessageTemplate/sendMsg',
        {
          token,
          lang: 'en_US',
          body: {
            templateCode: 'email_notice',
            receiver: 'li@weld.cn',
            params: { name: 'Li', model: 'WS-400' },
          },
        },
      );
      expect([status, body.result.failed]).toEqual([200, 1]);
      expect(body.result.outcomes[0].error).toBe(
        'No mail server is configured (SMTP_HOST); the e-mail was not sent',
      );
    } finally {
      await bare.stop();
    }
  });

  it('sends an SMS through the provider and records it', async () => {
    const { status, body } = await send({
      templateCode: 'sms_notice',
      receiver: '13800001111',
      params: '{"name":"王工","model":"WS-500"}',
    });
    expect([status, body.result.sent]).toEqual([200, 1]);
    expect((await history('13800001111'))[0]).toMatchObject({
      esType: '1',
      esSendStatus: '1',
      esContent: '【焊接云】王工，您的设备 WS-500 需要保养。',
    });
  });

  it("puts a system notice into the recipient's bell, live", async () => {
    const socket = await openSocket(server.api, `/websocket/${carol.id}`, carol.token);
    const { status } = await send({
      templateCode: 'sys_notice_hello',
      receiver: 'carol',
      params: { name: '<b>卡罗尔</b>', task: '点检' },
    });
    expect(status).toBe(200);
    const push = (await socket.next()) as { cmd: string; msgId: string; msgTxt: string };
    expect(push).toMatchObject({ cmd: 'user', msgTxt: '您好，<b>卡罗尔</b>' });
    const inbox = await call<{ sysMsgList: { id: string; msgContent: string }[] }>(
      server,
      'GET',
      '/sys/annountCement/listByUser',
      { token: carol.token },
    );
    const notice = inbox.body.result.sysMsgList.find((n) => n.id === push.msgId);
    // a value is text, never markup, in the notice's HTML body
    expect(notice?.msgContent).toBe('<p>&#60;b&#62;卡罗尔&#60;/b&#62;，您有一条新的待办：点检。</p>');
    socket.ws.close();
  });

  it('refuses a send with missing values, bad receivers or no right, and sends nothing then', async () => {
    const before = smtp.received.length;
    const missing = await send({
      templateCode: 'email_notice',
      receiver: 'li@weld.cn',
      params: { name: '李工' },
    });
    expect([missing.status, missing.body.message]).toEqual([400, 'Missing template values: model']);
    expect(
      (await send({ templateCode: 'sms_notice', receiver: '12345', params: { name: 'a', model: 'b' } })).body
        .message,
    ).toBe('Invalid or unknown receivers: 12345');
    expect(
      (await send({ templateCode: 'sys_notice_hello', receiver: 'nobody', params: { name: 'a', task: 'b' } }))
        .status,
    ).toBe(400);
    expect((await send({ templateCode: 'no_such', receiver: 'a@b.cn' })).status).toBe(404);
    expect((await send({ templateCode: 'email_notice', receiver: 'a@b.cn', params: '[1]' })).status).toBe(
      400,
    );
    expect(
      (
        await send(
          { templateCode: 'sms_notice', receiver: '13800001111', params: { name: 'a', model: 'b' } },
          carol.token,
        )
      ).status,
    ).toBe(403);
    expect(smtp.received.length).toBe(before);
    expect(await history('a@b.cn')).toEqual([]);
  });

  it("keeps the send history read-only, and checks a template's test data", async () => {
    const added = await call(server, 'POST', '/sys/message/sysMessage/add', {
      token: admin,
      body: { esReceiver: 'x' },
    });
    expect(added.status).toBe(403);
    const bad = await call<{ errors: Record<string, string> }>(
      server,
      'POST',
      '/sys/message/sysMessageTemplate/add',
      {
        token: admin,
        body: {
          templateCode: 'bad_json',
          templateName: 'x',
          templateType: '1',
          templateContent: 'x',
          templateTestJson: '{"a":',
        },
      },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.result.errors)).toEqual(['templateTestJson']);
  });
});

/** The text of a single-part mail body, as a mail client shows it (base64 or quoted-printable). */
function bodyText(raw: string): string {
  const [head, ...rest] = raw.split(/\r\n\r\n/);
  const body = rest.join('\r\n\r\n');
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8').replace(/\r\n/g, '\n');
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
}
