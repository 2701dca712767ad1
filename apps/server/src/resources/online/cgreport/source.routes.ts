import type { FastifyInstance } from 'fastify';
import { RIGHTS } from '@weld/core';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { testBodySchema, testSettings } from '../../system/data-source';
import type { TestBody } from '../../system/data-source';

/**
 * `POST /online/cgreport/api/testConnection` (ONLINE.md "Reports"): the report designer's test of a data source's
 * settings, under the design right; the same test as 多数据源管理's (allowed hosts only, a short cause, never the
 * server's own words).
 * @example registerSourceRoutes(api, ctx)
 */
export function registerSourceRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<{ Body: TestBody }>(
    '/online/cgreport/api/testConnection',
    {
      config: { permission: RIGHTS.cgreport.design },
      schema: {
        tags: ['cgreport'],
        summary: 'Test a data source for reports: connect and run select 1 (5 s limit; allowed hosts only)',
        body: testBodySchema,
      },
    },
    async (request) => {
      await testSettings(ctx, request.body, request.log);
      return ok(request, null, 'dataSource.connected');
    },
  );
}
