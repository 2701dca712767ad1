import { describe, expect, it } from 'vitest';
import { designField } from '@weld/core';
import { sql } from 'kysely';
import { dialects } from '../../../test/databases';
import {
  addForm,
  columnNames,
  designOf,
  editForm,
  eventually,
  insertRows,
  planOf,
  rowsOf,
  sampleDesign,
  syncForm,
  useCgformServer,
} from '../../../test/cgform-fixture';

/**
 * A sync the database refuses half-way: SQLite and PostgreSQL roll the whole of it back, MySQL (whose DDL commits
 * itself) says exactly how many statements it had applied; the design stays not in sync either way.
 */
describe.each(dialects)('a failing online form sync on %s', (dialect) => {
  const kit = useCgformServer(dialect);

  it('leaves table and design as they were, or reports what MySQL applied, and logs the attempt', async () => {
    const head = await addForm(kit, sampleDesign('ext_fail_a'));
    await syncForm(kit, head.id);
    // a new column whose default fills both rows alike: its unique index cannot be built (the plan checks the
    // values rows hold already, not those the sync itself writes)
    await insertRows(kit.server, 'ext_fail_a', [
      { id: '1000000000000000001', title: 'one' },
      { id: '1000000000000000002', title: 'two' },
    ]);
    const design = await designOf(kit, head.id);
    design.fields.push(designField('note', '备注', 'string', 7, { dbLength: 50, dbDefaultVal: 'same' }));
    design.indexs = [{ indexName: 'uk_fail_a_note', indexField: 'note', indexType: 'unique' }];
    await editForm(kit, design);
    const plan = (await planOf(kit, head.id)).body.result;
    expect(plan.allowed).toBe(true);
    expect(plan.statements).toHaveLength(2);

    const failed = await syncForm(kit, head.id, 'normal', 'en_US');
    expect(failed.status).toBe(409);
    const result = failed.body.result as { statements: string[]; applied: number };
    expect(result.statements).toEqual(plan.statements);
    if (dialect === 'mysql') {
      expect(failed.body.message).toBe(
        'The sync failed: statement 2 could not run (values repeat in the data, so the unique index cannot be built); MySQL had applied the first 1 statements (its DDL cannot be rolled back) and the form stays not synced',
      );
      expect(result.applied).toBe(1);
      expect(await columnNames(kit.server, 'ext_fail_a')).toContain('note');
    } else {
      expect(failed.body.message).toBe(
        'The sync failed: statement 2 could not run (values repeat in the data, so the unique index cannot be built); everything was rolled back, table and form are unchanged',
      );
      expect(result.applied).toBe(0);
      expect(await columnNames(kit.server, 'ext_fail_a')).not.toContain('note');
    }
    expect(JSON.stringify(failed.body)).not.toMatch(/SQLITE_|duplicate|23505|ER_DUP/i);
    expect(await rowsOf(kit.server, 'ext_fail_a', ['title'])).toEqual([{ title: 'one' }, { title: 'two' }]);
    expect((await designOf(kit, head.id)).head.isDbSynch).toBe('N');
    await eventually(async () => {
      const log = await kit.server.ctx.db
        .selectFrom('sys_log')
        .select(['log_content', 'request_param', 'status_code'])
        .where('request_url', 'like', `%/doDbSynch/${head.id}/normal`)
        .where('status_code', '=', 409)
        .executeTakeFirstOrThrow();
      expect(log.log_content).toBe('在线表单 ext_fail_a：同步数据库（normal）失败，第 2 条语句未能执行');
      expect(log.request_param).toContain('uk_fail_a_note');
    });

    // once the data allows it, the next sync finishes the job (on MySQL only what is left)
    await sql`delete from ${sql.table('ext_fail_a')} where ${sql.ref('id')} = ${'1000000000000000002'}`.execute(
      kit.server.ctx.db,
    );
    const again = await syncForm(kit, head.id);
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.result.statements).toHaveLength(dialect === 'mysql' ? 1 : 2);
    expect((await designOf(kit, head.id)).head.isDbSynch).toBe('Y');
  });

  it.runIf(dialect !== 'mysql')('refuses an index name another table of the database holds', async () => {
    await kit.server.ctx.db.schema.createTable('ext_fail_other').addColumn('code', 'varchar(10)').execute();
    await kit.server.ctx.db.schema
      .createIndex('idx_fail_taken')
      .on('ext_fail_other')
      .column('code')
      .execute();
    const head = await addForm(
      kit,
      sampleDesign(
        'ext_fail_b',
        [],
        [{ indexName: 'idx_fail_taken', indexField: 'title', indexType: 'normal' }],
      ),
    );
    const answer = await syncForm(kit, head.id, 'normal', 'en_US');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'Index name idx_fail_taken is used by table ext_fail_other of the database',
    );
    expect(await columnNames(kit.server, 'ext_fail_b')).toBeNull();
  });

  it('refuses to sync a copy view, an unknown design and a bad method', async () => {
    const head = await addForm(kit, sampleDesign('ext_fail_c'));
    const copy = await kit.api<{ id: string }>('POST', `/online/cgform/head/copyOnline?code=${head.id}`);
    expect(copy.status, copy.body.message).toBe(200);
    expect((await syncForm(kit, copy.body.result.id)).status).toBe(400);
    expect((await syncForm(kit, '404404')).status).toBe(404);
    expect((await kit.api('POST', `/online/cgform/api/doDbSynch/${head.id}/sideways`)).status).toBe(400);
  });
});
