import type { FastifyInstance } from 'fastify';
import { HOME_RIGHTS } from '@weld/core';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { authOf, holdsRight } from '../../../plugins/route-config';
import { findUserById, userRoles } from '../user';
import { logInfo, visitInfo } from './visits';

const COUNTS_RIGHT = HOME_RIGHTS.counts;
const VISITS_RIGHT = HOME_RIGHTS.visits;

/**
 * Figures of the home page, from real data. 首页 is every signed-in user's: the summary always answers
 * the caller's own roles and department; the system-wide figures need their rights.
 */
export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const n = (row: { n: string | number | bigint } | undefined) => Number(row?.n ?? 0);
  const counts = () =>
    Promise.all([
      ctx.db
        .selectFrom('sys_user')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('del_flag', '=', 0)
        .executeTakeFirst()
        .then(n),
      ctx.db
        .selectFrom('sys_role')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
        .then(n),
      ctx.db
        .selectFrom('sys_depart')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('del_flag', '=', 0)
        .executeTakeFirst()
        .then(n),
    ]);

  app.get(
    '/sys/dashboard/summary',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['dashboard'],
        summary: `The caller's roles and department; the counts of users, roles, departments and sessions with ${COUNTS_RIGHT} (null without it)`,
        querystring: { type: 'object', properties: { _t: { type: 'string' } } },
      },
    },
    async (request) => {
      const { session } = authOf(request);
      const user = await findUserById(ctx.db, session.userId);
      const [figures, myRoles, depart] = await Promise.all([
        holdsRight(request, COUNTS_RIGHT)
          ? Promise.all([counts(), ctx.stores.tokens.count()])
          : Promise.resolve(null),
        userRoles(ctx.db, session.userId),
        user?.org_code
          ? ctx.db
              .selectFrom('sys_depart')
              .select('depart_name')
              .where('org_code', '=', user.org_code)
              .executeTakeFirst()
          : Promise.resolve(undefined),
      ]);
      const [[users, roles, departs], sessions] = figures ?? [[null, null, null], null];
      return ok(request, {
        users,
        roles,
        departs,
        sessions,
        myRoles: myRoles.map((r) => r.roleName),
        myDepart: depart?.depart_name ?? null,
      });
    },
  );

  app.get(
    '/sys/loginfo',
    {
      config: { permission: VISITS_RIGHT },
      schema: {
        tags: ['dashboard'],
        summary: 'Today’s and total visits (logged calls) and sign-ins, today’s distinct IPs',
        querystring: { type: 'object', properties: { _t: { type: 'string' } } },
      },
    },
    async (request) => ok(request, await logInfo(ctx)),
  );

  app.get(
    '/sys/visitInfo',
    {
      config: { permission: VISITS_RIGHT },
      schema: {
        tags: ['dashboard'],
        summary: 'Visits, sign-ins and distinct IPs per day for the last 7 days, oldest first',
        querystring: { type: 'object', properties: { _t: { type: 'string' } } },
      },
    },
    async (request) => ok(request, await visitInfo(ctx)),
  );
}
