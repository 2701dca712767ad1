import { describe, expect, it } from 'vitest';
import type { PageResult } from '@weld/core';
import { dialects } from '../test/databases';
import { call } from '../test/client';
import { useKitServer } from '../test/kit-fixture';
import { kitDb } from './table';

type Rec = Record<string, unknown> & { id: string };

describe.each(dialects)('picker texts on %s', (dialect) => {
  const kit = useKitServer(dialect, 'lookupplain', 'Pla1n!look#2026');

  it('answers the department name beside a position\'s org code, in lists and details, and the code itself when unknown', async () => {
    const depart = await kitDb(kit.server.ctx).selectFrom('sys_depart').select(['org_code', 'depart_name']).where('org_code', '=', 'A01').executeTakeFirstOrThrow();
    const add = (code: string, orgCode: string) =>
      call<Rec>(kit.server, 'POST', '/sys/position/add', { token: kit.admin, body: { code, name: code, postRank: kit.dictValues.position_rank[0], orgCode } });
    const known = (await add('LOOK-1', 'A01')).body.result;
    await add('LOOK-2', 'Z99');
    expect(known.orgCode_dictText).toBe(depart.depart_name);
    const listed = (await call<PageResult<Rec>>(kit.server, 'GET', '/sys/position/list?code=LOOK*&column=code&order=asc', { token: kit.admin })).body.result.records;
    expect(listed.map((r) => [r.orgCode, r.orgCode_dictText])).toEqual([['A01', depart.depart_name], ['Z99', 'Z99']]);
  });
});
