import { describe, expect, it } from 'vitest';
import { ENHANCE_REVISIONS } from '@weld/core';
import type { CgformButton, LinkageRule } from '@weld/core';
import { dialects } from '../../../test/databases';
import { useCgformServer } from '../../../test/cgform-fixture';
import { formData, publishedForm } from '../../../test/cgform-data-fixture';
import { approveButton, buttonDesign, saveEnhance, savedEnhance } from '../../../test/cgform-enhance-fixture';

type Refusal = { errors: Record<string, string> };
type Revision = { id: string; buttons: CgformButton[]; rules: LinkageRule[] };

const rules: LinkageRule[] = [
  { field: 'kind', values: ['2'], target: 'reason', effect: 'required' },
  { field: 'kind', values: ['1'], target: 'qty', effect: 'readonly' },
  { field: 'kind', values: ['1'], target: 'status', effect: 'show' },
];

/** Linkage rules enforced by the server on every write path, and the 16 revisions of buttons and rules. */
describe.each(dialects)('online form linkage rules and revisions on %s', (dialect) => {
  const kit = useCgformServer(dialect, 'cglinkplain');

  it('requires and keeps read-only what the rules say, on the form calls and the runtime dispatch', async () => {
    const table = 'ext_link_rules';
    const head = await publishedForm(kit, buttonDesign(table));
    const bad = await saveEnhance(kit, head.id, {
      rules: [
        { field: 'kind', values: ['2'], target: 'kind', effect: 'required' },
        { field: 'nope', values: [], target: 'qty', effect: 'boom' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body.result as unknown as Refusal).errors).sort()).toEqual(
      ['rules.0.target', 'rules.1.effect', 'rules.1.field', 'rules.1.values'].sort(),
    );
    await savedEnhance(kit, head.id, { rules });
    const served = await kit.api<{ rules: LinkageRule[] }>('GET', `/online/cgform/api/getEnhance/${head.id}`);
    expect(served.body.result.rules[0]).toMatchObject({
      field: 'kind',
      target: 'reason',
      effect: 'required',
    });

    const form = formData(kit, head.id);
    const missing = await form.add({ title: '缺原因', kind: '2' });
    expect(missing.status, JSON.stringify(missing.body)).toBe(400);
    expect(Object.keys((missing.body.result as unknown as Refusal).errors)).toEqual(['reason']);
    const viaDispatch = await kit.api<Refusal>('POST', `/online/data/${table}/add`, {
      title: '缺原因',
      kind: '2',
    });
    expect(viaDispatch.status).toBe(400);
    expect(Object.keys(viaDispatch.body.result.errors)).toEqual(['reason']);
    const given = await form.added({ title: '有原因', kind: '2', reason: '返修' });
    // an edit that empties it is refused as well
    expect((await form.edit({ id: given, reason: '' })).status).toBe(400);
    expect((await form.added({ title: '不需原因', kind: '1' })).length).toBeGreaterThan(0);

    const locked = await form.added({ title: '数量锁定', kind: '1', qty: 5 });
    expect((await form.edit({ id: locked, qty: 9, title: '改了标题' })).status).toBe(200);
    expect((await form.get(locked)).body.result).toMatchObject({ qty: 5, title: '改了标题' });
    expect((await kit.api('PUT', `/online/data/${table}/edit`, { id: locked, qty: 11 })).status).toBe(200);
    expect((await form.get(locked)).body.result).toMatchObject({ qty: 5 });
    // once the condition no longer holds, the field changes again
    expect((await form.edit({ id: locked, kind: '2', reason: '改类型', qty: 7 })).status).toBe(200);
    expect((await form.get(locked)).body.result).toMatchObject({ qty: 7 });
  });

  it("judges a copy view's writes by its original's rules, and serves them to its form", async () => {
    const head = await publishedForm(kit, buttonDesign('ext_link_copy'));
    await savedEnhance(kit, head.id, { rules });
    const copied = await kit.api<{ id: string }>('POST', `/online/cgform/head/copyOnline?code=${head.id}`);
    expect(copied.status, copied.body.message).toBe(200);
    const copy = copied.body.result.id;
    const served = await kit.api<{ rules: LinkageRule[] }>('GET', `/online/cgform/api/getEnhance/${copy}`);
    expect(served.body.result.rules.map((r) => r.effect)).toEqual(['required', 'readonly', 'show']);

    const viaCopy = formData(kit, copy);
    const missing = await viaCopy.add({ title: '缺原因', kind: '2' });
    expect(missing.status, JSON.stringify(missing.body)).toBe(400);
    expect(Object.keys((missing.body.result as unknown as Refusal).errors)).toEqual(['reason']);
    const locked = await formData(kit, head.id).added({ title: '数量锁定', kind: '1', qty: 5 });
    expect((await viaCopy.edit({ id: locked, qty: 9 })).status).toBe(200);
    expect((await viaCopy.get(locked)).body.result).toMatchObject({ qty: 5 });
  });

  it('keeps the 16 newest revisions of buttons and rules and restores one', async () => {
    const head = await publishedForm(kit, buttonDesign('ext_link_revs'));
    for (let n = 1; n <= ENHANCE_REVISIONS + 2; n++)
      await savedEnhance(kit, head.id, {
        buttons: [approveButton('approve', `s${n}`)],
        rules: n % 2 ? rules : [],
      });
    const listed = await kit.api<Revision[]>('GET', `/online/cgform/enhance/revisions?headId=${head.id}`);
    expect(listed.body.result).toHaveLength(ENHANCE_REVISIONS);
    const statusOf = (r: Revision) => r.buttons[0].assignments?.[0].value;
    // newest first; the two oldest (s1, s2) were dropped
    expect(listed.body.result.map(statusOf)).toEqual(
      Array.from({ length: ENHANCE_REVISIONS }, (_, i) => `s${ENHANCE_REVISIONS + 2 - i}`),
    );
    const oldest = listed.body.result[ENHANCE_REVISIONS - 1];
    const restored = await kit.api('POST', '/online/cgform/enhance/restore', {
      headId: head.id,
      revisionId: oldest.id,
    });
    expect(restored.status, restored.body.message).toBe(200);
    const now = await kit.api<Revision>('GET', `/online/cgform/enhance/queryByHeadId?headId=${head.id}`);
    expect(now.body.result.buttons.map((b) => b.assignments?.[0].value)).toEqual(['s3']);
    expect(now.body.result.rules).toHaveLength(rules.length);
    const after = await kit.api<Revision[]>('GET', `/online/cgform/enhance/revisions?headId=${head.id}`);
    expect(after.body.result).toHaveLength(ENHANCE_REVISIONS);
    expect(statusOf(after.body.result[0])).toBe('s3');
    expect(after.body.result.some((r) => r.id === oldest.id)).toBe(false);
    const unknown = await kit.api('POST', '/online/cgform/enhance/restore', {
      headId: head.id,
      revisionId: '1',
    });
    expect(unknown.status).toBe(404);
  });
});
