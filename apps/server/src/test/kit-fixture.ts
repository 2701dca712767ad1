import { afterAll, beforeAll } from 'vitest';
import type { DictItem } from '@weld/core';
import type { DialectName } from '../db/dialect';
import { USER_ROLE_ID } from '../db/migrations/seed-base';
import { call, login } from './client';
import { ADMIN_PASSWORD, createUser, startServer } from './server';
import type { TestServer } from './server';

export interface KitFixture {
  server: TestServer;
  /** token of the admin */
  admin: string;
  /** token of a user with the plain `user` role only */
  plain: string;
  /** the values of every dictionary, by code */
  dictValues: Record<string, string[]>;
}

/**
 * A server per dialect for the kit's contract tests, with the admin and a plain user signed in; the
 * fields are filled in beforeAll, so read them inside tests.
 * @example const kit = useKitServer(dialect, 'kitplain', 'Pla1n!kit#2026');
 */
export function useKitServer(dialect: DialectName, plainUsername: string, plainPassword: string): KitFixture {
  const kit = { dictValues: {} } as KitFixture;
  beforeAll(async () => {
    kit.server = await startServer(dialect);
    kit.admin = await login(kit.server, 'admin', ADMIN_PASSWORD);
    await createUser(kit.server, { username: plainUsername, password: plainPassword, roleIds: [USER_ROLE_ID], tenantIds: [1] });
    kit.plain = await login(kit.server, plainUsername, plainPassword);
    const dicts = await call<Record<string, DictItem[]>>(kit.server, 'GET', '/sys/dict/queryAllDictItems', { token: kit.admin });
    kit.dictValues = Object.fromEntries(Object.entries(dicts.body.result).map(([code, items]) => [code, items.map((i) => i.value)]));
  });
  afterAll(async () => kit.server?.stop());
  return kit;
}
