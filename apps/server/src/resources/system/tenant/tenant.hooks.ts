import { sql } from 'kysely';
import { tenant, translate } from '@weld/core';
import { AppError } from '../../../lib/errors';
import { fieldsError } from '../../../kit/write';
import type { ResourceHooks } from '../../../kit/save';
import type { KitTx } from '../../../kit/table';

/** Tenant ids are positive integers (the `tenant-id` header carries them), at most 9 digits. */
const TENANT_ID = /^[1-9]\d{0,8}$/;

/**
 * Tenants through the kit: integer keys handed out as max + 1 inside the add transaction (the unique
 * primary key turns a race into the kit's 409), an end no earlier than the beginning, and no delete
 * while users belong to the tenant.
 * @example hooks: { tenant: (ctx) => tenantHooks() } in the folder's module.ts
 */
export function tenantHooks(): ResourceHooks {
  return {
    beforeWrite: (columns, { request, merged }) => {
      if (columns.begin_date === undefined && columns.end_date === undefined) return;
      const { begin_date: begin, end_date: end } = merged;
      // both are `YYYY-MM-DD HH:mm:ss`, so text order is time order
      if (typeof begin !== 'string' || typeof end !== 'string' || end >= begin) return;
      throw fieldsError(
        tenant,
        { endDate: translate(request.lang, 'server.sysTenant.endBeforeBegin') },
        request.lang,
      );
    },
    keys: {
      valid: (id) => TENANT_ID.test(id),
      allocate: async (tx: KitTx, count: number) => {
        const row = await tx
          .selectFrom('sys_tenant')
          .select(sql<number | string | null>`max(id)`.as('top'))
          .executeTakeFirst();
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
      if (members.length > 0)
        throw new AppError(409, 'sysTenant.hasUsers', {
          ids: members.map((m) => String(m.tenant_id)).join(', '),
        });
    },
  };
}
