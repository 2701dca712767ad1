import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { findUserById, userRoles } from '../user/user.repo';
import { logInfo, visitInfo } from './visits';

/** Figures of the home page, from real data. */
export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const n = (row: { n: string | number | bigint } | undefined) => Number(row?.n ?? 0);
  const counts = () =>
    Promise.all([
      ctx.db.selectFrom('sys_user').select((eb) => eb.fn.countAll<number>().as('n')).where('del_flag', '=', 0).executeTakeFirst().then(n),
      ctx.db.selectFrom('sys_role').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst().then(n),
      ctx.db.selectFrom('sys_depart').select((eb) => eb.fn.countAll<number>().as('n')).where('del_flag', '=', 0).executeTakeFirst().then(n),
    ]);

  app.get(
    '/sys/dashboard/summary',
    { config: { access: 'signedIn' }, schema: { tags: ['dashboard'], summary: 'Counts and the user’s roles and department', querystring: { type: 'object', properties: { _t: { type: 'string' } } } } },
    async (request) => {
      const { session } = authOf(request);
      const user = await findUserById(ctx.db, session.userId);
      const [[users, roles, departs], sessions, myRoles, depart] = await Promise.all([
        counts(),
        ctx.stores.tokens.count(),
        userRoles(ctx.db, session.userId),
        user?.org_code
          ? ctx.db.selectFrom('sys_depart').select('depart_name').where('org_code', '=', user.org_code).executeTakeFirst()
          : Promise.resolve(undefined),
      ]);
      return ok(request, { users, roles, departs, sessions, myRoles: myRoles.map((r) => r.roleName), myDepart: depart?.depart_name ?? null });
    },
  );

  app.get(
    '/sys/loginfo',
    { config: { access: 'signedIn' }, schema: { tags: ['dashboard'], summary: 'Today’s and total visits (logged calls) and sign-ins, today’s distinct IPs', querystring: { type: 'object', properties: { _t: { type: 'string' } } } } },
    async (request) => ok(request, await logInfo(ctx)),
  );

  app.get(
    '/sys/visitInfo',
    { config: { access: 'signedIn' }, schema: { tags: ['dashboard'], summary: 'Visits, sign-ins and distinct IPs per day for the last 7 days, oldest first', querystring: { type: 'object', properties: { _t: { type: 'string' } } } } },
    async (request) => ok(request, await visitInfo(ctx)),
  );
}
