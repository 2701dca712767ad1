import type { AppContext } from '../../../context';
import type { PlcLiveHub } from './plc-live-hub';

/** How often each instance looks for workstations that went silent. */
export const OFFLINE_CHECK_MS = 1000;

/**
 * Marks offline every online workstation whose last reading arrived longer ago than its offline-after
 * seconds, and tells open screens. The update is conditional on what was read, so when several instances
 * check at once (or a reading arrives meanwhile) one status change is made and pushed once.
 * @example await markSilentOffline(ctx, hub, Date.now())
 */
export async function markSilentOffline(ctx: AppContext, hub: PlcLiveHub, nowMs: number): Promise<number> {
  const online = await ctx.db
    .selectFrom('weld_plc_workstation')
    .select(['id', 'last_seen', 'last_seen_ms', 'offline_after'])
    .where('status', '=', 'online')
    .execute();
  let marked = 0;
  for (const ws of online) {
    const seen = ws.last_seen_ms === null ? null : Number(ws.last_seen_ms);
    if (seen !== null && nowMs - seen <= ws.offline_after * 1000) continue;
    const query = ctx.db
      .updateTable('weld_plc_workstation')
      .set({ status: 'offline' })
      .where('id', '=', ws.id)
      .where('status', '=', 'online');
    const result = await (
      seen === null ? query.where('last_seen_ms', 'is', null) : query.where('last_seen_ms', '=', seen)
    ).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) continue;
    marked += 1;
    await hub.publish({ type: 'status', workstationId: ws.id, status: 'offline', lastSeen: ws.last_seen });
  }
  return marked;
}
