import type { FastifyRequest } from 'fastify';
import { designProblems, translate } from '@weld/core';
import type { SyncMethod } from '@weld/core';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../../context';
import { isUniqueViolation } from '../../../db/dialect';
import type { Database } from '../../../db/schema';
import { AppError, fieldError } from '../../../lib/errors';
import { authOf } from '../../../plugins/route-config';
import { kitDb, typedTx } from '../../../kit/table';
import { syncCopies } from './copy-views';
import { designError } from './design-input';
import { designOrFail } from './design.service';
import type { StoredDesign } from './design.repo';
import { publishable, publishDesign } from './publish';
import { planSync } from './sync-plan';
import type { PlanProblem, SyncPlan } from './sync-plan';
import type { SyncDb } from './live-table';

/** A plan as the designer shows it: the statements for the configured dialect, the rows force drops, what normal refuses. */
export interface SyncPlanAnswer {
  code: string;
  tableName: string;
  method: SyncMethod;
  dialect: string;
  exists: boolean;
  statements: string[];
  rowsLost: number;
  losses: string[];
  conflicts: string[];
  /** whether this sync may run as planned */
  allowed: boolean;
}

/** What a sync did: its statements and how many of them ran (all of them on success). */
export interface SyncAnswer {
  statements: string[];
  applied: number;
  rowsLost: number;
}

/** A statement of a running sync that the database refused. */
class StatementFailed extends Error {
  constructor(
    readonly position: number,
    readonly cause: unknown,
  ) {
    super(`statement ${position} failed`);
  }
}

const texts = (lang: FastifyRequest['lang'], problems: PlanProblem[]) =>
  problems.map((p) => translate(lang, `server.${p.key}`, p.params));

/** The design to sync: an original (copies share its table), valid and publishable. */
async function syncable(ctx: AppContext, request: FastifyRequest, id: string): Promise<StoredDesign> {
  const design = await designOrFail(ctx, id);
  if (design.head.copyType === 1) throw fieldError(request.lang, 'head.tableName', 'cgform.copyFixed');
  const problems = designProblems(design);
  if (problems.length > 0) throw designError(request.lang, problems);
  await publishable(ctx, design, request.lang);
  return design;
}

function answerOf(design: StoredDesign, plan: SyncPlan, lang: FastifyRequest['lang']): SyncPlanAnswer {
  return {
    code: design.head.id,
    tableName: plan.table,
    method: plan.method,
    dialect: plan.dialect,
    exists: plan.exists,
    statements: plan.statements.map((s) => s.sql),
    rowsLost: plan.rowsLost,
    losses: texts(lang, plan.losses),
    conflicts: texts(lang, plan.conflicts),
    allowed: plan.conflicts.length === 0 && (plan.method === 'force' || plan.losses.length === 0),
  };
}

/**
 * What a sync of the design would do now, without doing it.
 * @example const plan = await syncPlanOf(ctx, request, id, 'normal')
 */
export async function syncPlanOf(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
  method: SyncMethod,
): Promise<SyncPlanAnswer> {
  const design = await syncable(ctx, request, id);
  return answerOf(design, await planSync(kitDb(ctx), ctx.dialect, design, method), request.lang);
}

/** Refuses a plan that cannot run: an index name another table holds (409), or data a normal sync would lose (400). */
function refuseIfBlocked(plan: SyncPlan, lang: FastifyRequest['lang']): void {
  if (plan.conflicts.length > 0) throw new AppError(409, plan.conflicts[0].key, plan.conflicts[0].params);
  if (plan.method === 'normal' && plan.losses.length > 0)
    throw new AppError(400, 'cgform.loss.refused', { details: texts(lang, plan.losses).join('; ') });
}

async function runStatements(db: SyncDb, plan: SyncPlan, applied: string[]): Promise<void> {
  for (const [i, statement] of plan.statements.entries()) {
    try {
      await db.executeQuery(statement.query);
    } catch (err) {
      throw new StatementFailed(i + 1, err);
    }
    applied.push(statement.sql);
  }
}

/** The design is in sync: its renamed fields' old names are spent. Nothing changes if it was saved meanwhile. */
async function markSynced(db: Kysely<Database> | Transaction<Database>, design: StoredDesign): Promise<void> {
  const result = await db
    .updateTable('onl_cgform_head')
    .set({ is_db_synch: 'Y' })
    .where('id', '=', design.head.id)
    .where('table_version', '=', design.head.tableVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0)
    await db
      .updateTable('onl_cgform_field')
      .set({ db_field_name_old: null })
      .where('cgform_head_id', '=', design.head.id)
      .execute();
}

/**
 * Brings the table in line with the design and publishes it. SQLite and PostgreSQL plan and apply inside one
 * transaction with the design's new state, so a failure leaves table and design as they were; MySQL commits
 * each DDL statement itself, so there the statements run one by one and a failure says how many applied (the
 * design stays not in sync). The operation log gets the DDL.
 * @example const done = await runSync(ctx, request, id, 'normal')
 */
export async function runSync(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
  method: SyncMethod,
): Promise<SyncAnswer> {
  const design = await syncable(ctx, request, id);
  const table = design.head.tableName;
  const applied: string[] = [];
  let plan: SyncPlan | null = null;
  const note = (key: string, params: Record<string, unknown>) => {
    request.operationNote = {
      text: { key, params },
      detail: plan?.statements.map((s) => `${s.sql};`).join('\n'),
    };
  };
  try {
    if (ctx.dialect === 'mysql') {
      plan = await planSync(kitDb(ctx), ctx.dialect, design, method);
      refuseIfBlocked(plan, request.lang);
      await runStatements(kitDb(ctx), plan, applied);
      await markSynced(ctx.db, design);
    } else
      await kitDb(ctx)
        .transaction()
        .execute(async (tx) => {
          plan = await planSync(tx, ctx.dialect, design, method);
          refuseIfBlocked(plan, request.lang);
          await runStatements(tx, plan, applied);
          await markSynced(typedTx(tx), design);
        });
  } catch (err) {
    if (!(err instanceof StatementFailed)) throw err;
    note('server.cgform.log.syncFailed', { table, method, position: err.position });
    request.log.error({ err: err.cause, table, position: err.position }, 'online form sync failed');
    const reason = translate(
      request.lang,
      `server.cgform.failure.${isUniqueViolation(err.cause) ? 'unique' : 'other'}`,
    );
    const partly = ctx.dialect === 'mysql';
    throw new AppError(
      isUniqueViolation(err.cause) ? 409 : 500,
      partly ? 'cgform.failure.partlyApplied' : 'cgform.failure.rolledBack',
      { position: err.position, reason, applied: applied.length },
      {
        statements: (plan as SyncPlan | null)?.statements.map((s) => s.sql) ?? [],
        applied: partly ? applied.length : 0,
      },
    );
  }
  const done = plan as unknown as SyncPlan;
  note('server.cgform.log.synced', { table, method, count: done.statements.length });
  const synced = { ...design, fields: design.fields.map((f) => ({ ...f, dbFieldNameOld: null })) };
  await publishDesign(ctx, synced, authOf(request).principal.username, request.lang);
  await syncCopies(ctx, design, authOf(request).principal.username, request.lang);
  return { statements: done.statements.map((s) => s.sql), applied: applied.length, rowsLost: done.rowsLost };
}
