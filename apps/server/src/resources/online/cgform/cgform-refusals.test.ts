import { describe, expect, it } from 'vitest';
import { nameProblem, RIGHTS } from '@weld/core';
import { dialects } from '../../../test/databases';
import { call } from '../../../test/client';
import { userWith } from '../../../test/weld-fixture';
import { addForm, designOf, sampleDesign, syncForm, useCgformServer } from '../../../test/cgform-fixture';
import type { Head } from '../../../test/cgform-fixture';

type Refusal = { errors?: Record<string, string> };

/** The designer's reads and the refusals it shows at the field the user typed, in the caller's language. */
describe.each(dialects)('online form refusals on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cgrefuseplain');

  it('queryById answers the head as the designer edits it, to whoever may list designs', async () => {
    const head = await addForm(kit, sampleDesign('ext_refuse_query'));
    const read = await kit.api<Head>('GET', `/online/cgform/head/queryById?id=${head.id}`);
    expect(read.status, read.body.message).toBe(200);
    expect(read.body.result).toMatchObject({
      id: head.id,
      tableName: 'ext_refuse_query',
      tableTxt: '表单 ext_refuse_query',
      tableVersion: 1,
      isDbSynch: 'N',
      copyType: 0,
    });
    expect((await kit.api('GET', '/online/cgform/head/queryById?id=404404')).status).toBe(404);
    // the list right reads it (the designer's editor needs no export right); without it: 403
    const lister = await userWith(kit.server, 'cgrefuselister', [RIGHTS.cgform.list, RIGHTS.cgform.edit]);
    const path = `/online/cgform/head/queryById?id=${head.id}`;
    expect((await call(kit.server, 'GET', path, { token: lister.token })).status).toBe(200);
    expect((await call(kit.server, 'GET', path, { token: kit.plain })).status).toBe(403);
  });

  it('answers a taken, existing or fixed table name at head.tableName', async () => {
    await addForm(kit, sampleDesign('ext_refuse_a'));
    const add = (name: string) =>
      kit.api<Refusal>('POST', '/online/cgform/api/addAll', sampleDesign(name), 'en_US');
    const taken = await add('ext_refuse_a');
    expect(taken.status).toBe(409);
    expect(taken.body.result.errors).toEqual({
      'head.tableName': 'Table name ext_refuse_a is used by another online form',
    });

    await kit.server.ctx.db.schema.createTable('ext_refuse_db').addColumn('id', 'varchar(32)').execute();
    const exists = await add('ext_refuse_db');
    expect(exists.status).toBe(400);
    expect(Object.keys(exists.body.result.errors ?? {})).toEqual(['head.tableName']);

    const synced = await addForm(kit, sampleDesign('ext_refuse_fixed'));
    expect((await syncForm(kit, synced.id)).status).toBe(200);
    const design = await designOf(kit, synced.id);
    const renamed = await kit.api<Refusal>('PUT', '/online/cgform/api/editAll', {
      ...design,
      head: { ...design.head, tableName: 'ext_refuse_moved' },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.result.errors?.['head.tableName']).toMatch(/ext_refuse_fixed/);
  });

  it('answers a stale version with a localised message, and a copy’s sync at head.tableName', async () => {
    const head = await addForm(kit, sampleDesign('ext_refuse_stale'));
    const design = await designOf(kit, head.id);
    const saved = await kit.api('PUT', '/online/cgform/api/editAll', {
      ...design,
      head: { ...design.head, tableTxt: 'changed by someone' },
    });
    expect(saved.status, saved.body.message).toBe(200);
    for (const [lang, text] of [
      ['zh_CN', '表单已被他人修改，请重新打开后再保存'],
      ['en_US', 'Someone else changed this form meanwhile: reopen it, then save your changes again'],
    ]) {
      const stale = await kit.api<Refusal>('PUT', '/online/cgform/api/editAll', design, lang);
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(text);
      expect(stale.body.result.errors).toEqual({ 'head.tableVersion': text });
    }

    const copy = await kit.api<{ id: string }>('POST', `/online/cgform/head/copyOnline?code=${head.id}`);
    const sync = await kit.api<Refusal>('POST', `/online/cgform/api/doDbSynch/${copy.body.result.id}/normal`);
    expect(sync.status).toBe(400);
    expect(Object.keys(sync.body.result.errors ?? {})).toEqual(['head.tableName']);
  });

  it('checkOnlyTable answers -1 with the reason for reserved words, product tables and system resources', async () => {
    const check = async (name: string) => {
      const answer = await kit.api<number>(
        'GET',
        `/online/cgform/head/checkOnlyTable?tbname=${name}`,
        undefined,
        'en_US',
      );
      return [answer.body.result, answer.body.message];
    };
    expect((await check('ext_refuse_free'))[0]).toBe(1);
    expect(await check('select')).toEqual([-1, expect.stringMatching(/reserved/i)]);
    expect(await check('sys_user')).toEqual([-1, expect.stringMatching(/system/)]);
    const resource = kit.server.ctx.definitions
      .codeDefinitions()
      .map((def) => def.name)
      .find((name) => /^[a-z][a-z0-9_]*$/.test(name) && !nameProblem(name, 'table'));
    expect(resource).toBeDefined();
    expect(await check(String(resource))).toEqual([-1, `The name ${resource} belongs to a system resource`]);
  });
});
