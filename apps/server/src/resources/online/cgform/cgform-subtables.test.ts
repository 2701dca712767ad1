import { describe, expect, it } from 'vitest';
import { designField } from '@weld/core';
import type { CgformDesign } from '@weld/core';
import { dialects } from '../../../test/databases';
import { call } from '../../../test/client';
import { userWith } from '../../../test/weld-fixture';
import { addForm, rowsOf, sampleDesign, syncForm, useCgformServer } from '../../../test/cgform-fixture';
import type { CgformFixture } from '../../../test/cgform-fixture';
import { formData } from '../../../test/cgform-data-fixture';
import type { Rec } from '../../../test/cgform-data-fixture';
import { kitDb } from '../../../kit/table';
import { readLiveTable } from './live-table';

const MAIN = 'ext_sub_order';
const LINE = 'ext_sub_line';
const NOTE = 'ext_sub_note';

const fk = (overrides = {}) =>
  designField('order_id', '订单', 'string', 7, {
    dbLength: 36,
    mainTable: MAIN,
    mainField: 'id',
    ...overrides,
  });

function subDesign(table: string, relationType: number, extra = [fk()]): CgformDesign {
  const base = sampleDesign(table, [
    ...extra,
    designField('item', '品名', 'string', 8, { fieldMustInput: 1 }),
    designField('qty', '数量', 'int', 9),
  ]);
  return { ...base, head: { ...base.head, tableType: 3, relationType } };
}

function mainDesign(subs: string): CgformDesign {
  const base = sampleDesign(MAIN);
  return { ...base, head: { ...base.head, tableType: 2, subTableStr: subs } };
}

const refusal = async (kit: CgformFixture, design: CgformDesign) => {
  const answer = await kit.api<{ errors: Record<string, string> }>(
    'POST',
    '/online/cgform/api/addAll',
    design,
  );
  expect(answer.status).toBe(400);
  return Object.keys(answer.body.result.errors);
};

const synced = async (kit: CgformFixture, id: string) => {
  const answer = await syncForm(kit, id);
  expect(answer.status, answer.body.message).toBe(200);
};

const menu = async (kit: CgformFixture, id: string) => {
  const answer = await kit.api('POST', '/online/cgform/head/addToMenu', { id });
  expect(answer.status, answer.body.message).toBe(200);
};

/** Main and sub forms: the designer's checks, the sync's foreign-key index, one-transaction saves, reads and rights. */
describe.each(dialects)('online main and sub forms on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cgsubplain');

  it('checks both sides, indexes the foreign key, saves, reads and deletes a main with its subs', async () => {
    // a main naming subs that do not exist yet, or a sub of the wrong type, is refused at subTableStr
    expect(await refusal(kit, mainDesign(LINE))).toEqual(['head.subTableStr']);
    const single = await addForm(kit, sampleDesign('ext_sub_single'));
    expect(await refusal(kit, mainDesign('ext_sub_single'))).toEqual(['head.subTableStr']);
    // subs are saved first (their own shape only), then the main checks the pair
    const line = await addForm(kit, subDesign(LINE, 0));
    const note = await addForm(kit, subDesign(NOTE, 1));
    const main = await addForm(kit, mainDesign(`${LINE},${NOTE}`));
    // now the main exists, a sub naming a field it does not have is refused at that field
    expect(await refusal(kit, subDesign('ext_sub_bad', 0, [fk({ mainField: 'nope' })]))).toEqual([
      'fields.7.mainField',
    ]);
    expect(single.id).toBeTruthy();

    for (const id of [main.id, line.id, note.id]) await synced(kit, id);
    const live = await readLiveTable(kitDb(kit.server.ctx), dialect, LINE);
    expect(live?.indexes).toContainEqual({
      name: `idx_${LINE}_order_id`,
      columns: ['order_id'],
      unique: false,
    });
    await synced(kit, line.id);
    expect((await readLiveTable(kitDb(kit.server.ctx), dialect, LINE))?.indexes).toHaveLength(
      live?.indexes.length ?? 0,
    );

    const data = formData(kit, main.id);
    const count = async (table: string) => (await rowsOf(kit.server, table, ['id'])).length;
    // a bad third row refuses the whole save, the main included, naming the sub, the row and the field
    const bad = await data.add({
      title: 'first',
      [LINE]: [{ item: 'a', qty: 1 }, { item: 'b' }, { qty: 3 }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body.result as unknown as { errors: object }).errors)).toEqual([
      `${LINE}[2].item`,
    ]);
    expect([await count(MAIN), await count(LINE)]).toEqual([0, 0]);
    const twoNotes = await data.add({ title: 'x', [NOTE]: [{ item: 'n1' }, { item: 'n2' }] });
    expect(twoNotes.status).toBe(400);
    expect(Object.keys((twoNotes.body.result as unknown as { errors: object }).errors)).toEqual([NOTE]);

    const orderId = await data.added({
      title: 'first',
      [LINE]: [
        { item: 'a', qty: 1, orderId: 'someone else' },
        { item: 'b', qty: 2 },
      ],
      [NOTE]: [{ item: 'note' }],
    });
    const other = await data.added({ title: 'second', [LINE]: [{ item: 'z' }] });
    const lines = await rowsOf(kit.server, LINE, ['id', 'order_id', 'item']);
    expect(
      lines
        .filter((r) => r.order_id === orderId)
        .map((r) => r.item)
        .sort(),
    ).toEqual(['a', 'b']);

    const read = await data.get(orderId);
    expect(read.status, read.body.message).toBe(200);
    const subsOf = (rec: Rec, table: string) => (rec[table] as Rec[]).map((r) => r.item).sort();
    expect(subsOf(read.body.result, LINE)).toEqual(['a', 'b']);
    expect(subsOf(read.body.result, NOTE)).toEqual(['note']);

    // an edit replaces the list: a is changed, b removed, c added; another main's row is refused and nothing changes
    const [a] = (read.body.result[LINE] as Rec[]).filter((r) => r.item === 'a');
    const otherLine = lines.find((r) => r.order_id === other)!;
    const stolen = await data.edit({
      id: orderId,
      title: 'renamed',
      [LINE]: [{ id: otherLine.id, item: 'mine' }],
    });
    expect(stolen.status).toBe(400);
    expect(Object.keys((stolen.body.result as unknown as { errors: object }).errors)).toEqual([
      `${LINE}[0].id`,
    ]);
    expect((await data.get(orderId)).body.result.title).toBe('first');
    const edited = await data.edit({
      id: orderId,
      title: 'renamed',
      [LINE]: [{ id: a.id, item: 'a2' }, { item: 'c' }],
    });
    expect(edited.status, edited.body.message).toBe(200);
    const list = await call<Rec[]>(kit.server, 'GET', `/online/cgform/api/subform/list/${LINE}/${orderId}`, {
      token: kit.admin,
    });
    expect(list.status, list.body.message).toBe(200);
    expect(list.body.result.map((r) => r.item).sort()).toEqual(['a2', 'c']);
    expect(list.body.result.find((r) => r.item === 'a2')?.id).toBe(a.id);
    expect(subsOf((await data.get(orderId)).body.result, NOTE)).toEqual(['note']);

    // deleting mains deletes their sub rows in the same transaction
    expect((await data.remove([orderId, other])).status).toBe(200);
    expect([await count(MAIN), await count(LINE), await count(NOTE)]).toEqual([0, 0, 0]);
  });

  it('reaches sub rows only through the main form’s rights', async () => {
    const heads = await kit.api<{ records: { id: string; tableName: string }[] }>(
      'GET',
      '/online/cgform/head/list?pageSize=100',
    );
    const idOf = (table: string) => heads.body.result.records.find((h) => h.tableName === table)!.id;
    const [main, line] = [idOf(MAIN), idOf(LINE)];
    for (const id of [main, line]) await menu(kit, id);
    const orderId = await formData(kit, main).added({ title: 'rights', [LINE]: [{ item: 'r1' }] });
    const reader = (await userWith(kit.server, 'cgsubreader', [`online:${MAIN}:list`])).token;
    const lineOnly = (await userWith(kit.server, 'cgsublineonly', [`online:${LINE}:list`])).token;
    const listAs = (token: string) =>
      call<Rec[]>(kit.server, 'GET', `/online/cgform/api/subform/list/${LINE}/${orderId}`, { token });

    const read = await listAs(reader);
    expect(read.status, read.body.message).toBe(200);
    expect(read.body.result.map((r) => r.item)).toEqual(['r1']);
    const withSubs = await formData(kit, main, reader).get(orderId);
    expect((withSubs.body.result[LINE] as Rec[]).map((r) => r.item)).toEqual(['r1']);
    expect((await listAs(kit.plain)).status).toBe(403);
    expect((await listAs(lineOnly)).status).toBe(403);
    // the sub form's own calls need the main's right too
    expect((await formData(kit, line, lineOnly).page()).status).toBe(403);
    expect((await formData(kit, line).page()).status).toBe(200);
    const dispatched = await call(kit.server, 'GET', `/online/data/${LINE}/list`, { token: lineOnly });
    expect(dispatched.status).toBe(403);
    // a sub form's own write names a main record the caller reaches, and a one-to-one sub keeps one row per main
    const lines = formData(kit, line);
    const orphan = await lines.add({ item: 'o', orderId: 'no such order' });
    expect(orphan.status).toBe(400);
    expect(Object.keys((orphan.body.result as unknown as { errors: object }).errors)).toEqual(['orderId']);
    expect((await lines.add({ item: 'direct', orderId })).status).toBe(200);
    const notes = formData(kit, idOf(NOTE));
    expect((await notes.add({ item: 'n1', orderId })).status).toBe(200);
    expect((await notes.add({ item: 'n2', orderId })).status).toBe(400);
  });
});
