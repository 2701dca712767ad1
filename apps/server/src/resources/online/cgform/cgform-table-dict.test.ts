import { describe, expect, it } from 'vitest';
import { designField } from '@weld/core';
import type { CgformDesign } from '@weld/core';
import { dialects } from '../../../test/databases';
import { addForm, rowsOf, sampleDesign, syncForm, useCgformServer } from '../../../test/cgform-fixture';
import { formData, publishedForm } from '../../../test/cgform-data-fixture';

type Refusal = { errors?: Record<string, string> };
type Columns = { dictOptions: Record<string, { value: string; text: string }[]> };

/** A field whose dictionary is a table's rows: `sys_user` (whitelisted by the seed: username, realname). */
function userDictDesign(table: string, dictTable = 'sys_user', dictText = 'realname'): CgformDesign {
  const users = { dictTable, dictText, dictField: 'username' };
  return sampleDesign(table, [
    designField('owner', '负责人', 'string', 7, { fieldShowType: 'list', isQuery: 1, ...users }),
    designField('helpers', '协助人', 'string', 8, { dbLength: 200, fieldShowType: 'list_multi', ...users }),
  ]);
}

/** Online forms whose fields name a table dictionary (dict_table, dict_text, dict_field). */
describe.each(dialects)('online table dictionary on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cgtabledictplain');

  it('offers the table rows, lists their texts and refuses a value the table lacks', async () => {
    const head = await publishedForm(kit, userDictDesign('ext_tdict_tasks'));
    const data = formData(kit, head.id, undefined);
    const users = await rowsOf(kit.server, 'sys_user', ['username', 'realname']);
    const realname = (u: string) => String(users.find((r) => r.username === u)?.realname);

    const columns = (await data.as<Columns>('GET', `getColumns/${head.id}`)).body.result;
    const offered = columns.dictOptions.owner.map((o) => o.value);
    expect(offered).toEqual(expect.arrayContaining(['admin', 'cgtabledictplain']));
    expect(columns.dictOptions.owner.find((o) => o.value === 'admin')?.text).toBe(realname('admin'));
    expect(columns.dictOptions.helpers.map((o) => o.value)).toEqual(offered);

    const id = await data.added({ title: 'weld line 3', owner: 'admin', helpers: 'admin,cgtabledictplain' });
    const record = (await data.page()).body.result.records.find((r) => r.id === id);
    expect(record).toMatchObject({
      owner: 'admin',
      owner_dictText: realname('admin'),
      helpers_dictText: `${realname('admin')},${realname('cgtabledictplain')}`,
    });
    expect((await data.get(id)).body.result).toMatchObject({ owner_dictText: realname('admin') });

    const unknown = await data.as<Refusal>('POST', `form/${head.id}`, { title: 'x', owner: 'nobody' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.result?.errors?.owner).toBeTruthy();
    const oneUnknown = await data.edit({ id, helpers: 'admin,nobody' });
    expect(oneUnknown.status).toBe(400);
  });

  it('refuses a table or column outside the whitelist at sync, naming it', async () => {
    const head = await addForm(kit, userDictDesign('ext_tdict_roles', 'sys_role'));
    const refused = await syncForm(kit, head.id, 'normal', 'en_US');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('sys_role');
    const column = await addForm(kit, userDictDesign('ext_tdict_cols', 'sys_user', 'phone'));
    const unlisted = await syncForm(kit, column.id, 'normal', 'en_US');
    expect(unlisted.status).toBe(400);
    expect(unlisted.body.message).toContain('phone');
  });

  it('refuses a table dictionary missing its text column at the field', async () => {
    const design = userDictDesign('ext_tdict_parts', 'sys_user', '');
    const refused = await kit.api<Refusal>('POST', '/online/cgform/api/addAll', design, 'en_US');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('table dictionary');
  });
});
