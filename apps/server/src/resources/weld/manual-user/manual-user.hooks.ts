import type { AppContext } from '../../../context';
import type { ResourceHooks } from '../../../kit/save';
import { orgScopeFilters } from '../org-scope';
import { parseMachines, saveMachines } from './machines';
import type { MachineInput } from './machines';

/**
 * Manual users: their bound machines (`machines` in the body and in answers) are checked before the write
 * and replaced inside its transaction, so the user and the machines are saved together or not at all.
 * Callers see the manual users of their organisations.
 */
export function weldManualUserHooks(ctx: AppContext): ResourceHooks {
  const pending = new Map<string, MachineInput[]>();
  return {
    scope: (c, _def, request) => orgScopeFilters(c, request, { org: 'org_code' }),
    beforeWrite: (_columns, { id, request }) => {
      const machines = parseMachines(
        (request.body as Record<string, unknown> | null)?.machines,
        request.lang,
      );
      if (machines) pending.set(id, machines);
    },
    afterWrite: async (tx, { id, request }) => {
      const machines = pending.get(id);
      pending.delete(id);
      if (machines) await saveMachines(tx as never, id, machines, request.lang);
    },
    beforeDelete: async (tx, ids) => {
      await tx.deleteFrom('weld_manual_user_machine').where('user_id', 'in', ids).execute();
    },
    decorate: async (records) => {
      const ids = records.map((r) => r.id);
      if (ids.length === 0) return;
      const rows = await ctx.db
        .selectFrom('weld_manual_user_machine as m')
        .leftJoin('weld_model as w', 'w.id', 'm.model_id')
        .select(['m.id', 'm.user_id', 'm.model_id', 'm.serial_no', 'm.bound_date', 'w.name as model_name'])
        .where('m.user_id', 'in', ids)
        .orderBy('m.id')
        .execute();
      for (const record of records) {
        const own = rows.filter((r) => r.user_id === record.id);
        record.machines = own.map((r) => ({
          id: r.id,
          modelId: r.model_id,
          modelId_dictText: r.model_name,
          serialNo: r.serial_no,
          boundDate: r.bound_date,
        }));
        record.machineCount = own.length;
      }
    },
  };
}
