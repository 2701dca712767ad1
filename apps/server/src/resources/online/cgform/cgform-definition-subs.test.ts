import { describe, expect, it } from 'vitest';
import { designField } from '@weld/core';
import type { CgformDesign } from '@weld/core';
import { dialects } from '../../../test/databases';
import { addForm, sampleDesign, syncForm, useCgformServer } from '../../../test/cgform-fixture';
import type { CgformFixture } from '../../../test/cgform-fixture';
import { formData } from '../../../test/cgform-data-fixture';
import { userWith } from '../../../test/weld-fixture';

const MAIN = 'ext_dsub_proc';
const PASS = 'ext_dsub_pass';
const APPROVAL = 'ext_dsub_approval';

interface Served {
  head: { subTables: Record<string, unknown>[] };
  rights: Record<string, boolean>;
}

/** A sub design whose foreign key `proc_code` holds the main's `title`, not its id. */
function subDesign(table: string, relationType: number): CgformDesign {
  const base = sampleDesign(table, [
    designField('proc_code', '工艺', 'string', 7, { dbLength: 20, mainTable: MAIN, mainField: 'title' }),
    designField('item', '内容', 'string', 8),
  ]);
  return { ...base, head: { ...base.head, tableType: 3, relationType } };
}

const published = async (kit: CgformFixture, design: CgformDesign) => {
  const head = await addForm(kit, design);
  const synced = await syncForm(kit, head.id);
  expect(synced.status, synced.body.message).toBe(200);
  expect((await kit.api('POST', '/online/cgform/head/addToMenu', { id: head.id })).status).toBe(200);
  return head.id;
};

/** The definition call of main and sub forms: a main's head lists its subs, a sub answers to its main's rights too. */
describe.each(dialects)('online form definition of main and sub forms on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cgdsubplain');

  it('lists a main form’s sub forms with their relation and linking fields as served keys', async () => {
    const pass = await published(kit, subDesign(PASS, 0));
    const approval = await published(kit, subDesign(APPROVAL, 1));
    const main = sampleDesign(MAIN);
    const mainId = await published(kit, {
      ...main,
      head: { ...main.head, tableType: 2, subTableStr: `${APPROVAL},${PASS}` },
    });
    const answer = await formData(kit, mainId).as<Served>('GET', `getDefinition/${mainId}`);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.result.head.subTables).toEqual([
      {
        id: approval,
        tableName: APPROVAL,
        tableTxt: `表单 ${APPROVAL}`,
        relationType: 1,
        fkField: 'procCode',
        mainField: 'title',
        definition: expect.objectContaining({ name: APPROVAL }),
        disabled: [],
        totals: {},
      },
      {
        id: pass,
        tableName: PASS,
        tableTxt: `表单 ${PASS}`,
        relationType: 0,
        fkField: 'procCode',
        mainField: 'title',
        definition: expect.objectContaining({ name: PASS }),
        disabled: [],
        totals: {},
      },
    ]);
    // a sub form and a single form list none
    const sub = await formData(kit, pass).as<Served>('GET', `getDefinition/${pass}`);
    expect(sub.body.result.head.subTables).toEqual([]);
  });

  it('answers a sub form’s definition and rights as its data calls check them: the main’s list to read, edit to change', async () => {
    const heads = await kit.api<{ records: { id: string; tableName: string }[] }>(
      'GET',
      '/online/cgform/head/list?pageSize=100',
    );
    const idOf = (table: string) => heads.body.result.records.find((h) => h.tableName === table)!.id;
    const path = `getDefinition/${idOf(PASS)}`;
    const subRights = ['list', 'add', 'edit', 'delete', 'import', 'export'].map((a) => `online:${PASS}:${a}`);
    const subOnly = await userWith(kit.server, 'cgdsubonly', subRights);
    expect((await formData(kit, idOf(PASS), subOnly.token).as('GET', path)).status).toBe(403);

    const reader = await userWith(kit.server, 'cgdsubreader', [...subRights, `online:${MAIN}:list`]);
    const read = await formData(kit, idOf(PASS), reader.token).as<Served>('GET', path);
    expect(read.status, read.body.message).toBe(200);
    expect(read.body.result.rights).toEqual({
      add: false,
      edit: false,
      delete: false,
      import: false,
      export: true,
    });
    // the rights answered are those the data calls apply
    const added = await formData(kit, idOf(PASS), reader.token).add({
      title: 'p',
      item: 'x',
      procCode: 'none',
    });
    expect(added.status).toBe(403);

    const editor = await userWith(kit.server, 'cgdsubeditor', [
      ...subRights,
      `online:${MAIN}:list`,
      `online:${MAIN}:edit`,
    ]);
    const edit = await formData(kit, idOf(PASS), editor.token).as<Served>('GET', path);
    expect(edit.body.result.rights).toEqual({
      add: true,
      edit: true,
      delete: true,
      import: true,
      export: true,
    });
  });
});
