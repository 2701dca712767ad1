import { describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases';
import { rowsOf, useCgformServer } from '../../../test/cgform-fixture';
import { formData, publishedForm, treeDesign } from '../../../test/cgform-data-fixture';

/** A tree form lists nodes by parent, and the server keeps each node's has-child flag on every write. */
describe.each(dialects)('online tree form on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cgtreeplain');

  it('lists three levels by pid and keeps hasChild on add, move and delete', async () => {
    const head = await publishedForm(kit, treeDesign('ext_tree_nodes'));
    const data = formData(kit, head.id);
    const root = await data.added({ name: 'root', pid: '0' });
    const other = await data.added({ name: 'other root' });
    const child = await data.added({ name: 'child', pid: root });
    const leaf = await data.added({ name: 'leaf', pid: child });
    const flags = async () =>
      Object.fromEntries(
        (await rowsOf(kit.server, 'ext_tree_nodes', ['name', 'has_child'])).map((r) => [r.name, r.has_child]),
      );
    expect(await flags()).toEqual({ root: '1', 'other root': '0', child: '1', leaf: '0' });

    const names = async (query: string) =>
      (await data.tree(query)).body.result.records.map((r) => r.name).sort();
    expect(await names('')).toEqual(['other root', 'root']);
    expect(await names('pid=0')).toEqual(['other root', 'root']);
    expect(await names(`pid=${root}`)).toEqual(['child']);
    expect(await names(`pid=${child}`)).toEqual(['leaf']);
    expect(await names('hasQuery=true&name=leaf')).toEqual(['leaf']);
    const columns = await data.as<{ pidField: string; hasChildrenField: string; textField: string }>(
      'GET',
      `getColumns/${head.id}`,
    );
    expect(columns.body.result).toMatchObject({
      pidField: 'pid',
      hasChildrenField: 'hasChild',
      textField: 'name',
    });

    // a node cannot move under itself or its descendants
    expect((await data.edit({ id: root, pid: leaf })).status).toBe(400);
    expect((await data.edit({ id: root, pid: root })).status).toBe(400);
    // a move: the old parent loses its only child, the new one gains it
    const moved = await data.edit({ id: leaf, pid: other });
    expect(moved.status, moved.body.message).toBe(200);
    expect(await flags()).toEqual({ root: '1', 'other root': '1', child: '0', leaf: '0' });

    // a node with children is not deleted alone; with them, or once a leaf, it is
    const refused = await data.remove([other]);
    expect(refused.status).toBe(400);
    expect(await flags()).toMatchObject({ 'other root': '1' });
    expect((await data.remove([leaf])).status).toBe(200);
    expect(await flags()).toMatchObject({ 'other root': '0' });
    expect((await data.remove([root, child])).status).toBe(200);
    expect(await names('')).toEqual(['other root']);
  });
});
