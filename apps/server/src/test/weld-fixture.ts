import { gzipSync } from 'node:zlib';
import { WELD_MANUAL_SAMPLE_FILE } from '@weld/core';
import { tinyPdf } from '../db/demo/sample-files';
import { storeBytes } from '../resources/system/upload/stored-file';
import { newId } from '../db/ids';
import { call, login } from './client';
import { createUser } from './server';
import type { TestServer } from './server';

/**
 * A role holding the menu and button rows whose perms are among `rights` (and their parent menus),
 * for tests of who may do what in the weld screens.
 * @example const roleId = await grantRole(server, 'weld_reader', ['weld:model:list'])
 */
export async function grantRole(server: TestServer, code: string, rights: string[]): Promise<string> {
  const db = server.ctx.db;
  const roleId = newId();
  await db
    .insertInto('sys_role')
    .values({
      id: roleId,
      role_name: code,
      role_code: code,
      description: null,
      create_by: 'test',
      create_time: '2026-11-22 10:00:00',
      update_by: null,
      update_time: null,
    })
    .execute();
  const rows = await db.selectFrom('sys_permission').select(['id', 'parent_id', 'perms']).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const granted = new Set<string>();
  for (const row of rows.filter((r) => r.perms && rights.includes(r.perms))) {
    for (
      let at: typeof row | undefined = row;
      at && !granted.has(at.id);
      at = at.parent_id ? byId.get(at.parent_id) : undefined
    )
      granted.add(at.id);
  }
  for (const permissionId of granted)
    await db
      .insertInto('sys_role_permission')
      .values({ id: newId(), role_id: roleId, permission_id: permissionId })
      .execute();
  return roleId;
}

/**
 * A signed-in user with only the given rights, in the given departments (ids like depart-A01A02).
 * @example const token = await userWith(server, 'sales1', ['weld:model:list'], ['depart-A01A02'])
 */
export async function userWith(
  server: TestServer,
  username: string,
  rights: string[],
  departIds: string[] = [],
  orgCode?: string,
): Promise<{ token: string; userId: string }> {
  const password = 'Weld#Test2026';
  const roleId = await grantRole(server, `role_${username}`, rights);
  const userId = await createUser(server, {
    username,
    password,
    roleIds: [roleId],
    departIds,
    tenantIds: [1],
    orgCode: orgCode ?? undefined,
  });
  return { token: await login(server, username, password), userId };
}

/** A model tree node added through the API as `token`; answers its id or throws with the server's message. */
export async function addModel(
  server: TestServer,
  token: string,
  node: {
    parentId?: string | null;
    nodeType: string;
    code: string;
    name?: string;
    productKind?: string;
    orgCode?: string;
    sortNo?: number;
  },
): Promise<string> {
  const body = { productKind: 'machine', status: '1', sortNo: 1, name: node.code, ...node };
  const answer = await call<string>(server, 'POST', '/weld/model/add', { token, body });
  if (answer.status !== 200)
    throw new Error(`add model ${node.code}: ${answer.status} ${answer.body.message}`);
  const row = await server.ctx.db
    .selectFrom('weld_model')
    .select('id')
    .where('code', '=', node.code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** line L → series S → models M1, M2 (codes prefixed), owned by `orgCode`; answers their ids. */
export async function smallTree(server: TestServer, token: string, prefix: string, orgCode = 'A01') {
  const line = await addModel(server, token, { nodeType: 'line', code: `${prefix}-L`, orgCode });
  const series = await addModel(server, token, {
    parentId: line,
    nodeType: 'series',
    code: `${prefix}-S`,
    orgCode,
  });
  const m1 = await addModel(server, token, {
    parentId: series,
    nodeType: 'model',
    code: `${prefix}-M1`,
    orgCode,
    sortNo: 1,
  });
  const m2 = await addModel(server, token, {
    parentId: series,
    nodeType: 'model',
    code: `${prefix}-M2`,
    orgCode,
    sortNo: 2,
  });
  return { line, series, m1, m2 };
}

/** The model node (a model: firmware and devices hang on models only) the kit contract test attaches weld rows to (see samples.ts REFERENCES). */
export const KIT_MODEL_ID = 'kit-weld-model';
/** A stored firmware package (a real gzip) the contract test's firmware samples name. */
export const KIT_FIRMWARE_FILE = 'weld/firmware/kit_firmware_0123456789abcdef0123456789abcdef.gz';

/**
 * What the contract test's weld samples point at: a model node, the stored sample manual and a stored firmware package.
 * @example await seedKitWeldReferences(kit.server)
 */
export async function seedKitWeldReferences(server: TestServer): Promise<void> {
  await server.ctx.db
    .insertInto('weld_model')
    .values({
      id: KIT_MODEL_ID,
      parent_id: null,
      path: `/${KIT_MODEL_ID}/`,
      node_type: 'model',
      product_kind: 'machine',
      code: 'KIT-MODEL',
      name: 'Kit model',
      image: null,
      specs: null,
      status: '1',
      sort_no: 1,
      org_code: 'A01',
      create_by: 'test',
      create_time: '2026-11-22 10:00:00',
      update_by: null,
      update_time: null,
    })
    .execute();
  await storeBytes(server.ctx.config, WELD_MANUAL_SAMPLE_FILE, tinyPdf(['Sample manual']), 'application/pdf');
  await storeBytes(
    server.ctx.config,
    KIT_FIRMWARE_FILE,
    gzipSync(Buffer.from('kit firmware image\n')),
    'application/gzip',
  );
}

/** Uploads bytes as a file through /sys/common/upload (as the upload widget does); answers the stored key. */
export async function uploadFile(
  server: TestServer,
  token: string,
  bytes: Buffer,
  name: string,
  biz = 'weld/firmware',
): Promise<string> {
  const form = new FormData();
  form.append('biz', biz);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.api}/sys/common/upload`, {
    method: 'POST',
    headers: { 'X-Access-Token': token },
    body: form,
  });
  const body = (await response.json()) as { message: string; result: string };
  if (response.status !== 200) throw new Error(`upload ${name}: ${response.status} ${body.message}`);
  return body.result;
}
