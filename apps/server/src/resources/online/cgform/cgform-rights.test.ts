import { describe, expect, it } from 'vitest';
import { RIGHTS } from '@weld/core';
import { dialects } from '../../../test/databases';
import { call } from '../../../test/client';
import { addForm, columnNames, sampleDesign, useCgformServer } from '../../../test/cgform-fixture';
import { userWith } from '../../../test/weld-fixture';

/** Every designer call needs its right on the server: a user without it gets 403 and changes nothing. */
describe.each(dialects)('online form rights on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cgnoright');

  it('refuses every call to a user without the rights, with 403', async () => {
    const head = await addForm(kit, sampleDesign('ext_rights_a'));
    const body = sampleDesign('ext_rights_b');
    const calls: [string, string, unknown?][] = [
      ['GET', '/online/cgform/head/list'],
      ['GET', `/online/cgform/head/checkOnlyTable?tbname=ext_x`],
      ['GET', `/online/cgform/head/tableRows?id=${head.id}`],
      ['GET', `/online/cgform/head/queryById?id=${head.id}`],
      ['GET', `/online/cgform/field/listByHeadId?headId=${head.id}`],
      ['GET', `/online/cgform/index/listByHeadId?headId=${head.id}`],
      ['POST', '/online/cgform/api/addAll', body],
      ['PUT', '/online/cgform/api/editAll', { ...body, head: { ...body.head, id: head.id } }],
      ['GET', `/online/cgform/api/syncPlan/${head.id}/normal`],
      ['POST', `/online/cgform/api/doDbSynch/${head.id}/normal`],
      ['POST', `/online/cgform/api/doDbSynch/${head.id}/force`],
      ['POST', `/online/cgform/head/copyOnline?code=${head.id}`],
      ['GET', '/online/cgform/head/queryTables'],
      ['POST', '/online/cgform/api/transTables/ext_none'],
      ['GET', `/online/cgform/head/exportJson?id=${head.id}`],
      ['POST', '/online/cgform/head/importJson', body],
      ['DELETE', `/online/cgform/head/removeRecord?id=${head.id}`],
      ['DELETE', `/online/cgform/head/delete?id=${head.id}`],
    ];
    for (const [method, path, payload] of calls) {
      const answer = await call(kit.server, method, path, { token: kit.plain, body: payload });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    const list = await kit.api<{ total: number }>('GET', '/online/cgform/head/list');
    expect(list.body.result.total).toBe(1);
    expect(await columnNames(kit.server, 'ext_rights_a')).toBeNull();
  });

  it('lets a designer with the sync right sync normally, and force only with its own right', async () => {
    const { token } = await userWith(kit.server, 'cgsyncer', [RIGHTS.cgform.list, RIGHTS.cgform.sync]);
    const head = await addForm(kit, sampleDesign('ext_rights_c'));
    const as = (method: string, path: string) => call(kit.server, method, path, { token });
    expect((await as('GET', '/online/cgform/head/list')).status).toBe(200);
    expect((await as('POST', `/online/cgform/api/doDbSynch/${head.id}/normal`)).status).toBe(200);
    expect((await as('GET', `/online/cgform/api/syncPlan/${head.id}/force`)).status).toBe(403);
    expect((await as('POST', `/online/cgform/api/doDbSynch/${head.id}/force`)).status).toBe(403);
    expect((await as('PUT', '/online/cgform/api/editAll')).status).toBe(403);
    const forcer = await userWith(kit.server, 'cgforcer', [RIGHTS.cgform.sync, RIGHTS.cgform.syncForce]);
    const forced = await call(kit.server, 'POST', `/online/cgform/api/doDbSynch/${head.id}/force`, {
      token: forcer.token,
    });
    expect(forced.status, forced.body.message).toBe(200);
  });
});
