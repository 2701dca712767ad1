import { beforeAll, describe, expect, it } from 'vitest';
import { designField } from '@weld/core';
import type { CgformDesign } from '@weld/core';
import { dialects } from '../../../test/databases';
import { addForm, rowsOf, sampleDesign, syncForm, useCgformServer } from '../../../test/cgform-fixture';
import { formData, publishedForm } from '../../../test/cgform-data-fixture';

type Refusal = { errors: Record<string, string> };

/** 产品线 (the children of the seeded category A02 产品类型) → 系列 → 型号, as linked selects. */
function pickDesign(table: string, setting = '{"linkField":"series,model","pcode":"A02"}'): CgformDesign {
  return sampleDesign(table, [
    designField('line', '产品线', 'string', 7, { fieldShowType: 'link_down', dictTable: setting }),
    designField('series', '系列', 'string', 8),
    designField('model', '型号', 'string', 9),
  ]);
}

/** Server checks of linked selects (link_down): each level a child of the one above in the category tree. */
describe.each(dialects)('online form linked selects on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cglinkdown');
  // the seeded 焊机 and 焊接机器人 under A02, and a series under each, a model under the MIG series
  const tree = {
    machine: 'cat-product-machine',
    robot: 'cat-product-robot',
    mig: '',
    rSeries: '',
    nb350: '',
  };
  beforeAll(async () => {
    const add = async (pid: string, name: string) => {
      const answer = await kit.api<{ id: string }>('POST', '/sys/category/add', { pid, name });
      expect(answer.status, answer.body.message).toBe(200);
      return answer.body.result.id;
    };
    tree.mig = await add(tree.machine, 'MIG 系列');
    tree.rSeries = await add(tree.robot, 'R 系列');
    tree.nb350 = await add(tree.mig, 'NB-350');
  });

  it('refuses a design whose linked selects lead back to themselves, in the caller’s language, and writes under a root that is gone', async () => {
    const design = pickDesign('ext_pick_cycle', '{"linkField":"series"}');
    design.fields[design.fields.length - 2] = {
      ...design.fields[design.fields.length - 2],
      fieldShowType: 'link_down',
      dictTable: '{"linkField":"line"}',
    };
    const answer = await kit.api<Refusal>('POST', '/online/cgform/api/addAll', design, 'en_US');
    expect(answer.status).toBe(400);
    expect(Object.values(answer.body.result.errors)).toContain(
      'Linked field series of field line links back to line: the links form a cycle',
    );
    // a root code the category tree does not have is refused at the field; one removed later refuses the writes
    const unknownRoot = await kit.api<Refusal>(
      'POST',
      '/online/cgform/api/addAll',
      pickDesign('ext_pick_none', '{"linkField":"series","pcode":"Z99"}'),
    );
    expect(unknownRoot.status).toBe(400);
    expect(unknownRoot.body.result.errors).toEqual({
      'fields.7.dictTable': '联动组件的根节点（分类编码 Z99）不存在',
    });
    const root = await kit.api<{ id: string; code: string }>('POST', '/sys/category/add', { name: '临时根' });
    const lost = await publishedForm(
      kit,
      pickDesign('ext_pick_lost', `{"linkField":"series","pcode":"${root.body.result.code}"}`),
    );
    expect((await kit.api('DELETE', `/sys/category/delete?id=${root.body.result.id}`)).status).toBe(200);
    const refused = await formData(kit, lost.id).add({ title: '无根', line: tree.machine });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`联动组件的根节点（分类编码 ${root.body.result.code}）不存在`);
  });

  it('saves a chain of children, lists its names, and refuses a value outside its parent, changing nothing', async () => {
    const head = await publishedForm(kit, pickDesign('ext_pick_save'));
    const form = formData(kit, head.id);
    const id = await form.added({ title: '选型一', line: tree.machine, series: tree.mig, model: tree.nb350 });
    expect((await form.get(id)).body.result).toMatchObject({
      line: tree.machine,
      series: tree.mig,
      model: tree.nb350,
    });
    const listed = (await form.page()).body.result.records.find((r) => r.id === id);
    expect(listed).toMatchObject({
      line_dictText: '焊机',
      series_dictText: 'MIG 系列',
      model_dictText: 'NB-350',
    });

    const wrongSeries = await form.add({ title: '错系列', line: tree.machine, series: tree.rSeries });
    expect(wrongSeries.status).toBe(400);
    expect((wrongSeries.body.result as unknown as Refusal).errors).toEqual({
      series: '所选的“R 系列”不是“焊机”的下级',
    });
    const outsideRoot = await form.add({ title: '不在根下', line: 'cat-process-mig' });
    expect(outsideRoot.status).toBe(400);
    expect((outsideRoot.body.result as unknown as Refusal).errors).toEqual({
      line: '所选的“MIG/MAG 焊”不是联动组件第一级的选项',
    });
    const skipped = await form.add({ title: '跳级', line: tree.machine, model: tree.nb350 });
    expect((skipped.body.result as unknown as Refusal).errors).toEqual({ model: '请先选择系列' });
    const unknown = await kit.api<Refusal>(
      'POST',
      `/online/data/ext_pick_save/add`,
      { title: '不存在', line: tree.machine, series: 'no-such-node' },
      'en_US',
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.result.errors).toEqual({ series: '“no-such-node” is not under “焊机”' });
    expect((await form.page()).body.result.total).toBe(1);
  });

  it('judges an edit on the row as it will be: a new parent with the old children is refused', async () => {
    const head = await publishedForm(kit, pickDesign('ext_pick_edit'));
    const form = formData(kit, head.id);
    const id = await form.added({ title: '选型二', line: tree.machine, series: tree.mig, model: tree.nb350 });
    const moved = await form.edit({ id, line: tree.robot });
    expect(moved.status).toBe(400);
    expect((moved.body.result as unknown as Refusal).errors).toEqual({
      series: '所选的“MIG 系列”不是“焊接机器人”的下级',
    });
    expect((await form.get(id)).body.result).toMatchObject({ line: tree.machine, series: tree.mig });
    expect((await form.edit({ id, line: tree.robot, series: tree.rSeries, model: '' })).status).toBe(200);
    expect((await form.get(id)).body.result).toMatchObject({ line: tree.robot, series: tree.rSeries });
    // an edit of other fields leaves the chain as it is
    expect((await form.edit({ id, title: '改标题' })).status).toBe(200);
  });

  it('judges the linked selects of a main form’s sub rows too, refusing the whole save at the row', async () => {
    const sub = pickDesign('ext_pick_line');
    sub.head = { ...sub.head, tableType: 3, relationType: 0 };
    sub.fields.push(
      designField('order_id', '订单', 'string', 10, {
        dbLength: 36,
        mainTable: 'ext_pick_order',
        mainField: 'id',
      }),
    );
    const line = await addForm(kit, sub);
    const base = sampleDesign('ext_pick_order');
    const main = await addForm(kit, {
      ...base,
      head: { ...base.head, tableType: 2, subTableStr: 'ext_pick_line' },
    });
    for (const id of [main.id, line.id]) expect((await syncForm(kit, id)).status).toBe(200);
    const form = formData(kit, main.id);
    const refused = await form.add({
      title: '订单',
      ext_pick_line: [
        { title: '一', line: tree.machine, series: tree.mig },
        { title: '二', line: tree.machine, series: tree.rSeries },
      ],
    });
    expect(refused.status).toBe(400);
    expect((refused.body.result as unknown as Refusal).errors).toEqual({
      'ext_pick_line[1].series': '所选的“R 系列”不是“焊机”的下级',
    });
    expect(await rowsOf(kit.server, 'ext_pick_order', ['id'])).toEqual([]);
    const id = await form.added({
      title: '订单',
      ext_pick_line: [{ title: '一', line: tree.robot, series: tree.rSeries }],
    });
    const [row] = await rowsOf(kit.server, 'ext_pick_line', ['id', 'series']);
    expect(row.series).toBe(tree.rSeries);
    // an edit of the sub row that changes only its parent is judged with the stored child
    const moved = await form.edit({ id, ext_pick_line: [{ id: row.id, title: '一', line: tree.machine }] });
    expect(moved.status).toBe(400);
    expect(Object.keys((moved.body.result as unknown as Refusal).errors)).toEqual([
      'ext_pick_line[0].series',
    ]);
  });
});
