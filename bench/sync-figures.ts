import { designField, standardFields } from '@weld/core';
import type { CgformDesign, CgformField } from '@weld/core';
import type { RunningServer } from './server-process';

/** Rows written through the form's data list before the altering sync, which must keep them. */
const ROWS = 200;

/** A 30-field design: the 6 standard columns and 24 of every type a designer picks, with two indexes. */
export function thirtyFieldDesign(table: string): CgformDesign {
  const own: CgformField[] = [];
  const add = (name: string, type: CgformField['dbType'], extra: Partial<CgformField> = {}) =>
    own.push(designField(name, name, type, 6 + own.length, extra));
  for (let i = 1; i <= 10; i++)
    add(`text_${i}`, 'string', { dbLength: 50 + i * 10, isQuery: i <= 2 ? 1 : 0 });
  for (let i = 1; i <= 4; i++) add(`count_${i}`, 'int', { dbDefaultVal: '0' });
  for (let i = 1; i <= 3; i++) add(`measure_${i}`, 'double');
  for (let i = 1; i <= 3; i++) add(`amount_${i}`, 'BigDecimal', { dbLength: 12, dbPointLength: 2 });
  add('due_1', 'Date', { fieldShowType: 'date' });
  add('due_2', 'Date', { fieldShowType: 'date' });
  add('done_at', 'Datetime', { fieldShowType: 'datetime' });
  add('remark', 'Text', { fieldShowType: 'textarea' });
  return {
    head: {
      tableName: table,
      tableTxt: `bench ${table}`,
      tableType: 1,
      isCheckbox: 'Y',
      isPage: 'Y',
      isTree: 'N',
      queryMode: 'single',
      formTemplate: '1',
      themeTemplate: 'normal',
    },
    fields: [...standardFields(), ...own],
    indexs: [
      { indexName: `idx_${table}_t1`, indexField: 'text_1', indexType: 'normal' },
      { indexName: `idx_${table}_c1`, indexField: 'count_1,due_1', indexType: 'normal' },
    ],
  };
}

async function api<T>(server: RunningServer, token: string, method: string, path: string, body?: unknown) {
  const started = performance.now();
  const answer = await fetch(`${server.origin}/api${path}`, {
    method,
    headers: {
      'X-Access-Token': token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await answer.json()) as { code: number; message: string; result: T };
  if (json.code !== 200) throw new Error(`${method} ${path}: ${json.code} ${json.message}`);
  return { result: json.result, ms: performance.now() - started };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
};

/**
 * Times the sync of a 30-field design on the server's database, `runs` times: the plan, the sync that creates the
 * table, the one that alters it (3 fields added, 5 widened, an index, over 200 rows: a rebuild on SQLite) and a
 * force sync; prints the medians.
 * @example await syncFigures(server, token, 'SQLite', 5)
 */
export async function syncFigures(
  server: RunningServer,
  token: string,
  label: string,
  runs = 5,
): Promise<void> {
  const times = {
    plan: [] as number[],
    create: [] as number[],
    alter: [] as number[],
    force: [] as number[],
  };
  for (let run = 1; run <= runs; run++) {
    const table = `ext_bench_sync_${Date.now().toString(36)}_${run}`;
    const design = thirtyFieldDesign(table);
    const { result: head } = await api<{ id: string }>(
      server,
      token,
      'POST',
      '/online/cgform/api/addAll',
      design,
    );
    times.plan.push((await api(server, token, 'GET', `/online/cgform/api/syncPlan/${head.id}/normal`)).ms);
    times.create.push(
      (await api(server, token, 'POST', `/online/cgform/api/doDbSynch/${head.id}/normal`)).ms,
    );
    for (let i = 0; i < ROWS; i++)
      await api(server, token, 'POST', `/online/data/${table}/add`, { text1: `row ${i}`, count1: i });
    const { result: fields } = await api<CgformField[]>(
      server,
      token,
      'GET',
      `/online/cgform/field/listByHeadId?headId=${head.id}`,
    );
    const changed = fields.map((f) =>
      /^text_[1-5]$/.test(f.dbFieldName) ? { ...f, dbLength: f.dbLength + 100 } : f,
    );
    for (let i = 1; i <= 3; i++) changed.push(designField(`extra_${i}`, `extra ${i}`, 'string', 40 + i));
    const indexs = [
      ...design.indexs,
      { indexName: `idx_${table}_x1`, indexField: 'extra_1', indexType: 'normal' as const },
    ];
    await api(server, token, 'PUT', '/online/cgform/api/editAll', {
      head: { ...design.head, id: head.id },
      fields: changed,
      indexs,
    });
    times.alter.push((await api(server, token, 'POST', `/online/cgform/api/doDbSynch/${head.id}/normal`)).ms);
    times.force.push((await api(server, token, 'POST', `/online/cgform/api/doDbSynch/${head.id}/force`)).ms);
  }
  console.log(
    `online form sync of a 30-field design on ${label}: plan p50 ${median(times.plan)} ms, create ${median(times.create)} ms, ` +
      `alter over ${ROWS} rows ${median(times.alter)} ms, force ${median(times.force)} ms (median of ${runs})`,
  );
}
