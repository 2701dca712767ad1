import { describe, expect, it } from 'vitest';
import { designField } from '@weld/core';
import { dialects } from '../../../test/databases';
import { designOf, editForm, useCgformServer } from '../../../test/cgform-fixture';
import { dataDesign, formData, publishedForm } from '../../../test/cgform-data-fixture';
import type { Page } from '../../../test/cgform-data-fixture';

/** The list and form calls of an online form run the kit's handlers of its runtime resource. */
describe.each(dialects)('online form data on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cgdataplain');

  it('lists with field filters, ranges, super query, sort, paging and pageSize=-521', async () => {
    const head = await publishedForm(kit, dataDesign('ext_data_list'));
    const data = formData(kit, head.id);
    for (const [title, kind, qty] of [
      ['Alpha', '1', 1],
      ['Beta', '2', 2],
      ['Gamma', '1', 3],
      ['Beta two', '2', 4],
    ] as const)
      await data.added({ title, kind, qty });
    const titles = (page: Page) => page.records.map((r) => r.title);

    const sorted = await data.page('column=qty&order=asc');
    expect(sorted.status, sorted.body.message).toBe(200);
    expect(titles(sorted.body.result)).toEqual(['Alpha', 'Beta', 'Gamma', 'Beta two']);
    expect(sorted.body.result.total).toBe(4);
    expect(sorted.body.result.records[0].kind_dictText).toBe('男');

    const like = await data.page('title=Beta&column=qty&order=desc&hasQuery=true');
    expect(titles(like.body.result)).toEqual(['Beta two', 'Beta']);
    const range = await data.page('qty_begin=2&qty_end=3&column=qty&order=asc');
    expect(titles(range.body.result)).toEqual(['Beta', 'Gamma']);
    const kind = await data.page('kind=1&column=qty&order=asc');
    expect(titles(kind.body.result)).toEqual(['Alpha', 'Gamma']);
    const superQuery = encodeURIComponent(
      JSON.stringify([
        { field: 'kind', rule: 'eq', val: '2' },
        { field: 'qty', rule: 'gt', val: '3' },
      ]),
    );
    const both = await data.page(`superQueryParams=${superQuery}&superQueryMatchType=and`);
    expect(both.status, both.body.message).toBe(200);
    expect(titles(both.body.result)).toEqual(['Beta two']);

    const second = await data.page('column=qty&order=asc&pageNo=2&pageSize=3');
    expect(titles(second.body.result)).toEqual(['Beta two']);
    expect(second.body.result.total).toBe(4);
    const all = await data.page('pageSize=-521');
    expect(all.status, all.body.message).toBe(200);
    expect(all.body.result.records).toHaveLength(4);

    const unknown = await data.page('nope=1');
    expect(unknown.status).toBe(400);
    const badSort = await data.page('column=note');
    expect(badSort.status).toBe(400);
  });

  it('answers NO_DB_SYNC for a design never synced and after a change of its columns', async () => {
    const head = await publishedForm(kit, dataDesign('ext_data_sync'));
    const data = formData(kit, head.id);
    expect((await data.page()).status).toBe(200);
    const design = await designOf(kit, head.id);
    await editForm(kit, {
      ...design,
      fields: [...design.fields, designField('extra', '附加', 'string', 20)],
    });
    const stale = await data.page();
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('NO_DB_SYNC');
    expect((await data.add({ title: 'x' })).body.message).toBe('NO_DB_SYNC');
    // the schema of the table as served now is still there for the list screen and its sync button
    expect((await data.as('GET', `getColumns/${head.id}`)).status).toBe(200);
    const added = await kit.api<{ id: string }>(
      'POST',
      '/online/cgform/api/addAll',
      dataDesign('ext_data_new'),
    );
    const fresh = formData(kit, added.body.result.id);
    expect((await fresh.page()).body.message).toBe('NO_DB_SYNC');
    expect((await fresh.as('GET', `getColumns/${added.body.result.id}`)).body.message).toBe('NO_DB_SYNC');
    expect((await formData(kit, 'no-such-head').page()).status).toBe(404);
  });

  it('adds, reads, edits and deletes rows, filling default values and a fill rule on add', async () => {
    const rule = await kit.api('POST', '/sys/fillRule/add', {
      ruleName: '在线表单编号',
      ruleCode: 'cg_data_serial',
      ruleClass: 'serial',
      ruleParams: JSON.stringify({ prefix: 'CG', datePattern: 'YYYY', digits: 3 }),
    });
    expect(rule.status, rule.body.message).toBe(200);
    const head = await publishedForm(kit, dataDesign('ext_data_crud', 'cg_data_serial'));
    const data = formData(kit, head.id);
    const year = kit.server.ctx.now().slice(0, 4);

    const id = await data.added({ title: 'First', qty: 5 });
    expect(typeof id).toBe('string');
    const first = (await data.get(id)).body.result;
    expect(first).toMatchObject({
      id,
      title: 'First',
      qty: 5,
      maker: 'admin',
      day: kit.server.ctx.now().slice(0, 10),
      note: 'N/A',
      serial: `CG${year}001`,
    });
    // a value given is kept; the next serial counts on
    const second = await data.added({ title: 'Second', note: 'mine', maker: 'someone' });
    expect((await data.get(second)).body.result).toMatchObject({
      note: 'mine',
      maker: 'someone',
      serial: `CG${year}002`,
    });

    const edited = await data.edit({ id, title: 'First edited' });
    expect(edited.status, edited.body.message).toBe(200);
    expect((await data.get(id)).body.result).toMatchObject({ title: 'First edited', qty: 5 });
    expect((await data.add({ title: 'Bad', qty: 'many' })).status).toBe(400);

    const removed = await data.remove([id, second]);
    expect(removed.status, removed.body.message).toBe(200);
    expect(removed.body.result.count).toBe(2);
    expect((await data.get(id)).status).toBe(404);
    expect((await data.page()).body.result.total).toBe(0);
    expect((await data.remove(['missing'])).status).toBe(404);
  });
});
