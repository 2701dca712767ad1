import { RIGHTS } from '@weld/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { authOf } from '../../../plugins/route-config';
import { ok } from '../../../plugins/envelope';
import { modelReach } from '../weld-scope';
import { orgSetOf, saveOrgSet } from './org-set';

const orgCode = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** 组织设置: which model subtrees an organisation (and its sub-organisations) sees; read and replaced whole. */
export function registerOrgSetRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { orgCode: string } }>(
    '/weld/orgSet/query',
    {
      config: { permission: 'weld:orgSet:list' },
      schema: {
        tags: ['weld'],
        summary: 'Ids of the model nodes whose subtrees the organisation sees',
        querystring: {
          type: 'object',
          required: ['orgCode'],
          properties: { orgCode, _t: { type: 'string' } },
        },
      },
    },
    async (request) => ok(request, await orgSetOf(ctx, request.query.orgCode)),
  );

  app.post<{ Body: { orgCode: string; modelIds: string[] } }>(
    '/weld/orgSet/save',
    {
      config: { permission: RIGHTS.orgSet.edit },
      schema: {
        tags: ['weld'],
        summary:
          "Replace the organisation's set (a node under another checked node is kept as that ancestor), in one transaction",
        body: {
          type: 'object',
          required: ['orgCode', 'modelIds'],
          properties: {
            orgCode,
            modelIds: {
              type: 'array',
              maxItems: 2000,
              items: { type: 'string', minLength: 1, maxLength: 32 },
            },
          },
        },
      },
    },
    async (request) =>
      ok(
        request,
        await saveOrgSet(
          ctx,
          request.body.orgCode,
          request.body.modelIds,
          authOf(request).principal.username,
          await modelReach(ctx, request),
        ),
        'weldOrgSet.saved',
      ),
  );
}
