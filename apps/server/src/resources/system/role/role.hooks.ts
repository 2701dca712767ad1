import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { ADMIN_ROLE_CODE, ADMIN_ROLE_ID } from '../../../db/migrations/seed-base';
import { AppError } from '../../../lib/errors';
import type { ResourceHooks } from '../../../kit/save';

/**
 * What roles add to the kit: the admin role keeps its code and cannot be deleted (it is how the server
 * recognises administrators); a changed or deleted role changes its users' rights at once. Links to
 * users and menus go with a deleted role through the foreign keys' cascade.
 */
export function roleHooks(ctx: AppContext): ResourceHooks {
  const edited = new WeakSet<FastifyRequest>();
  return {
    beforeWrite: (columns, { mode, id }) => {
      if (mode === 'edit' && id === ADMIN_ROLE_ID && columns.role_code !== undefined && columns.role_code !== ADMIN_ROLE_CODE) {
        throw new AppError(400, 'sysRole.adminCode');
      }
      if (columns.role_code === ADMIN_ROLE_CODE && id !== ADMIN_ROLE_ID) throw new AppError(409, 'sysRole.adminCodeTaken');
    },
    afterWrite: async (_tx, { mode, request }) => {
      // a code decides admin rights: drop principals now, and again once the edit is committed (decorate
      // runs on the answer), so no reader caches the old code in between
      if (mode !== 'edit') return;
      await ctx.principals.invalidate();
      edited.add(request);
    },
    decorate: async (_records, { request }) => {
      if (edited.delete(request)) await ctx.principals.invalidate();
    },
    beforeDelete: async (_tx, ids) => {
      if (ids.includes(ADMIN_ROLE_ID)) throw new AppError(400, 'sysRole.adminDelete');
      await ctx.principals.invalidate();
    },
  };
}
