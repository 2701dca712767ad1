import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RIGHTS, SYNC_METHODS } from '@weld/core';
import type { SyncMethod } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { holdsRight } from '../../../plugins/route-config';
import { runSync, syncPlanOf } from './sync.service';

const tags = ['cgform'];
type SyncParams = { code: string; synMethod: SyncMethod };
const params = {
  type: 'object',
  required: ['code', 'synMethod'],
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 64 },
    synMethod: { type: 'string', enum: [...SYNC_METHODS] },
  },
} as const;

/** A force sync drops the table's rows: it needs its own right beside the sync right. */
function requireMethodRight(request: FastifyRequest<{ Params: SyncParams }>): void {
  if (request.params.synMethod === 'force' && !holdsRight(request, RIGHTS.cgform.syncForce))
    throw new AppError(403, 'errors.forbidden');
}

/**
 * The database sync of a design (`{code}` is its head id): the plan (the DDL for the configured dialect, the rows
 * force drops, what normal refuses) and the sync itself.
 * @example registerSyncRoutes(api, ctx)
 */
export function registerSyncRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: SyncParams }>(
    '/online/cgform/api/syncPlan/:code/:synMethod',
    {
      config: { permission: RIGHTS.cgform.sync },
      schema: {
        tags,
        summary:
          'What a sync would do now: its statements for this database, rows lost (force), data losses (normal)',
        params,
      },
    },
    async (request) => {
      requireMethodRight(request);
      return ok(request, await syncPlanOf(ctx, request, request.params.code, request.params.synMethod));
    },
  );

  api.post<{ Params: SyncParams }>(
    '/online/cgform/api/doDbSynch/:code/:synMethod',
    {
      config: { permission: RIGHTS.cgform.sync },
      schema: {
        tags,
        summary:
          'Bring the table in line with the design: normal alters and keeps data (refuses what would lose it), force drops and creates',
        params,
      },
    },
    async (request) => {
      requireMethodRight(request);
      return ok(
        request,
        await runSync(ctx, request, request.params.code, request.params.synMethod),
        'cgform.synced',
      );
    },
  );
}
