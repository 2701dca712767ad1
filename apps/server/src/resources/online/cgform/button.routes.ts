import type { FastifyInstance } from 'fastify';
import { fieldKeyOf } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { holdsRight } from '../../../plugins/route-config';
import { requireFormRight, servedForm } from './data-call';
import { buttonRight, MAX_BUTTON_ROWS, pressButton } from './do-button';
import { loadEnhance, rulesOf, rulesOwnerOf } from './enhance.repo';

const tags = ['cgform'];
const id = { type: 'string', minLength: 1, maxLength: 64 } as const;

/**
 * A form's buttons and rules at run time: `getEnhance/{code}` (the list's right) answers the buttons the caller
 * holds the rights of and the linkage rules by served field key (a copy view's are its original's, as its writes
 * are judged by them), for the auto list and its form; `doButton`
 * (ONLINE.md) runs a button on one row or, comma-joined, the selected rows.
 * @example registerButtonRoutes(api, ctx)
 */
export function registerButtonRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { code: string } }>(
    '/online/cgform/api/getEnhance/:code',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The buttons the caller may press and the form’s linkage rules (by field key)',
        params: { type: 'object', required: ['code'], properties: { code: id } },
      },
    },
    async (request) => {
      const form = await servedForm(ctx, request.params.code);
      requireFormRight(request, form.def, 'list');
      const { buttons } = await loadEnhance(ctx.db, form.design.head.id);
      const rules = await rulesOf(ctx.db, rulesOwnerOf(form.design.head));
      const table = form.design.head.tableName;
      return ok(request, {
        buttons: buttons
          .filter((b) => holdsRight(request, buttonRight(table, b.buttonCode)))
          .map(({ assignments: _a, actionName: _n, ...shown }) => shown),
        rules: rules.map((r) => ({ ...r, field: fieldKeyOf(r.field), target: fieldKeyOf(r.target) })),
      });
    },
  );

  api.post<{ Body: { formId: string; dataId: string; buttonCode: string } }>(
    '/online/cgform/api/doButton',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'Run a form’s custom button on a row (or comma-joined rows, all or none); answers the changed rows',
        body: {
          type: 'object',
          required: ['formId', 'dataId', 'buttonCode'],
          properties: {
            formId: id,
            dataId: { type: 'string', minLength: 1, maxLength: 4000 },
            buttonCode: { type: 'string', minLength: 1, maxLength: 50 },
          },
        },
      },
    },
    async (request) => {
      const form = await servedForm(ctx, request.body.formId);
      const ids = [
        ...new Set(
          request.body.dataId
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length === 0 || ids.length > MAX_BUTTON_ROWS)
        throw new AppError(400, 'cgform.enhance.rowCount', { max: MAX_BUTTON_ROWS });
      const rows = await pressButton(ctx, request, form, request.body.buttonCode, ids);
      return ok(request, rows, 'cgform.enhance.pressed');
    },
  );
}
