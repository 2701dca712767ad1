import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config';
import type { DialectName } from '../db/dialect';
import { USER_ROLE_ID } from '../db/seed-ids';
import { call, login } from './client';
import type { Answer } from './client';
import { ADMIN_PASSWORD, createUser, startServer } from './server';
import type { TestServer } from './server';

export interface CgreportFixture {
  server: TestServer;
  /** token of the admin */
  admin: string;
  /** token of a user with the plain `user` role only */
  plain: string;
  /** one call as the admin */
  api<T = unknown>(method: string, path: string, body?: unknown, lang?: string): Promise<Answer<T>>;
}

/**
 * A server per dialect for the online report tests, with the admin and a plain user signed in (fields filled in
 * beforeAll: read them inside tests). `report` overrides the time limit and export cap, `overrides` any other setting.
 * @example const kit = useCgreportServer(dialect)
 */
export function useCgreportServer(
  dialect: DialectName,
  plainUsername = 'rpplain',
  report?: Config['report'],
  overrides: Partial<Config> = {},
): CgreportFixture {
  const kit = {} as CgreportFixture;
  beforeAll(async () => {
    kit.server = await startServer(dialect, { ...overrides, ...(report ? { report } : {}) });
    kit.admin = await login(kit.server, 'admin', ADMIN_PASSWORD);
    const password = 'Pla1n!report#2026';
    await createUser(kit.server, { username: plainUsername, password, roleIds: [USER_ROLE_ID] });
    kit.plain = await login(kit.server, plainUsername, password);
    kit.api = (method, path, body, lang) => call(kit.server, method, path, { token: kit.admin, body, lang });
  });
  afterAll(async () => kit.server?.stop());
  return kit;
}

/** The dictionary items of one dictionary (`${code}`), a report every fresh database can answer. */
export const DICT_SQL =
  'select i.item_value, i.item_text, i.sort_order, d.dict_code from sys_dict_item i ' +
  "join sys_dict d on d.id = i.dict_id where d.dict_code = '${code}'";

/** A report design over DICT_SQL: item_text searchable (single), sort_order a range, `code` defaulting to `sex`. */
export function dictReport(code: string) {
  return {
    head: { code, name: `报表 ${code}`, cgrSql: DICT_SQL, dbSource: '' },
    items: [
      { fieldName: 'item_value', fieldTxt: '值', fieldType: 'String', isShow: 1, isSearch: 0 },
      {
        fieldName: 'item_text',
        fieldTxt: '文字',
        fieldType: 'String',
        isShow: 1,
        isSearch: 1,
        searchMode: 'single',
      },
      {
        fieldName: 'sort_order',
        fieldTxt: '排序',
        fieldType: 'Integer',
        isShow: 1,
        isSearch: 1,
        searchMode: 'group',
        isTotal: 1,
      },
      { fieldName: 'dict_code', fieldTxt: '字典', fieldType: 'String', isShow: 0, isSearch: 0 },
    ],
    params: [{ paramName: 'code', paramTxt: '字典编码', paramValue: 'sex' }],
  };
}

/** Adds a report as the admin; answers its id or throws with the server's message. */
export async function addReport(kit: CgreportFixture, design: unknown): Promise<string> {
  const answer = await kit.api<{ id: string }>('POST', '/online/cgreport/head/add', design);
  if (answer.status !== 200) throw new Error(`add report: ${answer.status} ${answer.body.message}`);
  return answer.body.result.id;
}
