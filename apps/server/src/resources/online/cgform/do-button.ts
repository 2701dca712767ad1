import type { FastifyRequest } from 'fastify';
import type { ButtonAssignment, CgformButton, Field, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { authOf, holdsRight } from '../../../plugins/route-config';
import { findRecord, findRow, storedRow } from '../../../kit/crud';
import { storeVersion } from '../../../kit/data-log';
import { readableFor, unwritableKeys } from '../../../kit/field-rights';
import type { ApiRecord } from '../../../kit/records';
import { scopeOf } from '../../../kit/scope';
import { kitDb, type KitTx, type Row } from '../../../kit/table';
import { checkUnique, checkValues, fieldsError } from '../../../kit/write';
import { isUniqueViolation } from '../../../db/dialect';
import { BUTTON_ACTIONS } from './button-actions';
import type { ServedForm } from './data-call';
import { loadEnhance } from './enhance.repo';
import { systemVariable } from './field-defaults';

/** The most rows one press of a toolbar button changes (the selected rows of a page). */
export const MAX_BUTTON_ROWS = 100;

/** The right of a form's custom button. */
export const buttonRight = (table: string, code: string) => `online:${table}:btn:${code}`;

/** The field key of a design column in the served definition, or null when it is not served. */
function keyOfColumn(def: ResourceDefinition, column: string): string | null {
  return Object.entries(def.fields).find(([, f]) => f.column === column)?.[0] ?? null;
}

/** The values (by field key) an update button's assignments give one stored row. */
async function assignedValues(
  ctx: AppContext,
  request: FastifyRequest,
  def: ResourceDefinition,
  assignments: readonly ButtonAssignment[],
  stored: Row,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const a of assignments) {
    const key = keyOfColumn(def, a.field);
    if (!key) throw new AppError(409, 'cgform.enhance.notServed', { name: a.field });
    if (a.source === 'constant') out[key] = a.value;
    else if (a.source === 'variable')
      out[key] = await systemVariable(ctx, request, a.value as Parameters<typeof systemVariable>[2]);
    else out[key] = stored[a.value] ?? null;
  }
  return out;
}

/**
 * The columns a button sets on one row, checked as the kit checks a write of those fields (type, length,
 * validation, dictionary: read-only form fields included, a button is how they change) and against the caller's
 * field rights; a 400 names the fields at fault.
 */
async function checkedColumns(
  ctx: AppContext,
  request: FastifyRequest,
  def: ResourceDefinition,
  values: Record<string, unknown>,
): Promise<Map<Field, unknown>> {
  const unwritable = await unwritableKeys(ctx, def, request);
  if (Object.keys(values).some((key) => unwritable.includes(key)))
    throw new AppError(403, 'errors.forbidden');
  const writable = Object.fromEntries(
    Object.entries(def.fields).map(([key, f]) => [key, { ...f, form: Object.hasOwn(values, key) }]),
  );
  const asForm: ResourceDefinition = { ...def, fields: writable };
  const checked = await checkValues(ctx, asForm, values, 'edit', request.lang);
  if (Object.keys(checked.errors).length > 0) throw fieldsError(def, checked.errors, request.lang);
  return checked.values;
}

/** One row's change inside the press's transaction: read in scope, compute, check, write, version. */
async function pressRow(
  ctx: AppContext,
  request: FastifyRequest,
  form: ServedForm,
  button: CgformButton,
  tx: KitTx,
  id: string,
  scope: Awaited<ReturnType<typeof scopeOf>>,
): Promise<void> {
  const { def, design } = form;
  const stored = await storedRow(tx, def, id, scope);
  if (!stored) throw new AppError(404, 'kit.notFound');
  const action = button.optType === 'action' ? BUTTON_ACTIONS[button.actionName ?? ''] : null;
  if (button.optType === 'action' && !action)
    throw new AppError(409, 'cgform.enhance.unknownAction', { name: button.actionName });
  const values = action
    ? await action({ ctx, request, design, def, stored })
    : await assignedValues(ctx, request, def, button.assignments ?? [], stored);
  if (Object.keys(values).length === 0) return;
  const checked = await checkedColumns(ctx, request, def, values);
  await checkUnique(tx, def, checked, id, request.lang);
  const columns = Object.fromEntries([...checked].map(([field, value]) => [field.column, value]));
  await tx
    .updateTable(def.table)
    .set({ ...columns, update_by: authOf(request).principal.username, update_time: ctx.now() })
    .where('id', '=', id)
    .execute();
  if (def.dataLog) await storeVersion(tx, def, id, stored);
  // data rules bound what a button may write too, as they bound an edit
  if (scope.filters.length > 0 && !(await findRow(tx, def, id, scope)))
    throw new AppError(403, 'sysPermission.outOfScope');
}

/**
 * `doButton`: runs a form's button on rows (`dataId`, comma-joined for a toolbar button on the selected rows) in one
 * transaction, all or none: the button's right `online:<table>:btn:<code>`, each row in the caller's scope (tenant,
 * data rules: 404 otherwise), the set fields within the caller's field rights and checked as an edit checks them.
 * Answers the changed rows as the caller may read them.
 * @example const rows = await pressButton(ctx, request, form, 'approve', ['1763…'])
 */
export async function pressButton(
  ctx: AppContext,
  request: FastifyRequest,
  form: ServedForm,
  buttonCode: string,
  ids: readonly string[],
): Promise<ApiRecord[]> {
  const { design, def } = form;
  const button = (await loadEnhance(ctx.db, design.head.id)).buttons.find((b) => b.buttonCode === buttonCode);
  if (!button) throw new AppError(404, 'cgform.enhance.buttonNotFound', { code: buttonCode });
  if (!holdsRight(request, buttonRight(design.head.tableName, button.buttonCode)))
    throw new AppError(403, 'errors.forbidden');
  request.operationNote = {
    text: {
      key: 'server.cgform.log.button',
      params: { name: button.buttonName, table: design.head.tableName, count: ids.length },
    },
    detail: ids.join(','),
  };
  const scope = await scopeOf(ctx, def, request);
  try {
    await kitDb(ctx)
      .transaction()
      .execute(async (tx) => {
        for (const id of ids) await pressRow(ctx, request, form, button, tx, id, scope);
      });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'errors.conflict');
    throw err;
  }
  const readable = await readableFor(ctx, def, request);
  return Promise.all(ids.map((id) => findRecord(ctx, readable, id, scope, request.lang)));
}
