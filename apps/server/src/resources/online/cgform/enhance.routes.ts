import type { FastifyInstance } from 'fastify';
import { MAX_BUTTONS, MAX_RULES, RIGHTS } from '@weld/core';
import type { CgformEnhance } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { buttonActionNames } from './button-actions';
import { designOrFail } from './design.service';
import { loadEnhance, revisionsOf } from './enhance.repo';
import { saveEnhance } from './enhance.service';

const tags = ['cgform'];
const headId = { type: 'string', minLength: 1, maxLength: 64 } as const;
const headIdQuery = {
  type: 'object',
  required: ['headId'],
  properties: { headId, _t: { type: 'string' } },
} as const;
/** The shape of buttons and rules; what each holds is checked against the design by core's `enhanceProblems`. */
const enhanceBody = {
  type: 'object',
  required: ['headId', 'buttons', 'rules'],
  properties: {
    headId,
    buttons: { type: 'array', maxItems: MAX_BUTTONS, items: { type: 'object' } },
    rules: { type: 'array', maxItems: MAX_RULES, items: { type: 'object' } },
  },
} as const;

type EnhanceBody = CgformEnhance & { headId: string };

/**
 * The designer's calls of a form's buttons and linkage rules (按钮/联动): read them with the registered actions a
 * button may name, save them whole (checked, stored with a revision), list the 16 newest revisions and restore one
 * (checked against the design as it is now, stored as a new revision).
 * @example registerEnhanceRoutes(api, ctx)
 */
export function registerEnhanceRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Querystring: { headId: string } }>(
    '/online/cgform/enhance/queryByHeadId',
    {
      config: { permission: RIGHTS.cgform.list },
      schema: {
        tags,
        summary: 'A form’s buttons, linkage rules and the registered actions',
        querystring: headIdQuery,
      },
    },
    async (request) => {
      const design = await designOrFail(ctx, request.query.headId);
      return ok(request, { ...(await loadEnhance(ctx.db, design.head.id)), actions: buttonActionNames() });
    },
  );

  api.put<{ Body: EnhanceBody }>(
    '/online/cgform/enhance/save',
    {
      config: { permission: RIGHTS.cgform.edit },
      schema: {
        tags,
        summary: 'Save a form’s buttons and linkage rules (a new revision)',
        body: enhanceBody,
      },
    },
    async (request) => {
      const design = await designOrFail(ctx, request.body.headId);
      request.operationNote = {
        text: { key: 'server.cgform.log.enhanced', params: { table: design.head.tableName } },
      };
      const saved = await saveEnhance(ctx, request, design, request.body);
      return ok(request, saved, 'cgform.saved');
    },
  );

  api.get<{ Querystring: { headId: string } }>(
    '/online/cgform/enhance/revisions',
    {
      config: { permission: RIGHTS.cgform.list },
      schema: {
        tags,
        summary: 'The stored revisions of a form’s buttons and rules, newest first',
        querystring: headIdQuery,
      },
    },
    async (request) => {
      const design = await designOrFail(ctx, request.query.headId);
      return ok(request, await revisionsOf(ctx.db, design.head.id));
    },
  );

  api.post<{ Body: { headId: string; revisionId: string } }>(
    '/online/cgform/enhance/restore',
    {
      config: { permission: RIGHTS.cgform.edit },
      schema: {
        tags,
        summary: 'Restore a revision of a form’s buttons and rules (checked against the design now)',
        body: {
          type: 'object',
          required: ['headId', 'revisionId'],
          properties: { headId, revisionId: headId },
        },
      },
    },
    async (request) => {
      const design = await designOrFail(ctx, request.body.headId);
      const revision = (await revisionsOf(ctx.db, design.head.id)).find(
        (r) => r.id === request.body.revisionId,
      );
      if (!revision) throw new AppError(404, 'cgform.enhance.revisionNotFound');
      request.operationNote = {
        text: {
          key: 'server.cgform.log.enhanceRestored',
          params: { table: design.head.tableName, at: revision.createTime },
        },
      };
      const saved = await saveEnhance(ctx, request, design, {
        buttons: revision.buttons,
        rules: revision.rules,
      });
      return ok(request, saved, 'cgform.enhance.restored');
    },
  );
}
