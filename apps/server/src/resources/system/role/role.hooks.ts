import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { ADMIN_ROLE_CODE, ADMIN_ROLE_ID } from '../../../db/seed-ids';
import { AppError } from '../../../lib/errors';
import type { ResourceHooks } from '../../../kit/save';

/** Requests that changed or deleted roles; role.routes.ts drops every principal again once they are answered (committed). */
export const rolesChanged = new WeakSet<FastifyRequest>();

/**
 * What roles add to the kit: the admin role keeps its code and cannot be deleted (it is how the server
 * recognises administrators); a changed or deleted role changes its users' rights at once. Links to
 * users and menus go with a deleted role through the foreign keys' cascade.
 */
export function roleHooks(ctx: AppContext): ResourceHooks {
  // principals drop now for this instance's readers, and again after the commit (onResponse), so no
  // reader in between keeps the old role
  const changed = async (request: FastifyRequest) => {
    await ctx.principals.invalidate();
    rolesChanged.add(request);
  };
  return {
    beforeWrite: (columns, { mode, id }) => {
      if (
        mode === 'edit' &&
        id === ADMIN_ROLE_ID &&
        columns.role_code !== undefined &&
        columns.role_code !== ADMIN_ROLE_CODE
      ) {
        throw new AppError(400, 'sysRole.adminCode');
      }
      if (columns.role_code === ADMIN_ROLE_CODE && id !== ADMIN_ROLE_ID)
        throw new AppError(409, 'sysRole.adminCodeTaken');
    },
    afterWrite: async (_tx, { mode, request }) => {
      // a code decides admin rights
      if (mode === 'edit') await changed(request);
    },
    beforeDelete: async (_tx, ids, request) => {
      if (ids.includes(ADMIN_ROLE_ID)) throw new AppError(400, 'sysRole.adminDelete');
      await changed(request);
    },
  };
}
