import type { Locale } from '@weld/core';
import { newId } from '../../../db/ids';
import type { AppError } from '../../../lib/errors';
import { fieldError } from '../../../lib/errors';
import type { KitTx } from '../../../kit/table';

/** A bound machine as the form sends it. */
export interface MachineInput {
  modelId: string;
  serialNo: string;
  boundDate: string | null;
}

const SERIAL = /^[A-Za-z0-9][A-Za-z0-9_/-]{0,63}$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A refusal of the machines sub-table, shaped like the kit's field errors so the form marks it. */
function machineError(
  lang: Locale,
  key: string,
  params: Record<string, unknown>,
  status: 400 | 409 = 400,
): AppError {
  return fieldError(lang, 'machines', `weldManualUser.${key}`, params, status);
}

/**
 * The machines of a request body, checked row by row (row numbers from 1 in messages); undefined when the
 * body leaves them out (an edit that keeps them).
 * @example const machines = parseMachines(body.machines, 'zh_CN')
 */
export function parseMachines(raw: unknown, lang: Locale): MachineInput[] | undefined {
  if (raw === undefined) return undefined;
  if (raw === null) return [];
  if (!Array.isArray(raw)) throw machineError(lang, 'machinesInvalid', {});
  const seen = new Map<string, number>();
  return raw.map((item: unknown, i) => {
    const row = i + 1;
    const m = (item ?? {}) as Record<string, unknown>;
    const modelId = typeof m.modelId === 'string' ? m.modelId.trim() : '';
    const serialNo = typeof m.serialNo === 'string' ? m.serialNo.trim() : '';
    const boundDate =
      typeof m.boundDate === 'string' && m.boundDate.trim() !== '' ? m.boundDate.trim().slice(0, 10) : null;
    if (!modelId) throw machineError(lang, 'machineModelRequired', { row });
    if (!SERIAL.test(serialNo)) throw machineError(lang, 'serialInvalid', { row });
    if (boundDate !== null && !DATE.test(boundDate)) throw machineError(lang, 'boundDateInvalid', { row });
    const key = `${modelId}\u0000${serialNo.toUpperCase()}`;
    const first = seen.get(key);
    if (first !== undefined) throw machineError(lang, 'serialRepeated', { row, first, serial: serialNo });
    seen.set(key, row);
    return { modelId, serialNo, boundDate };
  });
}

/**
 * Replaces a manual user's machines inside the user's write transaction: each model must be a model node
 * and no other user may hold the same serial number on that model (409); any refusal undoes the whole save.
 * @example await saveMachines(tx, userId, machines, 'zh_CN')
 */
export async function saveMachines(
  tx: KitTx,
  userId: string,
  machines: MachineInput[],
  lang: Locale,
): Promise<void> {
  for (const [i, machine] of machines.entries()) {
    const model = await tx
      .selectFrom('weld_model')
      .select(['name', 'node_type'])
      .where('id', '=', machine.modelId)
      .executeTakeFirst();
    if (!model || model.node_type !== 'model')
      throw machineError(lang, 'machineModelInvalid', { row: i + 1 });
    const taken = await tx
      .selectFrom('weld_manual_user_machine as m')
      .innerJoin('weld_manual_user as u', 'u.id', 'm.user_id')
      .select('u.name')
      .where('m.model_id', '=', machine.modelId)
      .where('m.serial_no', '=', machine.serialNo)
      .where('m.user_id', '!=', userId)
      .executeTakeFirst();
    if (taken)
      throw machineError(
        lang,
        'serialTaken',
        { serial: machine.serialNo, model: String(model.name), user: String(taken.name) },
        409,
      );
  }
  await tx.deleteFrom('weld_manual_user_machine').where('user_id', '=', userId).execute();
  for (const machine of machines) {
    await tx
      .insertInto('weld_manual_user_machine')
      .values({
        id: newId(),
        user_id: userId,
        model_id: machine.modelId,
        serial_no: machine.serialNo,
        bound_date: machine.boundDate,
      })
      .execute();
  }
}
