import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { addressPage } from './address-list.repo';
import { pagingProperties } from '../../../kit/paging';

interface Query {
  orgCode?: string;
  realname?: string;
  pageNo?: number;
  pageSize?: number;
  totalExact?: boolean;
}

/**
 * `GET /sys/user/queryByOrgCodeForAddressList?orgCode&realname&pageNo&pageSize` (通讯录): any signed-in
 * colleague may read it, so it answers only contact fields, never passwords, salts or account state.
 * @example registerAddressListRoutes(api, ctx)
 */
export function registerAddressListRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Querystring: Query }>(
    '/sys/user/queryByOrgCodeForAddressList',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['addressList'],
        summary: 'Contacts of a department and its sub-departments, by name',
        querystring: {
          type: 'object',
          properties: {
            orgCode: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9]*$' },
            realname: { type: 'string', maxLength: 100 },
            ...pagingProperties(100),
            _t: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const { orgCode, realname, pageNo = 1, pageSize = 10, totalExact } = request.query;
      return ok(
        request,
        await addressPage(ctx.db, {
          orgCode: orgCode || undefined,
          realname: realname?.trim() || undefined,
          pageNo,
          pageSize,
          totalExact,
        }),
      );
    },
  );
}
