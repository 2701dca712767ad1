import { describe, expect, it } from 'vitest';
import { designField } from '@weld/core';
import type { CgformDesign, ResourceDefinition, ServedSubTable } from '@weld/core';
import { dialects } from '../../../test/databases';
import { userWith } from '../../../test/weld-fixture';
import { addForm, sampleDesign, syncForm, useCgformServer } from '../../../test/cgform-fixture';
import type { CgformFixture } from '../../../test/cgform-fixture';
import { formData } from '../../../test/cgform-data-fixture';

const MAIN = 'ext_sch_weld';
const PASS = 'ext_sch_pass';
const OK = 'ext_sch_ok';

const fk = () =>
  designField('weld_id', '工艺', 'string', 7, { dbLength: 36, mainTable: MAIN, mainField: 'id' });

function subDesign(table: string, relationType: number): CgformDesign {
  const base = sampleDesign(table, [
    fk(),
    designField('pass_no', '焊道', 'int', 8, { fieldMustInput: 1 }),
    designField('speed', '速度', 'double', 9, { fieldExtendJson: '{"min":5,"max":30,"statistics":["sum"]}' }),
  ]);
  return { ...base, head: { ...base.head, tableType: 3, relationType, tableTxt: `子表 ${table}` } };
}

interface Served {
  head: { subTables: (ServedSubTable & { definition: ResourceDefinition })[] };
}
interface FormItem {
  subTables: {
    key: string;
    describe: string;
    relationType: number;
    foreignKey: string;
    order: number;
    required: string[];
    properties: Record<string, { view: string; readOnly: boolean }>;
  }[];
}

const published = async (kit: CgformFixture, design: CgformDesign) => {
  const head = await addForm(kit, design);
  const synced = await syncForm(kit, head.id);
  expect(synced.status, synced.body.message).toBe(200);
  return head.id;
};

/** What the web's tab and inner-table layouts read of a main form's sub tables: definition, getFormItem, getColumns. */
describe.each(dialects)('online sub table schema on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cgsubschema');

  it('serves a main form’s sub tables with their fields, relation, foreign key and the caller’s field rights', async () => {
    const pass = await published(kit, subDesign(PASS, 0));
    const approval = await published(kit, subDesign(OK, 1));
    const base = sampleDesign(MAIN);
    const main = await published(kit, {
      ...base,
      head: { ...base.head, tableType: 2, subTableStr: `${PASS},${OK}`, themeTemplate: 'tab' },
    });

    const admin = await formData(kit, main).as<Served>('GET', `getDefinition/${main}`);
    expect(admin.status, admin.body.message).toBe(200);
    const [passes, ok] = admin.body.result.head.subTables;
    expect(passes).toMatchObject({
      id: pass,
      tableName: PASS,
      tableTxt: `子表 ${PASS}`,
      relationType: 0,
      fkField: 'weldId',
      mainField: 'id',
      disabled: [],
      // the statistics rows the design marks for the sub's grid
      totals: { speed: ['sum'] },
    });
    expect(ok).toMatchObject({ id: approval, tableName: OK, relationType: 1 });
    // the range of the design's extra settings is served, so browser and server check it alike
    expect(passes.definition.fields.speed).toMatchObject({ kind: 'number', min: 5, max: 30 });
    expect(passes.definition.fields.passNo).toMatchObject({ required: true, integer: true });
    // a single form and a sub form have no sub tables
    const subAnswer = await formData(kit, pass).as<Served>('GET', `getDefinition/${pass}`);
    expect(subAnswer.body.result.head.subTables).toEqual([]);

    const item = (await formData(kit, main).as<FormItem>('GET', `getFormItem/${main}`)).body.result;
    expect(item.subTables.map((s) => [s.key, s.describe, s.relationType, s.foreignKey, s.order])).toEqual([
      [PASS, `子表 ${PASS}`, 0, 'weldId', 0],
      [OK, `子表 ${OK}`, 1, 'weldId', 1],
    ]);
    expect(item.subTables[0].properties.weldId).toBeUndefined();
    expect(item.subTables[0].properties.passNo).toMatchObject({ readOnly: false });
    expect(item.subTables[0].required).toContain('passNo');
    const columns = await formData(kit, pass).as<{ foreignKeys: unknown[] }>('GET', `getColumns/${pass}`);
    expect(columns.body.result.foreignKeys).toEqual([{ field: 'weldId', mainTable: MAIN, mainField: 'id' }]);
    const mainColumns = await formData(kit, main).as<{ foreignKeys: unknown[] }>('GET', `getColumns/${main}`);
    expect(mainColumns.body.result.foreignKeys).toEqual([]);

    // field rules on the sub's menu row: speed hidden (可见), passNo read-only (可编辑) for a reader of the main
    const menu = await kit.api<{ id: string }>('POST', '/online/cgform/head/addToMenu', { id: pass });
    expect(menu.status, menu.body.message).toBe(200);
    expect((await kit.api('POST', '/online/cgform/head/addToMenu', { id: main })).status).toBe(200);
    for (const [field, type] of [
      ['speed', '1'],
      ['passNo', '2'],
    ])
      expect(
        (
          await kit.api('POST', '/sys/permission/add', {
            parentId: menu.body.result.id,
            name: `字段 ${field}`,
            menuType: 2,
            perms: `online:${PASS}:field:${field}`,
            permsType: type,
          })
        ).status,
      ).toBe(200);
    const reader = await userWith(kit.server, 'cgsubschemareader', [`online:${MAIN}:list`]);
    const seen = await formData(kit, main, reader.token).as<Served>('GET', `getDefinition/${main}`);
    expect(seen.status, seen.body.message).toBe(200);
    const readerPasses = seen.body.result.head.subTables[0];
    expect(readerPasses.definition.fields.speed).toBeUndefined();
    expect(readerPasses.definition.fields.passNo).toBeDefined();
    expect(readerPasses.disabled).toEqual(['passNo']);
    const readerItem = await formData(kit, main, reader.token).as<FormItem>('GET', `getFormItem/${main}`);
    expect(readerItem.body.result.subTables[0].properties.speed).toBeUndefined();
    expect(readerItem.body.result.subTables[0].properties.passNo.readOnly).toBe(true);
  });
});
