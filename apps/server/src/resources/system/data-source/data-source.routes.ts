import { RIGHTS } from '@weld/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { dataSourceHostRules } from './allowed-hosts';
import { DB_TYPES, testConnection } from './connection-test';
import type { DbType } from './connection-test';
import { dataSourceKey, decryptSecret } from './secret-box';

/** The settings a connection test takes: a data source form's, with `id` to use that record's stored password. */
export interface TestBody {
  id?: string;
  dbType: DbType;
  dbUrl: string;
  dbName?: string | null;
  dbUsername?: string | null;
  dbPassword?: string | null;
}

const text = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;

/** The body schema of a connection test. */
export const testBodySchema = {
  type: 'object',
  required: ['dbType', 'dbUrl'],
  properties: {
    id: { type: 'string', maxLength: 64 },
    dbType: { type: 'string', enum: [...DB_TYPES] },
    dbUrl: { type: 'string', minLength: 1, maxLength: 500 },
    dbName: text(100),
    dbUsername: text(100),
    dbPassword: text(128),
  },
} as const;

/**
 * Tries the settings (connection-test.ts, allowed hosts only) with the stored password of record `id` when the body
 * leaves the password blank (a form never holds the stored one); throws the short 400 saying why not, the driver's
 * own words going to the log only.
 * @example await testSettings(ctx, request.body, request.log)
 */
export async function testSettings(ctx: AppContext, body: TestBody, log: FastifyBaseLogger): Promise<void> {
  let password = body.dbPassword ?? null;
  if (!password && body.id) {
    const row = await ctx.db
      .selectFrom('sys_data_source')
      .select('db_password')
      .where('id', '=', body.id)
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'kit.notFound');
    password = row.db_password ? decryptSecret(dataSourceKey(ctx.config), row.db_password) : null;
    if (row.db_password && password === null) throw new AppError(400, 'dataSource.keyChanged');
  }
  try {
    await testConnection({ ...body, dbPassword: password }, dataSourceHostRules(ctx.config));
  } catch (err) {
    // the answer names a generic cause; the driver's own words are for the operator's log only
    const cause = (err as Error).cause;
    if (cause) log.info({ err: cause }, 'data source connection test failed');
    throw err;
  }
}

/**
 * `POST /sys/dataSource/testConnection` (right `system:dataSource:test`): the form's settings, with the
 * stored password of record `id` when the form leaves the password blank (it never holds the stored one).
 * @example registerDataSourceRoutes(api, ctx)
 */
export function registerDataSourceRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<{ Body: TestBody }>(
    '/sys/dataSource/testConnection',
    {
      config: { permission: RIGHTS.dataSource.test },
      schema: {
        tags: ['dataSource'],
        summary: 'Open a connection with these settings and run select 1 (5 s limit; allowed hosts only)',
        body: testBodySchema,
      },
    },
    async (request) => {
      await testSettings(ctx, request.body, request.log);
      return ok(request, null, 'dataSource.connected');
    },
  );
}
