import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate, weldTransferLog, RIGHTS } from '@weld/core';
import type { AppContext } from '../../../context';
import { listRecords } from '../../../kit/crud';
import { scopeOf } from '../../../kit/scope';
import { kitDb } from '../../../kit/table';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { modelReach } from '../weld-scope';
import { executeTransfer, planTransfer, readRequest } from './transfer.service';
import { transferables } from './transferables';
import type { Transferable } from './transferables';
import { readableFor } from '../../../kit/field-rights';

const tags = ['weldTransfer'];
const LIST = 'weld:transfer:list';
const EXECUTE = RIGHTS.transfer.execute;
const CANDIDATE_LIMIT = 500;

const requestBody = {
  type: 'object',
  properties: {
    kind: { type: 'string' },
    fromOrg: { type: 'string' },
    toOrg: { type: 'string' },
    all: { type: 'boolean' },
    ids: { type: 'array', items: { type: 'string' } },
  },
} as const;

/**
 * 转移: the kinds that can move, the candidate rows of an organisation, 预览 (exactly what 执行 would move),
 * 执行 (one audited transaction, all or nothing) and the history of transfers.
 * @example registerTransferRoutes(app, ctx)
 */
export function registerTransferRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  kinds: Record<string, Transferable> = transferables,
): void {
  // a caller moves only what their organisations own (admins and weld:scope:all holders: anything)
  const fromReach = async (request: FastifyRequest, fromOrg: string) => {
    const reach = await modelReach(ctx, request);
    if (reach !== 'all' && !reach.orgCodes.some((code) => fromOrg.startsWith(code)))
      throw new AppError(403, 'weldTransfer.fromOutOfReach', { org: fromOrg });
  };
  const checked = async (request: FastifyRequest) => {
    const input = readRequest(request.body);
    await fromReach(request, input.fromOrg);
    return input;
  };

  const kindOf = (name: string) => {
    if (!Object.hasOwn(kinds, name)) throw new AppError(400, 'weldTransfer.unknownKind', { kind: name });
    return kinds[name];
  };

  app.get(
    '/weld/transfer/kinds',
    {
      config: { permission: LIST },
      schema: { tags, summary: 'The kinds of record a transfer can move, with their names' },
    },
    async (request) =>
      ok(
        request,
        Object.entries(kinds).map(([kind, k]) => ({ kind, label: translate(request.lang, k.label) })),
      ),
  );

  app.get<{ Querystring: { kind: string; fromOrg: string } }>(
    '/weld/transfer/candidates',
    {
      config: { permission: LIST },
      schema: {
        tags,
        summary: `Rows of a kind owned by from-org (at most ${CANDIDATE_LIMIT}), to choose from`,
        querystring: {
          type: 'object',
          required: ['kind', 'fromOrg'],
          properties: { kind: { type: 'string', maxLength: 32 }, fromOrg: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const kind = kindOf(request.query.kind);
      await fromReach(request, request.query.fromOrg);
      const rows = await kitDb(ctx)
        .selectFrom(kind.table)
        .select(['id', `${kind.codeColumn} as code`, `${kind.nameColumn} as name`])
        .where(kind.orgColumn, '=', request.query.fromOrg)
        .orderBy(kind.codeColumn)
        .limit(CANDIDATE_LIMIT)
        .execute();
      return ok(
        request,
        rows.map((r) => ({
          id: String(r.id),
          code: r.code == null ? null : String(r.code),
          name: r.name == null ? null : String(r.name),
        })),
      );
    },
  );

  app.post(
    '/weld/transfer/preview',
    {
      config: { permission: LIST },
      schema: {
        tags,
        summary: '预览: what 执行 would move (counts and rows); changes nothing',
        body: requestBody,
      },
    },
    async (request) => ok(request, await planTransfer(kitDb(ctx), kinds, await checked(request))),
  );

  app.post(
    '/weld/transfer/execute',
    {
      config: { permission: EXECUTE },
      schema: {
        tags,
        summary: "执行: moves the preview's rows in one audited transaction, all or nothing",
        body: requestBody,
      },
    },
    async (request) => {
      const done = await executeTransfer(kitDb(ctx), kinds, await checked(request), {
        operator: authOf(request).principal.username,
        now: ctx.now(),
      });
      return ok(request, done, 'weldTransfer.done');
    },
  );

  app.get(
    '/weld/transfer/list',
    {
      config: { permission: LIST },
      schema: { tags, summary: 'Page of past transfers (list conventions of DESIGN.md §4)' },
    },
    async (request) => {
      const page = await listRecords(
        ctx,
        await readableFor(ctx, weldTransferLog, request),
        request.query as Record<string, unknown>,
        await scopeOf(ctx, weldTransferLog, request),
        request.lang,
      );
      for (const record of page.records) {
        const kind = Object.hasOwn(kinds, String(record.kind)) ? kinds[String(record.kind)] : undefined;
        record.kind_dictText = kind ? translate(request.lang, kind.label) : record.kind;
      }
      return ok(request, page);
    },
  );
}
