import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageReply } from '@weld/core';
import { ADMIN_PASSWORD, startServer, type TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { dialects } from '../../../test/databases';
import { smallTree, userWith } from '../../../test/weld-fixture';

type Message = { id: string; title: string; status: string; orgCode: string | null };
type Page = { records: Message[]; total: number };

const HANDLER = ['weld:message:list', 'weld:message:add', 'weld:message:reply', 'weld:message:close'];

describe.each(dialects)('weld messages on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let tree: Awaited<ReturnType<typeof smallTree>>;
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    tree = await smallTree(server, admin, 'MS', 'A01A03');
  });
  afterAll(async () => server?.stop());

  const add = (token: string, body: Record<string, unknown>) =>
    call<Message>(server, 'POST', '/weld/message/add', {
      token,
      body: {
        title: 'MS 送丝不稳',
        content: '焊接时送丝忽快忽慢',
        contactName: '王工',
        machineSerial: 'SN-001',
        ...body,
      },
    });
  const reply = (token: string, id: string, content: string, lang?: string) =>
    call(server, 'POST', '/weld/message/reply', { token, lang, body: { id, content } });
  const thread = async (token: string, id: string) =>
    (await call<MessageReply[]>(server, 'GET', `/weld/message/replies?id=${id}`, { token })).body.result;
  const status = async (id: string) =>
    (
      await server.ctx.db
        .selectFrom('weld_message')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('moves new → processing with the first reply, keeps the thread in order with authors, and takes no reply once closed', async () => {
    const handler = await userWith(server, `ms_handler_${dialect}`, HANDLER, ['depart-A01A03']);
    const message = (await add(admin, { modelId: tree.m1 })).body.result;
    expect(message).toMatchObject({ status: 'new', orgCode: 'A01A03' });
    expect((await reply(handler.token, message.id, '请检查送丝轮压力')).status).toBe(200);
    expect(await status(message.id)).toBe('processing');
    expect((await reply(admin, message.id, '已安排上门')).status).toBe(200);
    const replies = await thread(handler.token, message.id);
    expect(replies.map((r) => [r.content, r.author])).toEqual([
      ['请检查送丝轮压力', `ms_handler_${dialect}`],
      ['已安排上门', 'admin'],
    ]);
    expect(replies[0].createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await reply(handler.token, message.id, '   ')).status).toBe(400);
    expect(
      (await call(server, 'POST', '/weld/message/close', { token: handler.token, body: { id: message.id } }))
        .status,
    ).toBe(200);
    expect(await status(message.id)).toBe('closed');
    const late = await reply(handler.token, message.id, '补充说明', 'en_US');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The message is closed and takes no more replies');
    expect(await thread(admin, message.id)).toHaveLength(2);
    expect(
      (await call(server, 'POST', '/weld/message/close', { token: handler.token, body: { id: message.id } }))
        .body.message,
    ).toBe('留言已经关闭');
  });

  it("needs the reply and close rights, and keeps messages to the callers' reach", async () => {
    const message = (await add(admin, { title: 'MS 范围', modelId: tree.m2 })).body.result;
    const reader = await userWith(server, `ms_reader_${dialect}`, ['weld:message:list'], ['depart-A01A03']);
    expect((await reply(reader.token, message.id, '试试')).status).toBe(403);
    expect(
      (await call(server, 'POST', '/weld/message/close', { token: reader.token, body: { id: message.id } }))
        .status,
    ).toBe(403);
    const outsider = await userWith(server, `ms_outsider_${dialect}`, HANDLER, ['depart-A02']);
    const seen = await call<Page>(server, 'GET', '/weld/message/list?pageSize=100&title=MS*', {
      token: outsider.token,
    });
    expect(seen.body.result.total).toBe(0);
    expect((await reply(outsider.token, message.id, '越权')).status).toBe(404);
    expect(
      (await call(server, 'GET', `/weld/message/replies?id=${message.id}`, { token: outsider.token })).status,
    ).toBe(404);
    // a message on no model belongs to its writer's organisation
    const own = (await add(outsider.token, { title: 'MS 无型号' })).body.result;
    expect(own).toMatchObject({ status: 'new' });
    const outsiderList = await call<Page>(server, 'GET', '/weld/message/list?pageSize=100&title=MS*', {
      token: outsider.token,
    });
    expect(outsiderList.body.result.records.map((r) => r.title)).toEqual(['MS 无型号']);
    const readerList = await call<Page>(server, 'GET', '/weld/message/list?pageSize=100&title=MS*', {
      token: reader.token,
    });
    expect(readerList.body.result.records.map((r) => r.title)).not.toContain('MS 无型号');
  });

  it('deletes a message with its replies', async () => {
    const message = (await add(admin, { title: 'MS 删除', modelId: tree.m1 })).body.result;
    await reply(admin, message.id, '收到');
    expect(
      (await call(server, 'DELETE', `/weld/message/delete?id=${message.id}`, { token: admin })).status,
    ).toBe(200);
    expect(
      await server.ctx.db
        .selectFrom('weld_message_reply')
        .select('id')
        .where('message_id', '=', message.id)
        .execute(),
    ).toEqual([]);
  });
});
