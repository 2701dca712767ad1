import { sql } from 'kysely';
import { plcAddressValid } from '@weld/core';
import type { ResourceHooks } from '../../../kit/save';
import { typedTx } from '../../../kit/table';
import { AppError } from '../../../lib/errors';
import { fieldError } from '../../../lib/errors';

const present = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * Data points: the workstation must exist, the address must fit its protocol and be new on it, the scale
 * may not be zero, the low limit may not exceed the high one (checked on the point as it will be, since an
 * edit may send one limit only). Deleting a point takes its readings with it. The screen lists the points
 * of one workstation through the list parameter `workstation` (its id).
 */
export function weldPlcPointHooks(): ResourceHooks {
  return {
    listParams: { workstation: (value) => (eb) => eb(sql.ref('workstation_id'), '=', value) },
    beforeWrite: async (columns, { mode, id, request, tx, merged: next }) => {
      const lang = request.lang;
      const workstation = await typedTx(tx)
        .selectFrom('weld_plc_workstation')
        .select(['protocol'])
        .where('id', '=', String(next.workstation_id ?? ''))
        .executeTakeFirst();
      if (!workstation) throw fieldError(lang, 'workstationId', 'weldPlc.workstationMissing');
      const address = String(next.address ?? '').trim();
      if (columns.address !== undefined) columns.address = address;
      if (!plcAddressValid(workstation.protocol, address))
        throw fieldError(lang, 'address', `weldPlc.address.${workstation.protocol}`);
      const clash = await typedTx(tx)
        .selectFrom('weld_plc_point')
        .select('id')
        .where('workstation_id', '=', String(next.workstation_id))
        .where('address', '=', address)
        .where('id', '!=', id)
        .executeTakeFirst();
      if (clash) throw new AppError(409, 'weldPlc.addressTaken', { address });
      if (mode === 'add' && !present(columns.scale)) columns.scale = 1;
      if (present(next.scale) && Number(next.scale) === 0)
        throw fieldError(lang, 'scale', 'weldPlc.scaleZero');
      if (
        present(next.low_limit) &&
        present(next.high_limit) &&
        Number(next.low_limit) > Number(next.high_limit)
      )
        throw fieldError(lang, 'lowLimit', 'weldPlc.limitsOrder');
    },
    beforeDelete: async (tx, ids) => {
      await tx.deleteFrom('weld_plc_reading').where('point_id', 'in', ids).execute();
    },
  };
}
