import { describe, expect, it } from 'vitest';
import type { TransferPlan } from '@weld/core';
import { call } from '../../../test/client';
import { useAdminServer } from '../../../test/admin-server';
import { dialects } from '../../../test/databases';
import { addModel, smallTree, userWith } from '../../../test/weld-fixture';
import { kitDb } from '../../../kit/table';
import { executeTransfer } from './transfer.service';
import { transferables } from './transferables';

describe.each(dialects)('weld transfer between organisations on %s', (dialect) => {
  const fx = useAdminServer(dialect);

  const orgOf = async (table: 'weld_model' | 'weld_project' | 'weld_manual_user', id: string) =>
    (
      await fx.server.ctx.db
        .selectFrom(table)
        .select('org_code')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).org_code;
  const addProject = async (code: string, orgCode: string) => {
    const answer = await call<{ id: string }>(fx.server, 'POST', '/weld/project/add', {
      token: fx.token,
      body: { code, name: code, levelId: 'plevel-c', orgCode, status: 'active' },
    });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.result.id;
  };

  it('previews exactly what execute moves: a chosen series with its models, and writes the audit row', async () => {
    const tree = await smallTree(fx.server, fx.token, 'TM', 'A01A01');
    const preview = await call<TransferPlan>(fx.server, 'POST', '/weld/transfer/preview', {
      token: fx.token,
      body: { kind: 'model', fromOrg: 'A01A01', toOrg: 'A01A03', ids: [tree.series] },
    });
    expect(preview.status, preview.body.message).toBe(200);
    expect(preview.body.result.count).toBe(3);
    expect(preview.body.result.rows.map((r) => r.code)).toEqual(['TM-M1', 'TM-M2', 'TM-S']);
    expect(await orgOf('weld_model', tree.series)).toBe('A01A01');
    const done = await call<TransferPlan & { logId: string }>(fx.server, 'POST', '/weld/transfer/execute', {
      token: fx.token,
      body: { kind: 'model', fromOrg: 'A01A01', toOrg: 'A01A03', ids: [tree.series] },
    });
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.message).toBe('转移成功！');
    expect(done.body.result.rows).toEqual(preview.body.result.rows);
    for (const id of [tree.series, tree.m1, tree.m2]) expect(await orgOf('weld_model', id)).toBe('A01A03');
    expect(await orgOf('weld_model', tree.line)).toBe('A01A01');
    const audit = await fx.server.ctx.db
      .selectFrom('weld_transfer_log')
      .selectAll()
      .where('id', '=', done.body.result.logId)
      .executeTakeFirstOrThrow();
    expect([audit.kind, audit.from_org, audit.to_org, audit.moved, audit.operator]).toEqual([
      'model',
      'A01A01',
      'A01A03',
      3,
      'admin',
    ]);
    expect(String(audit.ids).split(',').sort()).toEqual(preview.body.result.rows.map((r) => r.id).sort());
    const history = await call<{ records: { id: string; kind_dictText: string; moved: number }[] }>(
      fx.server,
      'GET',
      '/weld/transfer/list',
      { token: fx.token, lang: 'en_US' },
    );
    expect(history.body.result.records.find((r) => r.id === done.body.result.logId)).toMatchObject({
      kind_dictText: 'Models',
      moved: 3,
    });
  });

  it('moves a chosen manual together with its other versions, not the other documents', async () => {
    const tree = await smallTree(fx.server, fx.token, 'TF', 'A01A01');
    const manual = (id: string, group: string, version: string) => ({
      id,
      model_id: tree.m1,
      title: `说明书 ${group}`,
      kind: 'manual',
      language: 'zh_CN',
      version,
      security_level: 'public',
      file: `weldmanual/${id}_${'0'.repeat(32)}.pdf`,
      file_name: `${id}.pdf`,
      file_size: 10,
      checksum: 'c'.repeat(64),
      status: 'published',
      download_count: 0,
      group_id: group,
      org_code: 'A01A01',
      create_by: 'admin',
      create_time: '2026-11-22 10:00:00',
      update_by: null,
      update_time: null,
    });
    await fx.server.ctx.db
      .insertInto('weld_manual_file')
      .values([
        manual(`tf1-${dialect}`, `tfg-${dialect}`, '1.0'),
        manual(`tf2-${dialect}`, `tfg-${dialect}`, '2.0'),
        manual(`tf3-${dialect}`, `tfo-${dialect}`, '1.0'),
      ])
      .execute();
    const body = { kind: 'manual', fromOrg: 'A01A01', toOrg: 'A02', ids: [`tf1-${dialect}`] };
    const preview = await call<TransferPlan>(fx.server, 'POST', '/weld/transfer/preview', {
      token: fx.token,
      body,
    });
    expect(preview.status, preview.body.message).toBe(200);
    expect(preview.body.result.rows.map((r) => r.code).sort()).toEqual(['1.0', '2.0']);
    expect((await call(fx.server, 'POST', '/weld/transfer/execute', { token: fx.token, body })).status).toBe(
      200,
    );
    const orgs = await fx.server.ctx.db
      .selectFrom('weld_manual_file')
      .select(['id', 'org_code'])
      .where('id', 'like', 'tf%')
      .orderBy('id')
      .execute();
    expect(orgs.map((r) => r.org_code)).toEqual(['A02', 'A02', 'A01A01']);
  });

  it("moves all projects of an organisation and writes a transfer row in each project's log", async () => {
    const a = await addProject('TP-1', 'A01A03');
    const b = await addProject('TP-2', 'A01A03');
    const all = { kind: 'project', fromOrg: 'A01A03', toOrg: 'A02', all: true };
    const preview = await call<TransferPlan>(fx.server, 'POST', '/weld/transfer/preview', {
      token: fx.token,
      body: all,
    });
    expect(preview.body.result.rows.map((r) => r.code)).toEqual(['TP-1', 'TP-2']);
    const done = await call<TransferPlan>(fx.server, 'POST', '/weld/transfer/execute', {
      token: fx.token,
      body: all,
    });
    expect(done.body.result.count).toBe(2);
    expect([await orgOf('weld_project', a), await orgOf('weld_project', b)]).toEqual(['A02', 'A02']);
    const logs = await call<{ records: { action: string; content: string }[] }>(
      fx.server,
      'GET',
      `/weld/projectLog/list?projectId=${a}&action=transfer`,
      { token: fx.token },
    );
    expect(logs.body.result.records.map((l) => l.content)).toEqual(['所属组织：售后服务部 → 光伏储能事业部']);
  });

  it('refuses the same organisation, unknown ones and records not in from-org, moving nothing', async () => {
    const own = await addModel(fx.server, fx.token, { nodeType: 'line', code: 'TR-OWN', orgCode: 'A01A02' });
    const foreign = await addModel(fx.server, fx.token, {
      nodeType: 'line',
      code: 'TR-FOREIGN',
      orgCode: 'A02',
    });
    const ask = async (body: Record<string, unknown>) =>
      call(fx.server, 'POST', '/weld/transfer/execute', {
        token: fx.token,
        body: { kind: 'model', ...body },
      });
    expect((await ask({ fromOrg: 'A01A02', toOrg: 'A01A02', ids: [own] })).body.message).toBe(
      '转出组织和转入组织不能相同',
    );
    expect((await ask({ fromOrg: 'A01A02', toOrg: 'Z99', ids: [own] })).body.message).toBe('组织 Z99 不存在');
    const mixed = await ask({ fromOrg: 'A01A02', toOrg: 'A01A03', ids: [own, foreign] });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe('以下记录不属于转出组织 A01A02：TR-FOREIGN');
    expect((await ask({ fromOrg: 'A01A02', toOrg: 'A01A03', ids: [] })).body.message).toBe(
      '请选择要转移的记录，或选择“全部记录”',
    );
    expect(
      (
        await call(fx.server, 'POST', '/weld/transfer/preview', {
          token: fx.token,
          lang: 'en_US',
          body: { kind: 'firmware', fromOrg: 'A01', toOrg: 'A02', all: true },
        })
      ).body.message,
    ).toBe('Unknown kind of transfer: firmware');
    expect([await orgOf('weld_model', own), await orgOf('weld_model', foreign)]).toEqual(['A01A02', 'A02']);
  });

  it('undoes everything when any step fails: no row moves and no audit row is written', async () => {
    const a = await addProject('TF-1', 'A01A01');
    const b = await addProject('TF-2', 'A01A01');
    const before = (await fx.server.ctx.db.selectFrom('weld_transfer_log').select('id').execute()).length;
    // the project log step fails after the rows have been updated inside the transaction
    const failing = {
      ...transferables,
      project: {
        ...transferables.project,
        afterMove: async () => {
          throw new Error('log store unavailable');
        },
      },
    };
    await expect(
      executeTransfer(
        kitDb(fx.server.ctx),
        failing,
        { kind: 'project', fromOrg: 'A01A01', toOrg: 'A02', all: false, ids: [a, b] },
        { operator: 'admin', now: fx.server.ctx.now() },
      ),
    ).rejects.toThrow('log store unavailable');
    expect([await orgOf('weld_project', a), await orgOf('weld_project', b)]).toEqual(['A01A01', 'A01A01']);
    expect((await fx.server.ctx.db.selectFrom('weld_transfer_log').select('id').execute()).length).toBe(
      before,
    );
    expect(
      await fx.server.ctx.db
        .selectFrom('weld_project_log')
        .select('id')
        .where('project_id', 'in', [a, b])
        .where('action', '=', 'transfer')
        .execute(),
    ).toEqual([]);
  });

  it('needs weld:transfer:list to preview and weld:transfer:execute to execute', async () => {
    const u = await addProject('TX-1', 'A01A02');
    const body = { kind: 'project', fromOrg: 'A01A02', toOrg: 'A02', ids: [u] };
    const viewer = await userWith(
      fx.server,
      `tr_viewer_${dialect}`,
      ['weld:transfer:list'],
      ['depart-A01A02'],
    );
    expect(
      (await call(fx.server, 'POST', '/weld/transfer/preview', { token: viewer.token, body })).status,
    ).toBe(200);
    expect(
      (await call(fx.server, 'POST', '/weld/transfer/execute', { token: viewer.token, body })).status,
    ).toBe(403);
    const nobody = await userWith(fx.server, `tr_nobody_${dialect}`, []);
    expect(
      (await call(fx.server, 'POST', '/weld/transfer/preview', { token: nobody.token, body })).status,
    ).toBe(403);
    expect(await orgOf('weld_project', u)).toBe('A01A02');
  });

  it('lets a user move only what their own organisations own', async () => {
    const own = await addProject('TO-1', 'A01A02');
    const foreign = await addProject('TO-2', 'A02');
    const sales = await userWith(
      fx.server,
      `tr_sales_${dialect}`,
      ['weld:transfer:list', 'weld:transfer:execute'],
      ['depart-A01A02'],
    );
    const refused = await call(fx.server, 'POST', '/weld/transfer/execute', {
      token: sales.token,
      body: { kind: 'project', fromOrg: 'A02', toOrg: 'A01A02', ids: [foreign] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('只能转移本组织及下级组织的记录（A02 不在其内）');
    expect(
      (
        await call(fx.server, 'GET', '/weld/transfer/candidates?kind=project&fromOrg=A02', {
          token: sales.token,
        })
      ).status,
    ).toBe(403);
    const moved = await call(fx.server, 'POST', '/weld/transfer/execute', {
      token: sales.token,
      body: { kind: 'project', fromOrg: 'A01A02', toOrg: 'A02', ids: [own] },
    });
    expect(moved.status, moved.body.message).toBe(200);
    expect([await orgOf('weld_project', own), await orgOf('weld_project', foreign)]).toEqual(['A02', 'A02']);
  });
});
