import { sql } from 'kysely';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import type { ResourceHooks } from '../../../kit/save';
import type { KitTx } from '../../../kit/table';

/** Tenant ids are positive integers (the `tenant-id` header carries them), at most 9 digits. */
const TENANT_ID = /^[1-9]\d{0,8}$/;

/**
 * Tenants through the kit: integer keys handed out as max + 1 inside the add transaction (the unique
 * primary key turns a race into the kit's 409), and no delete while users belong to the tenant.
 * @example resourceHooks.tenant = (ctx) => tenantHooks(ctx)
 */
export function tenantHooks(_ctx: AppContext): ResourceHooks {
  return {
    keys: {
      valid: (id) => TENANT_ID.test(id),
      allocate: async (tx: KitTx, count: number) => {
        const row = await tx.selectFrom('sys_tenant').select(sql<number | string | null>`max(id)`.as('top')).executeTakeFirst();
        const top = Number(row?.top ?? 0);
        return Array.from({ length: count }, (_, i) => String(top + i + 1));
      },
    },
    beforeDelete: async (tx, ids) => {
      const members = await tx
        .selectFrom('sys_user_tenant')
        .select('tenant_id')
        .where('tenant_id', 'in', ids.map(Number))
        .groupBy('tenant_id')
        .execute();
      if (members.length > 0) throw new AppError(409, 'sysTenant.hasUsers', { ids: members.map((m) => String(m.tenant_id)).join(', ') });
    },
  };
}
