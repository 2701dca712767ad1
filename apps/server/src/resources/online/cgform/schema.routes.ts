import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DictItem } from '@weld/core';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { lookupItems } from '../../system/dict';
import { fieldDenialsOf } from '../../../kit/field-rights';
import { requireFormRight, servedForm } from './data-call';
import { columnsOf, formItemOf, dictCodeOf, queryInfoOf } from './form-schema';
import type { SchemaInput } from './form-schema';

const params = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** What the schema of a form is built from, for the caller (right `online:<table>:list`, field rights). */
async function schemaInput(ctx: AppContext, request: FastifyRequest): Promise<SchemaInput> {
  const { code } = request.params as { code: string };
  const { design, def } = await servedForm(ctx, code, { schemaOnly: true });
  requireFormRight(request, def, 'list');
  // a table dictionary only where the form serves one (a dictionary control); on a text control it is plain text
  const served = new Set(Object.values(def.fields).map((f) => f.dictCode));
  const codes = new Set(
    design.fields
      .map(dictCodeOf)
      .filter((c): c is string => c !== null && (!c.includes(',') || served.has(c))),
  );
  const dicts: Record<string, DictItem[]> = {};
  // a table dictionary is read through the whitelist: one it no longer opens is refused here, naming it
  for (const dict of codes) dicts[dict] = await lookupItems(ctx, request, dict);
  return { design, def, denials: await fieldDenialsOf(ctx, def, request), dicts };
}

/**
 * The list, query and form schema of an online form (`{code}` the head id), from its design as the caller may
 * read it: fields hidden by field rights are absent, those it may not change flagged read-only.
 * @example registerSchemaRoutes(api, ctx)
 */
export function registerSchemaRoutes(api: FastifyInstance, ctx: AppContext): void {
  const calls = [
    ['getColumns', 'The list columns, dictionary options and tree fields of a form', columnsOf],
    ['getQueryInfo', 'The query fields of a form', queryInfoOf],
    ['getFormItem', 'The form schema of a form (fields, required, read-only)', formItemOf],
  ] as const;
  for (const [name, summary, build] of calls)
    api.get(
      `/online/cgform/api/${name}/:code`,
      { config: { access: 'signedIn' }, schema: { tags: ['cgform'], summary, params } },
      async (request) => ok(request, build(await schemaInput(ctx, request))),
    );
}
