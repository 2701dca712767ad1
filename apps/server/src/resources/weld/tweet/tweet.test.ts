import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startServer, type TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { dialects } from '../../../test/databases';
import { smallTree, userWith } from '../../../test/weld-fixture';

type Tweet = { id: string; title: string; content: string; published: string; publishTime: string | null };
type Page = { records: Tweet[]; total: number };

describe.each(dialects)('weld tweets on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let tree: Awaited<ReturnType<typeof smallTree>>;
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    tree = await smallTree(server, admin, 'TW', 'A01A01');
  });
  afterAll(async () => server?.stop());

  const add = (body: Record<string, unknown>) =>
    call<Tweet>(server, 'POST', '/weld/tweet/add', {
      token: admin,
      body: { modelId: tree.m1, title: 'TW 公告', published: 'N', ...body },
    });
  const titles = async (token: string) =>
    (
      await call<Page>(server, 'GET', '/weld/tweet/list?pageSize=100&title=TW*&column=title&order=asc', {
        token,
      })
    ).body.result.records.map((r) => r.title);

  it('stores the body sanitised: scripts and event handlers are gone, the formatting stays', async () => {
    const saved = await add({
      title: 'TW 清洗',
      content:
        '<p onclick="steal()">送丝轮<b>更换</b><script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
    });
    expect(saved.status, saved.body.message).toBe(200);
    const row = await server.ctx.db
      .selectFrom('weld_tweet')
      .select('content')
      .where('id', '=', saved.body.result.id)
      .executeTakeFirstOrThrow();
    expect(row.content).toContain('<b>更换</b>');
    expect(row.content).not.toMatch(/script|onclick|onerror/);
  });

  it('stamps the publish time when published, keeps it on later edits, and shows unpublished tweets to editors only', async () => {
    const draft = (await add({ title: 'TW 草稿' })).body.result;
    expect(draft.publishTime).toBeNull();
    const published = await call<Tweet>(server, 'PUT', '/weld/tweet/edit', {
      token: admin,
      body: { id: draft.id, published: 'Y' },
    });
    expect(published.body.result.publishTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await server.ctx.db
      .updateTable('weld_tweet')
      .set({ publish_time: '2026-01-01 08:00:00' })
      .where('id', '=', draft.id)
      .execute();
    const edited = await call<Tweet>(server, 'PUT', '/weld/tweet/edit', {
      token: admin,
      body: { id: draft.id, title: 'TW 已发布', published: 'Y' },
    });
    expect(edited.body.result.publishTime).toBe('2026-01-01 08:00:00');
    await add({ title: 'TW 未发布' });
    const reader = await userWith(server, `tw_reader_${dialect}`, ['weld:tweet:list'], ['depart-A01A01']);
    const editor = await userWith(
      server,
      `tw_editor_${dialect}`,
      ['weld:tweet:list', 'weld:tweet:edit'],
      ['depart-A01A01'],
    );
    expect(await titles(reader.token)).toEqual(['TW 已发布']);
    expect(await titles(editor.token)).toEqual(expect.arrayContaining(['TW 已发布', 'TW 未发布']));
    const unpublished = await call<Tweet>(server, 'PUT', '/weld/tweet/edit', {
      token: admin,
      body: { id: draft.id, published: 'N' },
    });
    expect(unpublished.body.result.publishTime).toBeNull();
    expect(await titles(reader.token)).toEqual([]);
  });

  it("shows a user outside the model's reach none of its tweets", async () => {
    await add({ title: 'TW 范围', published: 'Y' });
    const outsider = await userWith(
      server,
      `tw_outsider_${dialect}`,
      ['weld:tweet:list', 'weld:tweet:edit'],
      ['depart-A02'],
    );
    expect(await titles(outsider.token)).toEqual([]);
  });
});
