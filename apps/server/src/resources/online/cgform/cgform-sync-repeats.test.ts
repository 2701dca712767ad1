import { describe, expect, it } from 'vitest';
import { designField } from '@weld/core';
import { dialects } from '../../../test/databases';
import {
  addForm,
  designOf,
  editForm,
  insertRows,
  planOf,
  rowsOf,
  sampleDesign,
  syncForm,
  useCgformServer,
} from '../../../test/cgform-fixture';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `10000000000000000${10 + i}`);

/** A unique index over values the rows already repeat is refused by the plan, before any statement runs. */
describe.each(dialects)('online form sync over repeated values on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cgrepeatplain');

  it('refuses a unique index over repeated values, naming the index and a value; allows it once they differ', async () => {
    const head = await addForm(
      kit,
      sampleDesign('ext_repeat_a', [designField('code', '编码', 'string', 7, { dbLength: 20 })]),
    );
    expect((await syncForm(kit, head.id)).status).toBe(200);
    const [a, b, c] = ids(3);
    await insertRows(kit.server, 'ext_repeat_a', [
      { id: a, title: 'same', code: null },
      { id: b, title: 'same', code: null },
      { id: c, title: 'other', code: 'x' },
    ]);
    const design = await designOf(kit, head.id);
    design.indexs = [
      { indexName: 'uk_repeat_a_title', indexField: 'title', indexType: 'unique' },
      // empty codes may repeat under a unique index on every dialect: not a problem
      { indexName: 'uk_repeat_a_code', indexField: 'code', indexType: 'unique' },
    ];
    await editForm(kit, design);

    const plan = (await planOf(kit, head.id, 'normal', 'en_US')).body.result;
    expect(plan.allowed).toBe(false);
    expect(plan.losses).toEqual([
      'Unique index uk_repeat_a_title (title) cannot be built: the value same repeats in 2 rows',
    ]);
    const refused = await syncForm(kit, head.id, 'normal', 'zh_CN');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(
      '唯一索引 uk_repeat_a_title（title）无法建立：值 same 在 2 行中重复',
    );
    expect((await designOf(kit, head.id)).head.isDbSynch).toBe('N');
    expect((await planOf(kit, head.id)).body.result.statements.length).toBeGreaterThan(0);

    // once the values differ the same plan runs, and the index holds
    await kit.server.ctx.db
      .updateTable('ext_repeat_a' as never)
      .set({ title: 'changed' } as never)
      .where('id' as never, '=', b as never)
      .execute();
    const synced = await syncForm(kit, head.id);
    expect(synced.status, synced.body.message).toBe(200);
    await expect(
      insertRows(kit.server, 'ext_repeat_a', [{ id: ids(4)[3], title: 'same' }]),
    ).rejects.toThrow();
  });

  it('reads a renamed column under its live name, and checks the values a two-column index pairs', async () => {
    const head = await addForm(
      kit,
      sampleDesign('ext_repeat_b', [designField('code', '编码', 'string', 7, { dbLength: 20 })]),
    );
    expect((await syncForm(kit, head.id)).status).toBe(200);
    const [a, b, c] = ids(3);
    await insertRows(kit.server, 'ext_repeat_b', [
      { id: a, title: 't1', code: 'k' },
      { id: b, title: 't1', code: 'k' },
      { id: c, title: 't2', code: 'k' },
    ]);
    const design = await designOf(kit, head.id);
    design.fields = design.fields.map((f) => (f.dbFieldName === 'code' ? { ...f, dbFieldName: 'sku' } : f));
    design.indexs = [{ indexName: 'uk_repeat_b_pair', indexField: 'title,sku', indexType: 'unique' }];
    await editForm(kit, design);
    const plan = (await planOf(kit, head.id, 'normal', 'en_US')).body.result;
    expect(plan.losses).toEqual([
      'Unique index uk_repeat_b_pair (title, sku) cannot be built: the value t1, k repeats in 2 rows',
    ]);
    // a force sync drops the rows, so it is not refused
    expect((await planOf(kit, head.id, 'force')).body.result.allowed).toBe(true);
    expect(await rowsOf(kit.server, 'ext_repeat_b', ['title'])).toHaveLength(3);
  });
});
