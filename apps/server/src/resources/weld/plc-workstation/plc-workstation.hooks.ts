import type { FastifyRequest } from 'fastify';
import { plcAddressValid } from '@weld/core';
import type { ResourceHooks } from '../../../kit/save';
import { typedTx } from '../../../kit/table';
import { fieldError } from '../../../lib/errors';
import { hashGatewayKey, newGatewayKey } from './gateway-key';

/**
 * PLC workstations: a new one starts offline with a gateway key generated here, answered once with the
 * add (`gatewayKey`) and stored only as its hash; a protocol change that would make its points' addresses
 * invalid is refused; deleting a workstation takes its points and readings with it.
 */
export function weldPlcWorkstationHooks(): ResourceHooks {
  // the clear key of an add, until the answer is decorated; keyed by request so nothing outlives it
  const issued = new WeakMap<FastifyRequest, string>();
  return {
    beforeWrite: async (columns, { mode, id, request, tx }) => {
      if (mode === 'add') {
        const key = newGatewayKey();
        issued.set(request, key);
        columns.key_hash = hashGatewayKey(key);
        columns.status = 'offline';
        if (columns.offline_after === null || columns.offline_after === undefined) columns.offline_after = 30;
        return;
      }
      if (columns.offline_after === null) columns.offline_after = 30;
      if (typeof columns.protocol !== 'string') return;
      const points = await typedTx(tx)
        .selectFrom('weld_plc_point')
        .select('address')
        .where('workstation_id', '=', id)
        .orderBy('address')
        .execute();
      const misfit = points.find((p) => !plcAddressValid(String(columns.protocol), p.address));
      if (misfit)
        throw fieldError(request.lang, 'protocol', 'weldPlc.protocolMisfit', { address: misfit.address });
    },
    decorate: async (records, { request }) => {
      const key = issued.get(request);
      if (!key || records.length !== 1) return;
      issued.delete(request);
      records[0].gatewayKey = key;
    },
    beforeDelete: async (tx, ids) => {
      const points = tx.selectFrom('weld_plc_point').select('id').where('workstation_id', 'in', ids);
      await tx.deleteFrom('weld_plc_reading').where('point_id', 'in', points).execute();
      await tx.deleteFrom('weld_plc_point').where('workstation_id', 'in', ids).execute();
    },
  };
}
