import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { loadConfig } from '../config';
import type { Config } from '../config';
import { buildApp } from '../app';
import type { BuildOptions, BuiltApp } from '../app';
import type { DialectName } from '../db/dialect';
import { newId } from '../db/ids';
import { hashPassword } from '../lib/password';
import { createTestDatabase } from './databases';

export const ADMIN_PASSWORD = 'Adm1n@Weld#2026';

export interface TestServer extends BuiltApp {
  base: string;
  api: string;
  printed: string[];
  stop(): Promise<void>;
}

/**
 * A real server on a random port over a fresh, migrated database of the dialect; stop() closes it and drops
 * the database (unless `databaseUrl` was given: then the caller owns it). `options.sms` catches the SMS
 * codes the server sends, as the person's phone would.
 */
export async function startServer(
  dialect: DialectName,
  overrides: Partial<Config> = {},
  options: Pick<BuildOptions, 'sms'> = {},
): Promise<TestServer> {
  // a copy of the run's migrated database (template-databases.ts): the server starts without migrating
  const template = inject('databaseTemplates')[dialect];
  const database = overrides.databaseUrl ? null : await createTestDatabase(dialect, template);
  const config: Config = {
    ...loadConfig({ ADMIN_PASSWORD, WEB_DIST: '/nonexistent-web-dist' }),
    captchaPerMinute: 10_000,
    loginPerMinute: 10_000,
    smsChecksPerMinute: 10_000,
    smsChecksPerNumberPerMinute: 10_000,
    ...(database ? { databaseUrl: database.url } : {}),
    ...overrides,
  };
  const printed: string[] = [];
  let built: BuiltApp;
  try {
    built = await buildApp(config, { ...options, logger: false, print: (line) => printed.push(line) });
  } catch (err) {
    await database?.drop();
    throw err;
  }
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = built.app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    ...built,
    base,
    api: `${base}${config.apiBase}`,
    printed,
    stop: async () => {
      await built.close();
      await database?.drop();
    },
  };
}

/** A user written straight into the database, as an administration screen would. */
export async function createUser(
  server: BuiltApp,
  user: {
    username: string;
    password: string;
    roleIds?: string[];
    departIds?: string[];
    tenantIds?: number[];
    status?: number;
    orgCode?: string;
  },
): Promise<string> {
  const { db } = server.ctx;
  const id = newId();
  const hashed = await hashPassword(user.password);
  await db
    .insertInto('sys_user')
    .values({
      id,
      username: user.username,
      realname: user.username,
      ...hashed,
      avatar: null,
      birthday: null,
      sex: null,
      email: null,
      phone: null,
      org_code: user.orgCode ?? null,
      status: user.status ?? 1,
      del_flag: 0,
      lang: null,
      must_change_password: 0,
      create_by: 'test',
      create_time: server.ctx.now(),
      update_by: null,
      update_time: null,
    })
    .execute();
  for (const roleId of user.roleIds ?? [])
    await db.insertInto('sys_user_role').values({ id: newId(), user_id: id, role_id: roleId }).execute();
  for (const depId of user.departIds ?? [])
    await db.insertInto('sys_user_depart').values({ id: newId(), user_id: id, dep_id: depId }).execute();
  for (const tenantId of user.tenantIds ?? [])
    await db
      .insertInto('sys_user_tenant')
      .values({ id: newId(), user_id: id, tenant_id: tenantId })
      .execute();
  return id;
}
