import { afterAll, beforeAll } from 'vitest';
import type { DictItem } from '@weld/core';
import type { DialectName } from '../db/dialect';
import { USER_ROLE_ID } from '../db/seed-ids';
import { call, login } from './client';
import { parseHostRules } from '../lib/host-allow-list';
import { CONTRACT_PLC_WORKSTATION } from './samples';
import { ADMIN_PASSWORD, createUser, startServer } from './server';
import type { TestServer } from './server';
import { seedKitWeldReferences } from './weld-fixture';
import { CONTRACT_RUNTIME_SPEC, defineRuntime } from './runtime-fixture';

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
    // the gateway route sample's upstream (its definition's example) is an allowed host
    kit.server = await startServer(dialect, { dataSourceAllowedHosts: parseHostRules('10.20.0.5') });
    kit.admin = await login(kit.server, 'admin', ADMIN_PASSWORD);
    await seedKitWeldReferences(kit.server);
    // a resource defined at run time keeps the same contract as the code-defined ones
    await defineRuntime(kit.server, CONTRACT_RUNTIME_SPEC);
    await createUser(kit.server, {
      username: plainUsername,
      password: plainPassword,
      roleIds: [USER_ROLE_ID],
      tenantIds: [1],
    });
    kit.plain = await login(kit.server, plainUsername, plainPassword);
    const dicts = await call<Record<string, DictItem[]>>(kit.server, 'GET', '/sys/dict/queryAllDictItems', {
      token: kit.admin,
    });
    // the workstation the contract's data points belong to
    await kit.server.ctx.db
      .insertInto('weld_plc_workstation')
      .values({
        id: CONTRACT_PLC_WORKSTATION,
        code: 'CONTRACT-WS',
        name: 'contract',
        address: '10.0.0.1',
        port: 102,
        protocol: 's7',
        offline_after: 30,
        status: 'offline',
      })
      .execute();
    kit.dictValues = Object.fromEntries(
      Object.entries(dicts.body.result).map(([code, items]) => [code, items.map((i) => i.value)]),
    );
  });
  afterAll(async () => kit.server?.stop());
  return kit;
}
