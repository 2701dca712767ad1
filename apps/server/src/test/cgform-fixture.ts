import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'kysely';
import { designField, newHead, standardFields } from '@weld/core';
import type { CgformDesign, CgformField, CgformHead, CgformIndex } from '@weld/core';
import type { DialectName } from '../db/dialect';
import { USER_ROLE_ID } from '../db/seed-ids';
import { call } from './client';
import type { Answer } from './client';
import { login } from './client';
import { ADMIN_PASSWORD, createUser, startServer } from './server';
import type { TestServer } from './server';

export type Head = CgformHead & { id: string; tableVersion: number; isDbSynch: 'Y' | 'N' };

export interface CgformFixture {
  server: TestServer;
  /** token of the admin */
  admin: string;
  /** token of a user with the plain `user` role only */
  plain: string;
  /** one call as the admin */
  api<T = unknown>(method: string, path: string, body?: unknown, lang?: string): Promise<Answer<T>>;
}

/**
 * A server per dialect for the online form tests, with the admin and a plain user signed in; the fields are filled
 * in beforeAll, so read them inside tests.
 * @example const kit = useCgformServer(dialect)
 */
export function useCgformServer(dialect: DialectName, plainUsername = 'cgplain'): CgformFixture {
  const kit = {} as CgformFixture;
  beforeAll(async () => {
    kit.server = await startServer(dialect);
    kit.admin = await login(kit.server, 'admin', ADMIN_PASSWORD);
    const password = 'Pla1n!form#2026';
    await createUser(kit.server, { username: plainUsername, password, roleIds: [USER_ROLE_ID] });
    kit.plain = await login(kit.server, plainUsername, password);
    kit.api = (method, path, body, lang) => call(kit.server, method, path, { token: kit.admin, body, lang });
  });
  afterAll(async () => kit.server?.stop());
  return kit;
}

/** A design of the standard columns, a required `title` (string 20) and what else a test gives. */
export function sampleDesign(
  table: string,
  extra: CgformField[] = [],
  indexs: CgformIndex[] = [],
): CgformDesign {
  return {
    head: newHead(table, `表单 ${table}`),
    fields: [
      ...standardFields(),
      designField('title', '标题', 'string', 6, { dbLength: 20, isQuery: 1, sortFlag: 1 }),
      ...extra,
    ],
    indexs,
  };
}

/** Adds a design over HTTP and answers its head (the call must succeed). */
export async function addForm(kit: CgformFixture, design: CgformDesign): Promise<Head> {
  const answer = await kit.api<Head>('POST', '/online/cgform/api/addAll', design);
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.result;
}

/** The stored design of a head, as the designer reads it back. */
export async function designOf(kit: CgformFixture, id: string): Promise<CgformDesign & { head: Head }> {
  const head = (
    await kit.api<{ records: Head[] }>(
      'GET',
      `/online/cgform/head/list?pageSize=100&column=createTime&order=desc`,
    )
  ).body.result.records.find((h) => h.id === id);
  const fields = (await kit.api<CgformField[]>('GET', `/online/cgform/field/listByHeadId?headId=${id}`)).body
    .result;
  const indexs = (await kit.api<CgformIndex[]>('GET', `/online/cgform/index/listByHeadId?headId=${id}`)).body
    .result;
  if (!head) throw new Error(`no design ${id}`);
  return { head, fields, indexs };
}

/** Saves a changed design over HTTP (the call must succeed) and answers the saved head. */
export async function editForm(kit: CgformFixture, design: CgformDesign): Promise<Head> {
  const answer = await kit.api<Head>('PUT', '/online/cgform/api/editAll', design);
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.result;
}

export const syncForm = (
  kit: CgformFixture,
  id: string,
  method: 'normal' | 'force' = 'normal',
  lang?: string,
) =>
  kit.api<{ statements: string[]; applied: number; rowsLost: number }>(
    'POST',
    `/online/cgform/api/doDbSynch/${id}/${method}`,
    undefined,
    lang,
  );

export const planOf = (
  kit: CgformFixture,
  id: string,
  method: 'normal' | 'force' = 'normal',
  lang?: string,
) =>
  kit.api<{ statements: string[]; rowsLost: number; losses: string[]; allowed: boolean; exists: boolean }>(
    'GET',
    `/online/cgform/api/syncPlan/${id}/${method}`,
    undefined,
    lang,
  );

/** Rows written straight into a table, as other software sharing the database would. */
export async function insertRows(
  server: TestServer,
  table: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  for (const row of rows) {
    const columns = Object.keys(row);
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(
      columns.map((c) => row[c]),
    )})`.execute(server.ctx.db);
  }
}

/** Every row of a table by id, with the columns asked for. */
export async function rowsOf(
  server: TestServer,
  table: string,
  columns: string[],
): Promise<Record<string, unknown>[]> {
  const result = await sql<
    Record<string, unknown>
  >`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(
    table,
  )} order by ${sql.ref('id')}`.execute(server.ctx.db);
  return result.rows;
}

/** The column names a table has now (introspected by Kysely, not by the sync under test). */
export async function columnNames(server: TestServer, table: string): Promise<string[] | null> {
  const tables = await server.ctx.db.introspection.getTables();
  return tables.find((t) => t.name === table)?.columns.map((c) => c.name) ?? null;
}

/** Polls until `check` passes (operation-log rows are written in batches after the answer). */
export async function eventually(check: () => Promise<void>, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
