import type { FastifyRequest } from 'fastify';
import { fieldLabelKey, isStrongPassword, translate, user, RIGHTS } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { fieldsError } from '../../../kit/write';
import { generatePassword, hashPassword } from '../../../lib/password';
import { endUserSessions } from '../../../lib/session-events';
import type { ResourceHooks } from '../../../kit/save';
import type { Row } from '../../../kit/table';
import { authOf, holdsRight } from '../../../plugins/route-config';
import { decorateUsers } from './user-decorate';
import { inDepart } from './user-query';
import { adminsAmong, linkIds, otherAdmins, replaceDeparts, replaceRoles } from './user-links';

/** The hash and salt travel as one secret value from storeSecret to beforeWrite, which splits them into their columns. */
const SEPARATOR = '\n';

/** The right of 重置密码; a password set through edit needs it too. */
const RESET_RIGHT = RIGHTS.user.resetPassword;

/**
 * A new user without a password: the add form must give one (a 400 at the field, as the kit words it);
 * an Excel import cannot carry one (secrets are never in sheets), so an imported user gets a random one
 * nobody knows and must be given one through 重置密码, then change it at the first sign-in.
 */
async function givePassword(columns: Row, request: FastifyRequest): Promise<void> {
  if (!(request.routeOptions.url ?? '').endsWith('/importExcel')) {
    const field = translate(request.lang, fieldLabelKey(user, 'password'));
    throw fieldsError(
      user,
      { password: translate(request.lang, 'server.kit.validation.required', { field }) },
      request.lang,
    );
  }
  const { password, salt } = await hashPassword(generatePassword());
  columns.password = `${password}${SEPARATOR}${salt}`;
  columns.must_change_password = 1;
}

/** Users whose rights changed in a write; their cached principals go once the write has committed. */
const changed = new WeakMap<FastifyRequest, Set<string>>();

async function flush(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const ids = changed.get(request);
  changed.delete(request);
  for (const id of ids ?? []) await ctx.principals.invalidate(id);
}

/**
 * What users add to the kit: scrypt hash and salt, role and department links written with the user,
 * the department list filter, deletion guards, and link ids plus department/position texts on answers.
 * @example hooks: { user: (ctx) => userHooks(ctx) } in the folder's module.ts
 */
export function userHooks(ctx: AppContext): ResourceHooks {
  return {
    storeSecret: async (_field, clear) => {
      if (!isStrongPassword(clear)) throw new AppError(400, 'password.weak');
      const { password, salt } = await hashPassword(clear);
      return `${password}${SEPARATOR}${salt}`;
    },
    beforeWrite: async (columns, { mode, request }) => {
      if (mode === 'add' && typeof columns.password !== 'string') await givePassword(columns, request);
      if (typeof columns.password !== 'string') return;
      // a password given on edit is a reset: it needs the reset right and forces a change at the next sign-in
      if (mode === 'edit') {
        if (!holdsRight(request, RESET_RIGHT)) throw new AppError(403, 'errors.forbidden');
        columns.must_change_password = 1;
      }
      const [password, salt] = columns.password.split(SEPARATOR);
      columns.password = password;
      columns.salt = salt;
    },
    afterWrite: async (tx, { mode, id, body, request }) => {
      const roles = linkIds(body, 'selectedroles');
      const departs = linkIds(body, 'selecteddeparts');
      if (mode === 'edit' && typeof body.password === 'string' && body.password.trim() !== '')
        await endUserSessions(ctx.stores, id);
      if (roles) await replaceRoles(tx, id, roles, request);
      if (departs) await replaceDeparts(tx, id, departs);
      if (roles) {
        // now for this instance's waiting readers, and again after commit (decorate runs on the answer)
        await ctx.principals.invalidate(id);
        changed.set(request, new Set([...(changed.get(request) ?? []), id]));
      }
    },
    beforeDelete: async (tx, ids, request) => {
      if (ids.includes(authOf(request).principal.userId)) throw new AppError(400, 'sysUser.deleteSelf');
      const admins = await adminsAmong(tx, ids);
      if (admins.length > 0 && (await otherAdmins(tx, ids)) === 0)
        throw new AppError(400, 'sysUser.lastAdmin');
      // a deleted user's sessions end with it; when an id is unknown the kit refuses the whole delete, so none end
      const live = await tx
        .selectFrom('sys_user')
        .select('id')
        .where('id', 'in', ids)
        .where('del_flag', '=', 0)
        .execute();
      if (live.length === ids.length) for (const id of ids) await endUserSessions(ctx.stores, id);
    },
    listParams: {
      departId: (departId) => inDepart(departId),
    },
    // the original's Vue3 client lists users at /sys/user/listAll: the same list, right and hidden fields
    endpointAliases: { listAll: 'list' },
    decorate: async (records, { request }) => {
      await flush(ctx, request);
      await decorateUsers(ctx, records);
    },
  };
}
