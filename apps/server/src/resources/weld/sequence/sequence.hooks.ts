import type { FastifyRequest } from 'fastify';
import { SEQUENCE_ACTIONS, weldSequence } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { findRow } from '../../../kit/crud';
import type { ResourceHooks } from '../../../kit/save';
import { scopeOf } from '../../../kit/scope';
import type { ScopeSource } from '../../../kit/scope';
import { inTransaction, kitDb } from '../../../kit/table';
import { modelScopeFilters } from '../weld-scope';
import { checkParameters, checkProgramFile } from './sequence-checks';
import { modelAllowed, powerFilters, sequencesAllowed } from './sequence-power';

/** What a caller reaches of weld_sequence: their organisations' models, and only sequences they hold `view` on. */
export const sequenceScope: ScopeSource = async (ctx, _def, request) => [
  ...(await modelScopeFilters(ctx, request, 'model_id')),
  ...(await powerFilters(ctx, request, 'view')),
];

/** The sequence as the caller may see it, or null (absent, out of reach, or no `view` grant: all answered 404). */
export async function visibleSequence(ctx: AppContext, request: FastifyRequest, id: string) {
  return findRow(kitDb(ctx), weldSequence, id, await scopeOf(ctx, weldSequence, request, sequenceScope));
}

/**
 * Sequences: parameters checked against their process; reads bound by the organisation set and the
 * caller's `view` grants (a sequence without one is absent, 404); edits and deletes need `edit` on the
 * sequence (403 when it is visible), and adding one needs `edit` on its model node or a node above it.
 * Records carry `powers`, the actions the caller holds on each, so the screen offers only what works.
 */
export function weldSequenceHooks(ctx: AppContext): ResourceHooks {
  const refuse = () => new AppError(403, 'weldSequence.noPower', {});
  return {
    scope: sequenceScope,
    // the kit reads the stored row within the scope above: an edit reaches here only for a visible sequence
    beforeWrite: async (columns, { mode, id, request, tx, stored }) => {
      const inTx = inTransaction(ctx, tx);
      checkParameters(columns, stored ?? undefined, request.lang);
      checkProgramFile(columns, request.lang);
      if (mode === 'edit' && !(await sequencesAllowed(inTx, request, 'edit', [id])).has(id)) throw refuse();
      const modelId = columns.model_id as string | undefined;
      if (modelId && modelId !== stored?.model_id && !(await modelAllowed(inTx, request, 'edit', modelId)))
        throw refuse();
    },
    beforeDelete: async (tx, ids, request) => {
      // inside the delete's transaction every read goes through it (SQLite has one connection)
      const inTx = inTransaction(ctx, tx);
      for (const id of ids)
        if (!(await visibleSequence(inTx, request, id))) throw new AppError(404, 'kit.notFound');
      const editable = await sequencesAllowed(inTx, request, 'edit', ids);
      if (ids.some((id) => !editable.has(id))) throw refuse();
      // grants naming a deleted sequence would name nothing (its send history stays: a record of what went out)
      await tx
        .deleteFrom('weld_sequence_power')
        .where('target_type', '=', 'sequence')
        .where('target_id', 'in', ids)
        .execute();
    },
    decorate: async (records, { request }) => {
      const ids = records.map((r) => String(r.id));
      const held = await Promise.all(
        SEQUENCE_ACTIONS.map(
          async (action) => [action, await sequencesAllowed(ctx, request, action, ids)] as const,
        ),
      );
      for (const record of records)
        record.powers = held
          .filter(([, allowed]) => allowed.has(String(record.id)))
          .map(([action]) => action);
    },
  };
}
