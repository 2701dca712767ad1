import type { FastifyRequest } from 'fastify';
import type { ResourceHooks } from '../../../kit/save';
import { typedTx } from '../../../kit/table';
import { checkIsModel, checkOrgs } from '../firmware';
import { modelScopeFilters } from '../weld-scope';
import { newDeviceKey } from './device-key';

/**
 * Devices: within the organisation set; a device hangs on a model and an existing organisation; each
 * added device gets a key from the server whose hash alone is stored; the clear key rides once on the
 * add answer as `deviceKey` (the add's own request carries it from the write to the answer).
 */
export function weldDeviceHooks(): ResourceHooks {
  const issued = new WeakMap<FastifyRequest, string>();
  return {
    scope: (c, _def, request) => modelScopeFilters(c, request, 'model_id'),
    beforeWrite: async (columns, { mode, request, tx }) => {
      const lang = request.lang;
      if (columns.model_id !== undefined)
        await checkIsModel(typedTx(tx), columns.model_id, 'modelId', 'weldDevice.notAModel', lang);
      // one organisation owns a device: a comma-joined list is not an org code
      if (columns.org_code !== undefined)
        columns.org_code = await checkOrgs(
          typedTx(tx),
          String(columns.org_code ?? '').includes(',') ? '?' : columns.org_code,
          'orgCode',
          'weldDevice.orgUnknown',
          lang,
        );
      if (mode !== 'add') return;
      const { key, hash } = newDeviceKey();
      columns.key_hash = hash;
      // an import adds many rows on one request: none of their keys is shown, each is reset when needed
      if (request.routeOptions.url?.endsWith('/add')) issued.set(request, key);
    },
    decorate: async (records, { request }) => {
      const key = issued.get(request);
      if (!key || records.length !== 1) return;
      issued.delete(request);
      records[0].deviceKey = key;
    },
  };
}
