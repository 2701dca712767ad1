import { describe, expect, it } from 'vitest';
import type { PageResult } from '@weld/core';
import { dialects } from '../test/databases';
import { call } from '../test/client';
import { useKitServer } from '../test/kit-fixture';
import { kitDb } from './table';

type Rec = Record<string, unknown> & { id: string };

describe.each(dialects)('picker texts on %s', (dialect) => {
  const kit = useKitServer(dialect, 'lookupplain', 'Pla1n!look#2026');

  it("answers the department name beside a position's org code, in lists and details, and the code itself when unknown", async () => {
    const depart = await kitDb(kit.server.ctx)
      .selectFrom('sys_depart')
      .select(['org_code', 'depart_name'])
      .where('org_code', '=', 'A01')
      .executeTakeFirstOrThrow();
    const add = (code: string, orgCode: string) =>
      call<Rec>(kit.server, 'POST', '/sys/position/add', {
        token: kit.admin,
        body: { code, name: code, postRank: kit.dictValues.position_rank[0], orgCode },
      });
    const known = (await add('LOOK-1', 'A01')).body.result;
    await add('LOOK-2', 'Z99');
    expect(known.orgCode_dictText).toBe(depart.depart_name);
    const listed = (
      await call<PageResult<Rec>>(kit.server, 'GET', '/sys/position/list?code=LOOK*&column=code&order=asc', {
        token: kit.admin,
      })
    ).body.result.records;
    expect(listed.map((r) => [r.orgCode, r.orgCode_dictText])).toEqual([
      ['A01', depart.depart_name],
      ['Z99', 'Z99'],
    ]);
  });

  it('names each department of comma-joined codes in a list, and a code nobody holds as itself', async () => {
    const depart = await kitDb(kit.server.ctx)
      .selectFrom('sys_depart')
      .select(['org_code', 'depart_name'])
      .where('org_code', '=', 'A01')
      .executeTakeFirstOrThrow();
    await kitDb(kit.server.ctx)
      .insertInto('sys_position')
      .values([
        {
          id: 'lookmulti1',
          code: 'MULTI-1',
          name: 'MULTI-1',
          post_rank: kit.dictValues.position_rank[0],
          org_code: 'A01,Z98',
          create_time: '2026-01-01 00:00:01',
        },
        {
          id: 'lookmulti2',
          code: 'MULTI-2',
          name: 'MULTI-2',
          post_rank: kit.dictValues.position_rank[0],
          org_code: 'A01',
          create_time: '2026-01-01 00:00:02',
        },
        {
          id: 'lookmulti3',
          code: 'MULTI-3',
          name: 'MULTI-3',
          post_rank: kit.dictValues.position_rank[0],
          org_code: '',
          create_time: '2026-01-01 00:00:03',
        },
      ])
      .execute();
    const listed = (
      await call<PageResult<Rec>>(kit.server, 'GET', '/sys/position/list?code=MULTI*&column=code&order=asc', {
        token: kit.admin,
      })
    ).body.result.records;
    expect(listed.map((r) => [r.orgCode, r.orgCode_dictText])).toEqual([
      ['A01,Z98', `${depart.depart_name},Z98`],
      ['A01', depart.depart_name],
      ['', undefined],
    ]);
  });
});
