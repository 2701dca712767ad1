import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '@weld/core';
import { dialects } from '../test/databases';
import { call, login } from '../test/client';
import { ADMIN_PASSWORD, startServer } from '../test/server';
import type { TestServer } from '../test/server';
import { kitDb } from './table';

type Page = PageResult<Record<string, unknown>>;
const ROWS = 2_500;
const ORG = 'A01CNT';
const pad = (n: number) => String(n).padStart(5, '0');

/** Inserts rows in batches a statement of every dialect takes. */
async function insertMany(server: TestServer, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200)
    await kitDb(server.ctx)
      .insertInto(table)
      .values(rows.slice(i, i + 200))
      .execute();
}

/**
 * Lists count only a few pages past the page asked for (issue 14): `total` is then "at least" with
 * `totalExact` false, exact when the rows end before that or when `totalExact=true` asks; every list
 * answers so, the kit's and the hand-built ones. On every dialect, over real HTTP.
 */
describe.each(dialects)('capped list counts on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let jobId: string;
  const get = (path: string) => call<Page>(server, 'GET', path, { token: admin, lang: 'en_US' });
  const positions = (params: string) => get(`/sys/position/list?orgCode=${ORG}&${params}`);

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
    await insertMany(
      server,
      'sys_position',
      Array.from({ length: ROWS }, (_, i) => ({
        id: `cnt${pad(i)}`,
        code: `CNT${pad(i)}`,
        name: `Counted ${i}`,
        post_rank: String((i % 5) + 1),
        org_code: ORG,
        create_time: `2026-01-01 00:${pad(i).slice(1, 3)}:${pad(i % 60).slice(3)}`,
      })),
    );
    jobId = String(
      (await kitDb(server.ctx).selectFrom('sys_quartz_job').select('id').executeTakeFirstOrThrow()).id,
    );
    await insertMany(
      server,
      'sys_quartz_job_log',
      Array.from({ length: 1_200 }, (_, i) => ({
        id: `run${pad(i)}`,
        job_id: jobId,
        fire_time: `f${pad(i)}`,
        trigger_type: 'cron',
        start_time: '2026-01-01 00:00:00',
        status: 'success',
        host: 'test',
      })),
    );
  });
  afterAll(async () => server?.stop());

  it('stops counting 10 pages past the page, at a round number, and says the total is at least that', async () => {
    const first = await positions('pageNo=1&pageSize=10');
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.result).toMatchObject({
      total: 1000,
      totalExact: false,
      size: 10,
      current: 1,
      pages: 100,
    });
    expect(first.body.result.records).toHaveLength(10);
    // page 100 of that answer exists, and its own answer counts further, here to the end
    const far = await positions('pageNo=100&pageSize=10');
    expect(far.body.result).toMatchObject({ total: 2000, totalExact: false, current: 100 });
    expect((await positions('pageNo=200&pageSize=10')).body.result).toMatchObject({
      total: ROWS,
      totalExact: true,
      pages: 250,
    });
  });

  it('counts exactly on request, and from a short last page or a count that ends below the cap', async () => {
    expect((await positions('pageNo=1&pageSize=10&totalExact=true')).body.result).toMatchObject({
      total: ROWS,
      totalExact: true,
      pages: 250,
    });
    expect((await positions('pageNo=1&pageSize=10&totalExact=false')).body.result).toMatchObject({
      total: 1000,
      totalExact: false,
    });
    const last = await positions('pageNo=250&pageSize=10');
    expect(last.body.result).toMatchObject({ total: ROWS, totalExact: true });
    // past the end: nothing to show, the count says where the end is
    expect((await positions('pageNo=400&pageSize=10')).body.result).toMatchObject({
      records: [],
      total: ROWS,
      totalExact: true,
    });
    // a filter leaving fewer rows than the cap: exact without asking
    expect((await positions('pageNo=1&pageSize=10&postRank=2&code=CNT0000*')).body.result).toMatchObject({
      total: 2,
      totalExact: true,
    });
  });

  it('refuses a totalExact that is neither true nor false, naming it, on the kit lists and the hand-built ones', async () => {
    for (const path of [
      `/sys/position/list?totalExact=yes`,
      `/sys/quartzJob/logList?jobId=${jobId}&totalExact=yes`,
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.message, path).toContain('totalExact');
    }
  });

  it('is never stale: a write shows in the next total', async () => {
    await kitDb(server.ctx).deleteFrom('sys_position').where('id', 'in', ['cnt00000', 'cnt00001']).execute();
    expect((await positions('pageNo=1&pageSize=10&totalExact=true')).body.result.total).toBe(ROWS - 2);
    expect((await positions('pageNo=249&pageSize=10')).body.result).toMatchObject({
      total: ROWS - 2,
      totalExact: true,
    });
  });

  it('counts the first page with the page itself, and a write crossing the cap shows in the next answer', async () => {
    // CNT01000…CNT01999: as many rows as the cap, so the count is exact until one more comes
    const band = () => positions('pageNo=1&pageSize=10&code=CNT01*');
    expect((await band()).body.result).toMatchObject({ total: 1000, totalExact: true, pages: 100 });
    await kitDb(server.ctx)
      .insertInto('sys_position')
      .values({
        id: 'cnt01x',
        code: 'CNT01X',
        name: 'One more',
        post_rank: '1',
        org_code: ORG,
        create_time: '2026-01-02 00:00:00',
      })
      .execute();
    expect((await band()).body.result).toMatchObject({ total: 1000, totalExact: false });
    await kitDb(server.ctx).deleteFrom('sys_position').where('id', 'in', ['cnt01x', 'cnt01000']).execute();
    expect((await band()).body.result).toMatchObject({ total: 999, totalExact: true, pages: 100 });
  });

  it("caps a hand-built list the same way (a job's runs)", async () => {
    const runs = (params: string) => get(`/sys/quartzJob/logList?jobId=${jobId}&${params}`);
    const capped = await runs('pageNo=1&pageSize=10');
    expect(capped.status, capped.body.message).toBe(200);
    expect(capped.body.result).toMatchObject({ total: 1000, totalExact: false, pages: 100 });
    expect((await runs('pageNo=1&pageSize=10&totalExact=true')).body.result).toMatchObject({
      total: 1200,
      totalExact: true,
      pages: 120,
    });
    expect((await runs('pageNo=120&pageSize=10')).body.result).toMatchObject({
      total: 1200,
      totalExact: true,
    });
  });
});
