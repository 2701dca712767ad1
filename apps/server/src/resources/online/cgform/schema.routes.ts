import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DictItem, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { lookupItems } from '../../system/dict';
import { fieldDenialsOf } from '../../../kit/field-rights';
import { requireFormRight, servedForm } from './data-call';
import { columnsOf, formItemOf, dictCodeOf, queryInfoOf } from './form-schema';
import type { SchemaInput, SubSchemaInput } from './form-schema';
import type { StoredDesign } from './design.repo';
import { servedSubLinks } from './sub-links';

const params = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** What the schema of a design is built from for the caller: its served fields, field rights and dictionaries. */
async function inputOf(
  ctx: AppContext,
  request: FastifyRequest,
  design: StoredDesign,
  def: ResourceDefinition,
): Promise<SchemaInput> {
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

/** The form's own input (right `online:<table>:list`) and, for getFormItem, its published sub tables' inputs. */
async function schemaInput(ctx: AppContext, request: FastifyRequest, withSubs: boolean) {
  const { code } = request.params as { code: string };
  const { design, def } = await servedForm(ctx, code, { schemaOnly: true });
  requireFormRight(request, def, 'list');
  const subs: SubSchemaInput[] = [];
  if (withSubs)
    for (const link of await servedSubLinks(ctx, design))
      subs.push({
        ...(await inputOf(ctx, request, link.design, link.def)),
        foreignKey: link.fkKey,
        relationType: link.oneToOne ? 1 : 0,
      });
  return { input: await inputOf(ctx, request, design, def), subs };
}

/**
 * The list, query and form schema of an online form (`{code}` the head id), from its design as the caller may
 * read it: fields hidden by field rights are absent, those it may not change flagged read-only.
 * @example registerSchemaRoutes(api, ctx)
 */
export function registerSchemaRoutes(api: FastifyInstance, ctx: AppContext): void {
  const calls: [string, string, (input: SchemaInput, subs: SubSchemaInput[]) => unknown][] = [
    ['getColumns', 'The list columns, dictionary options and tree fields of a form', columnsOf],
    ['getQueryInfo', 'The query fields of a form', queryInfoOf],
    ['getFormItem', 'The form schema of a form (fields, required, read-only, sub tables)', formItemOf],
  ];
  for (const [name, summary, build] of calls)
    api.get(
      `/online/cgform/api/${name}/:code`,
      { config: { access: 'signedIn' }, schema: { tags: ['cgform'], summary, params } },
      async (request) => {
        const { input, subs } = await schemaInput(ctx, request, name === 'getFormItem');
        return ok(request, build(input, subs));
      },
    );
}
