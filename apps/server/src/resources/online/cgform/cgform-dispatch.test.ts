import { describe, expect, it } from 'vitest';
import { designField } from '@weld/core';
import { dialects } from '../../../test/databases';
import { designOf, editForm, rowsOf, useCgformServer } from '../../../test/cgform-fixture';
import type { CgformFixture } from '../../../test/cgform-fixture';
import { dataDesign, publishedForm, treeDesign } from '../../../test/cgform-data-fixture';

/** The runtime dispatch of a form's table, `/online/data/<table>/*`, as one caller. */
function dispatch(kit: CgformFixture, table: string) {
  const at = (action: string) => `/online/data/${table}/${action}`;
  return {
    list: (query = '') => kit.api<{ records: Record<string, unknown>[] }>('GET', `${at('list')}?${query}`),
    add: (body: Record<string, unknown>) => kit.api<{ id: string }>('POST', at('add'), body),
    edit: (body: Record<string, unknown>) => kit.api('PUT', at('edit'), body),
    remove: (ids: string[]) => kit.api('DELETE', `${at('deleteBatch')}?ids=${ids.join(',')}`),
    async added(body: Record<string, unknown>): Promise<string> {
      const answer = await kit.api<{ id: string }>('POST', at('add'), body);
      expect(answer.status, answer.body.message).toBe(200);
      return answer.body.result.id;
    },
  };
}

/** The dispatch writes an online form's table as the form's own calls do: no back door around the design. */
describe.each(dialects)('runtime dispatch of an online form on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cgdispplain');

  it('fills field default values on add, as the form’s own add does', async () => {
    await publishedForm(kit, dataDesign('ext_disp_defaults'));
    const id = await dispatch(kit, 'ext_disp_defaults').added({ title: 'by dispatch', note: '' });
    const [row] = (await rowsOf(kit.server, 'ext_disp_defaults', ['id', 'maker', 'note', 'day'])).filter(
      (r) => r.id === id,
    );
    expect(row).toMatchObject({ maker: 'admin', note: 'N/A' });
    expect(String(row.day)).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  it('keeps the tree’s has-child flags and refuses a cycle or an orphaning delete', async () => {
    await publishedForm(kit, treeDesign('ext_disp_tree'));
    const tree = dispatch(kit, 'ext_disp_tree');
    const root = await tree.added({ title: 'r', name: 'root', pid: '0' });
    const child = await tree.added({ title: 'c', name: 'child', pid: root });
    const flags = async () =>
      Object.fromEntries(
        (await rowsOf(kit.server, 'ext_disp_tree', ['name', 'has_child'])).map((r) => [r.name, r.has_child]),
      );
    expect(await flags()).toEqual({ root: '1', child: '0' });
    expect((await tree.list(`pid=${root}`)).body.result.records.map((r) => r.name)).toEqual(['child']);

    expect((await tree.edit({ id: root, pid: child })).status).toBe(400);
    expect((await tree.remove([root])).status).toBe(400);
    expect(await flags()).toEqual({ root: '1', child: '0' });
    expect((await tree.remove([child])).status).toBe(200);
    expect(await flags()).toEqual({ root: '0' });
  });

  it('answers NO_DB_SYNC while the design’s table changes await a sync, and serves again after it', async () => {
    const head = await publishedForm(kit, dataDesign('ext_disp_stale'));
    const table = dispatch(kit, 'ext_disp_stale');
    expect((await table.list()).status).toBe(200);

    const design = await designOf(kit, head.id);
    await editForm(kit, {
      ...design,
      fields: [...design.fields, designField('extra', '附加', 'string', 20)],
    });
    const stale = await table.list();
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('NO_DB_SYNC');
    expect((await table.add({ title: 'while stale' })).status).toBe(409);
    expect(await rowsOf(kit.server, 'ext_disp_stale', ['title'])).toEqual([]);

    const synced = await kit.api('POST', `/online/cgform/api/doDbSynch/${head.id}/normal`);
    expect(synced.status, synced.body.message).toBe(200);
    expect((await table.list()).status).toBe(200);
    expect((await table.add({ title: 'after sync', extra: 'x' })).status).toBe(200);
  });
});
