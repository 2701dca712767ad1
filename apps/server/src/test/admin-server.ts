import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../db/dialect';
import { login } from './client';
import { ADMIN_PASSWORD, startServer } from './server';
import type { TestServer } from './server';

export interface AdminServer {
  server: TestServer;
  /** the admin's token */
  token: string;
}

/**
 * A server on `dialect` with the admin signed in, started before the describe block's tests and stopped
 * after them; the fields are filled in beforeAll, so read them inside tests.
 * @example const admin = useAdminServer(dialect); … call(admin.server, 'GET', '/sys/dict/list', { token: admin.token })
 */
export function useAdminServer(dialect: DialectName): AdminServer {
  const fixture = {} as AdminServer;
  beforeAll(async () => {
    fixture.server = await startServer(dialect);
    fixture.token = await login(fixture.server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => fixture.server?.stop());
  return fixture;
}
