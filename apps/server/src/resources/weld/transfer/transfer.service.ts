import type { TransferPlan, TransferRequest } from '@weld/core';
import { newId } from '../../../db/ids';
import { AppError } from '../../../lib/errors';
import type { KitDb, KitTx } from '../../../kit/table';
import type { Transferable } from './transferables';

const MAX_IDS = 1000;
const CHUNK = 500;

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** A body's transfer request, or a 400 naming what is wrong. */
export function readRequest(body: unknown): TransferRequest {
  const b = (body ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const ids = Array.isArray(b.ids)
    ? [
        ...new Set(
          b.ids.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim()),
        ),
      ]
    : [];
  if (ids.length > MAX_IDS) throw new AppError(400, 'kit.badIds', { max: MAX_IDS });
  return { kind: text(b.kind), fromOrg: text(b.fromOrg), toOrg: text(b.toOrg), all: b.all === true, ids };
}

/**
 * Works out exactly which rows a transfer moves, refusing (400, nothing written) an unknown kind, a missing,
 * unknown or identical organisation, an empty choice and chosen rows that are not in from-org. The preview
 * answers this plan; execute moves this plan inside its own transaction.
 * @example const plan = await planTransfer(tx, transferables, request)
 */
export async function planTransfer(
  db: KitDb | KitTx,
  kinds: Record<string, Transferable>,
  req: TransferRequest,
): Promise<TransferPlan> {
  const kind = Object.hasOwn(kinds, req.kind) ? kinds[req.kind] : undefined;
  if (!kind) throw new AppError(400, 'weldTransfer.unknownKind', { kind: req.kind });
  if (!req.fromOrg || !req.toOrg) throw new AppError(400, 'weldTransfer.orgRequired');
  if (req.fromOrg === req.toOrg) throw new AppError(400, 'weldTransfer.sameOrg');
  const names: string[] = [];
  for (const org of [req.fromOrg, req.toOrg]) {
    const known = await db
      .selectFrom('sys_depart')
      .select('depart_name')
      .where('org_code', '=', org)
      .where('del_flag', '=', 0)
      .executeTakeFirst();
    if (!known) throw new AppError(400, 'weldTransfer.unknownOrg', { org });
    names.push(String(known.depart_name));
  }
  let ids: string[];
  if (req.all) {
    ids = (
      await db.selectFrom(kind.table).select('id').where(kind.orgColumn, '=', req.fromOrg).execute()
    ).map((r) => String(r.id));
  } else {
    if (req.ids.length === 0) throw new AppError(400, 'weldTransfer.nothingChosen');
    const found = new Map<string, string | null>();
    for (const part of chunks(req.ids)) {
      const rows = await db
        .selectFrom(kind.table)
        .select(['id', kind.orgColumn, kind.codeColumn])
        .where('id', 'in', part)
        .execute();
      for (const row of rows)
        found.set(String(row.id), row[kind.orgColumn] === null ? null : String(row[kind.orgColumn]));
    }
    const missing = req.ids.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw new AppError(400, 'weldTransfer.notFound', { ids: missing.slice(0, 5).join(', ') });
    const outside = req.ids.filter((id) => found.get(id) !== req.fromOrg);
    if (outside.length > 0) {
      const rows = await db
        .selectFrom(kind.table)
        .select(kind.codeColumn)
        .where('id', 'in', outside.slice(0, 5))
        .execute();
      throw new AppError(400, 'weldTransfer.notInFrom', {
        records: rows.map((r) => String(r[kind.codeColumn] ?? '')).join(', '),
        org: req.fromOrg,
      });
    }
    ids = kind.expand ? await kind.expand(db as KitTx, req.ids, req.fromOrg) : req.ids;
  }
  if (ids.length === 0) throw new AppError(400, 'weldTransfer.nothingToMove', { org: req.fromOrg });
  const rows: TransferPlan['rows'] = [];
  for (const part of chunks(ids)) {
    const found = await db
      .selectFrom(kind.table)
      .select(['id', kind.codeColumn, kind.nameColumn])
      .where('id', 'in', part)
      .execute();
    for (const r of found)
      rows.push({
        id: String(r.id),
        code: r[kind.codeColumn] == null ? null : String(r[kind.codeColumn]),
        name: r[kind.nameColumn] == null ? null : String(r[kind.nameColumn]),
      });
  }
  rows.sort((a, b) => String(a.code ?? a.id).localeCompare(String(b.code ?? b.id)));
  return {
    kind: req.kind,
    fromOrg: req.fromOrg,
    toOrg: req.toOrg,
    fromName: names[0],
    toName: names[1],
    count: rows.length,
    rows,
  };
}

/**
 * Moves a plan's rows in one transaction: the rows (still in from-org, or 409 and nothing moves), the kind's
 * follow-up (project logs) and the audit row in weld_transfer_log. Answers the plan and the audit row's id.
 * @example const done = await executeTransfer(kitDb(ctx), transferables, request, { operator: 'admin', now })
 */
export async function executeTransfer(
  db: KitDb,
  kinds: Record<string, Transferable>,
  req: TransferRequest,
  who: { operator: string; now: string },
): Promise<TransferPlan & { logId: string }> {
  return db.transaction().execute(async (tx) => {
    const plan = await planTransfer(tx, kinds, req);
    const kind = kinds[req.kind];
    const ids = plan.rows.map((r) => r.id);
    let moved = 0;
    for (const part of chunks(ids)) {
      const result = await tx
        .updateTable(kind.table)
        .set({ [kind.orgColumn]: req.toOrg })
        .where('id', 'in', part)
        .where(kind.orgColumn, '=', req.fromOrg)
        .executeTakeFirst();
      moved += Number(result.numUpdatedRows);
    }
    // another writer moved or removed a planned row meanwhile: the plan no longer holds, so nothing moves
    if (moved !== ids.length) throw new AppError(409, 'weldTransfer.changed');
    await kind.afterMove?.(tx, {
      ids,
      fromOrg: req.fromOrg,
      toOrg: req.toOrg,
      operator: who.operator,
      now: who.now,
    });
    const logId = newId();
    await tx
      .insertInto('weld_transfer_log')
      .values({
        id: logId,
        kind: req.kind,
        from_org: req.fromOrg,
        to_org: req.toOrg,
        moved: ids.length,
        ids: ids.join(','),
        operator: who.operator,
        create_time: who.now,
      })
      .execute();
    return { ...plan, logId };
  });
}
