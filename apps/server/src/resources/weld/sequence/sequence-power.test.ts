import { describe, expect, it } from 'vitest';
import { call } from '../../../test/client';
import { dialects } from '../../../test/databases';
import { smallTree, userWith } from '../../../test/weld-fixture';
import { SPECIALIST_RIGHTS, useSequencePower } from '../../../test/sequence-power-fixture';

/** Who sees which sequence: grants to specialists and roles, on sequences and model subtrees, with dates. */
describe.each(dialects)('sequence power on %s', (dialect) => {
  const power = useSequencePower(dialect);

  it('shows a specialist with a subtree grant exactly the sequences of that subtree', async () => {
    const { server, seq, tokens, codes, byId } = power;
    expect(await codes(tokens.pwspeca)).toEqual(['PW-A1', 'PW-A2']);
    expect((await byId(tokens.pwspeca, seq.a1)).body.result).toMatchObject({
      code: 'PW-A1',
      powers: ['view'],
    });
    expect((await byId(tokens.pwspeca, seq.b1)).status).toBe(404);
    // the export obeys the same grants: two rows below the title, exporter and header rows
    const exported = await fetch(`${server.api}/weld/sequence/exportXls?code=PW*`, {
      headers: { 'X-Access-Token': tokens.pwspeca },
    });
    expect(exported.status).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await exported.arrayBuffer());
    expect(book.worksheets[0].rowCount).toBe(5);
  });

  it("shows a specialist without grants nothing, and answers 404 on another specialist's sequence for every call", async () => {
    const { server, seq, tokens, codes, byId } = power;
    const b = tokens.pwspecb;
    expect(await codes(b)).toEqual([]);
    expect((await byId(b, seq.a1)).status).toBe(404);
    expect(
      (await call(server, 'PUT', '/weld/sequence/edit', { token: b, body: { id: seq.a1, name: 'taken' } }))
        .status,
    ).toBe(404);
    expect((await call(server, 'DELETE', `/weld/sequence/delete?id=${seq.a1}`, { token: b })).status).toBe(
      404,
    );
    expect(
      (await fetch(`${server.api}/weld/sequence/download?id=${seq.a1}`, { headers: { 'X-Access-Token': b } }))
        .status,
    ).toBe(404);
    expect(
      (await call(server, 'POST', '/weld/sequence/push', { token: b, body: { id: seq.a1, target: 'SN-1' } }))
        .status,
    ).toBe(404);
    expect((await call(server, 'GET', `/weld/sequence/pushList?id=${seq.a1}`, { token: b })).status).toBe(
      404,
    );
    const row = await server.ctx.db
      .selectFrom('weld_sequence')
      .select('name')
      .where('id', '=', seq.a1)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('PW-A1');
  });

  it('gives nothing for a grant that has ended or not yet begun, or for a specialist no longer active', async () => {
    const { server, t1, seq, tokens, grant, codes } = power;
    await grant({
      granteeType: 'specialist',
      grantee: 'pwspecb',
      targetType: 'model',
      targetId: t1.line,
      actions: 'view',
      validFrom: '2020-01-01',
      validTo: '2020-12-31',
    });
    await grant({
      granteeType: 'specialist',
      grantee: 'pwspecb',
      targetType: 'sequence',
      targetId: seq.b1,
      actions: 'view',
      validFrom: '2099-01-01',
      validTo: null,
    });
    expect(await codes(tokens.pwspecb)).toEqual([]);
    await server.ctx.db
      .updateTable('weld_specialist')
      .set({ status: '0' })
      .where('username', '=', 'pwspeca')
      .execute();
    expect(await codes(tokens.pwspeca)).toEqual([]);
    await server.ctx.db
      .updateTable('weld_specialist')
      .set({ status: '1' })
      .where('username', '=', 'pwspeca')
      .execute();
    expect(await codes(tokens.pwspeca)).toEqual(['PW-A1', 'PW-A2']);
  });

  it("lets a holder of weld:sequence:all use every sequence within their organisation's reach without a grant", async () => {
    const { server, admin, seq, tokens, addSequence, codes, byId } = power;
    const head = await userWith(server, 'pwhead', [...SPECIALIST_RIGHTS, 'weld:sequence:all'], [], 'A01');
    expect(await codes(head.token)).toEqual(['PW-A1', 'PW-A2', 'PW-B1']);
    expect((await byId(head.token, seq.b1)).body.result.powers).toEqual(['view', 'download', 'edit', 'push']);
    expect(
      (
        await call(server, 'PUT', '/weld/sequence/edit', {
          token: head.token,
          body: { id: seq.b1, name: 'PW-B1' },
        })
      ).status,
    ).toBe(200);
    // the organisation set still bounds them: another organisation's models stay out of sight
    const far = await smallTree(server, admin, 'PWZ', 'A02');
    const hidden = await addSequence('PW-Z1', far.m1);
    expect((await byId(head.token, hidden)).status).toBe(404);
    expect(await codes(head.token)).not.toContain('PW-Z1');
    // without the right, the same user rights give nothing
    expect(await codes(tokens.pwspecb)).not.toContain('PW-B1');
  });

  it('lets a role grant reach every holder of the role, specialist or not', async () => {
    const { server, seq, grant, codes, byId } = power;
    const holder = await userWith(server, 'pwroleuser', SPECIALIST_RIGHTS, [], 'A01');
    await grant({
      granteeType: 'role',
      grantee: 'role_pwroleuser',
      targetType: 'sequence',
      targetId: seq.b1,
      actions: 'view,download',
    });
    expect(await codes(holder.token)).toEqual(['PW-B1']);
    expect((await byId(holder.token, seq.b1)).body.result.powers).toEqual(['view', 'download']);
  });
});
