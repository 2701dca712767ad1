import { describe, expect, it } from 'vitest';
import { designField } from '@weld/core';
import type { ResourceDefinition } from '@weld/core';
import { dialects } from '../../../test/databases';
import { addForm, designOf, editForm, useCgformServer } from '../../../test/cgform-fixture';
import { dataDesign, formData, publishedForm, treeDesign } from '../../../test/cgform-data-fixture';
import { userWith } from '../../../test/weld-fixture';

interface Served {
  definition: ResourceDefinition;
  head: Record<string, string>;
  rights: Record<string, boolean>;
}

/** The auto list's definition call: the served resource of a form, its head, its right and its sync state. */
describe.each(dialects)('online form definition on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cgdefplain');

  it('answers the served definition and head of a synced form, and its tree fields as field keys', async () => {
    const head = await publishedForm(kit, {
      ...dataDesign('ext_def_plain'),
      head: { ...dataDesign('ext_def_plain').head, formTemplate: '2' },
    });
    const answer = await formData(kit, head.id).as<Served>('GET', `getDefinition/${head.id}`);
    expect(answer.status, answer.body.message).toBe(200);
    const { definition, head: served } = answer.body.result;
    expect(definition).toMatchObject({
      name: 'ext_def_plain',
      table: 'ext_def_plain',
      permission: 'online:ext_def_plain',
      title: { zh_CN: '表单 ext_def_plain' },
    });
    expect(definition.fields.title).toMatchObject({ kind: 'text', column: 'title', search: 'like' });
    expect(definition.fields.kind).toMatchObject({ kind: 'dict', dictCode: 'sex' });
    expect(definition.fields.qty).toMatchObject({ kind: 'number', search: 'range', sort: true });
    expect(served).toEqual({
      id: head.id,
      tableName: 'ext_def_plain',
      tableTxt: '表单 ext_def_plain',
      isTree: 'N',
      isDbSynch: 'Y',
      formTemplate: '2',
      themeTemplate: 'normal',
      pidField: '',
      hasChildField: '',
      textField: '',
      subTables: [],
    });
    // an administrator holds every right of a form, before any menu row names them
    expect(answer.body.result.rights).toEqual({
      add: true,
      edit: true,
      delete: true,
      import: true,
      export: true,
    });

    const tree = await publishedForm(kit, treeDesign('ext_def_tree'));
    const treeAnswer = await formData(kit, tree.id).as<Served>('GET', `getDefinition/${tree.id}`);
    expect(treeAnswer.body.result.head).toMatchObject({
      isTree: 'Y',
      pidField: 'pid',
      hasChildField: 'hasChild',
      textField: 'name',
    });
  });

  it('answers a changed form as not in sync, a never synced one 409 NO_DB_SYNC and an unknown one 404', async () => {
    const head = await publishedForm(kit, dataDesign('ext_def_stale'));
    const design = await designOf(kit, head.id);
    await editForm(kit, {
      ...design,
      fields: [...design.fields, designField('extra', '附加', 'string', 20)],
    });
    const stale = await formData(kit, head.id).as<Served>('GET', `getDefinition/${head.id}`);
    expect(stale.status, stale.body.message).toBe(200);
    expect(stale.body.result.head.isDbSynch).toBe('N');
    // the definition served now: the new column awaits the sync
    expect(stale.body.result.definition.fields.extra).toBeUndefined();

    const never = await addForm(kit, dataDesign('ext_def_never'));
    const unsynced = await formData(kit, never.id).as('GET', `getDefinition/${never.id}`);
    expect(unsynced.status).toBe(409);
    expect(unsynced.body.message).toBe('NO_DB_SYNC');

    const unknown = await formData(kit, 'no-such-head').as('GET', 'getDefinition/no-such-head');
    expect(unknown.status).toBe(404);
  });

  it('needs the form’s list right', async () => {
    const head = await publishedForm(kit, dataDesign('ext_def_rights'));
    const other = await publishedForm(kit, dataDesign('ext_def_other'));
    // the menu entries carry the forms' rights, so a role can be granted them
    for (const id of [head.id, other.id])
      expect((await kit.api('POST', '/online/cgform/head/addToMenu', { id })).status).toBe(200);
    const path = `getDefinition/${head.id}`;
    expect((await formData(kit, head.id, kit.plain).as('GET', path)).status).toBe(403);
    const lister = await userWith(kit.server, 'cgdeflister', ['online:ext_def_rights:list']);
    const allowed = await formData(kit, head.id, lister.token).as<Served>('GET', path);
    expect(allowed.status, allowed.body.message).toBe(200);
    expect(allowed.body.result.head.tableName).toBe('ext_def_rights');
    expect(allowed.body.result.rights).toEqual({
      add: false,
      edit: false,
      delete: false,
      import: false,
      export: false,
    });
    const stranger = await userWith(kit.server, 'cgdefother', ['online:ext_def_other:list']);
    expect((await formData(kit, head.id, stranger.token).as('GET', path)).status).toBe(403);
  });
});
