import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_PAGE_SIZE } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import type { ApiResult } from '@weld/core';
import { kitCall, servedForm } from './data-call';

const tags = ['cgform'];
type Query = Record<string, unknown>;
const code = { type: 'string', minLength: 1, maxLength: 64 } as const;
const codeParams = { type: 'object', required: ['code'], properties: { code } } as const;
const idParams = {
  type: 'object',
  required: ['code', 'id'],
  properties: { code, id: { type: 'string', minLength: 1, maxLength: 65_000 } },
} as const;
/** The original's list asks for every row with this page size; the kit serves its largest page then. */
const ALL_ROWS = '-521';

/** The original list's parameters as the kit's: `pageSize=-521` is the largest page, `hasQuery` and `_t` go. */
function listQuery(query: Query): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(query)) if (key !== 'hasQuery' && key !== '_t') out[key] = value;
  if (String(out.pageSize) === ALL_ROWS) out.pageSize = String(MAX_PAGE_SIZE);
  return out;
}

/** `paramsStr` of an export: the JSON of the list query plus `selections`, or a 400. */
function exportQuery(query: Query): Query {
  const { paramsStr, ...rest } = query;
  if (paramsStr === undefined || paramsStr === '') return listQuery(rest);
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(paramsStr));
  } catch {
    throw new AppError(400, 'kit.badQuery', { params: 'paramsStr' });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new AppError(400, 'kit.badQuery', { params: 'paramsStr' });
  const params = Object.fromEntries(
    Object.entries(parsed as Query).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v ?? '')]),
  );
  return listQuery({ ...rest, ...params });
}

const paramsOf = <T>(request: FastifyRequest) => request.params as T;

/**
 * The data calls of an online form (ONLINE.md "Data of a form", `{code}` the head id): each moves its path and
 * query into what the kit's standard handler of the form's runtime resource reads, and runs that handler with
 * the right `online:<table>:<action>`, tenant, data rules and field rights, as `/online/data/<table>/*` does.
 * @example registerDataRoutes(api, ctx)
 */
export function registerDataRoutes(api: FastifyInstance, ctx: AppContext): void {
  const base = '/online/cgform/api';
  const route = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    summary: string,
    params: object,
  ) => ({
    method,
    url: `${base}/${url}`,
    config: { access: 'signedIn' as const },
    schema: { tags, summary, params },
  });

  api.route({
    ...route(
      'GET',
      'getData/:code',
      'A page of the form’s rows (list parameters of the kit; pageSize=-521: all up to the cap)',
      codeParams,
    ),
    handler: async (request, reply) => {
      const form = await servedForm(ctx, paramsOf<{ code: string }>(request).code);
      return kitCall(ctx, request, reply, form, 'list', { query: listQuery(request.query as Query) });
    },
  });

  api.route({
    ...route(
      'GET',
      'getTreeData/:code',
      'A page of a tree form’s nodes under `pid` (none: the roots; with hasQuery=true every match)',
      codeParams,
    ),
    handler: async (request, reply) => {
      const form = await servedForm(ctx, paramsOf<{ code: string }>(request).code);
      const query = request.query as Query;
      const pid = typeof query.pid === 'string' && query.pid !== '' ? query.pid : '0';
      const searching = query.hasQuery === 'true' && !query.pid;
      const { pid: _pid, ...rest } = listQuery(query);
      return kitCall(ctx, request, reply, form, 'list', { query: searching ? rest : { ...rest, pid } });
    },
  });

  api.route({
    ...route('GET', 'form/:code/:id', 'One row of the form', idParams),
    handler: async (request, reply) => {
      const { code: head, id } = paramsOf<{ code: string; id: string }>(request);
      return kitCall(ctx, request, reply, await servedForm(ctx, head), 'queryById', { query: { id } });
    },
  });

  api.route({
    ...route(
      'POST',
      'form/:code',
      'Add a row (field default values and fill rules fill empty fields); result: the new id',
      codeParams,
    ),
    handler: async (request, reply) => {
      const form = await servedForm(ctx, paramsOf<{ code: string }>(request).code);
      // default values and fill rules: kitCall's form hooks, after the right (a caller without it draws no serial)
      const answer = (await kitCall(ctx, request, reply, form, 'add')) as ApiResult<{ id: string }>;
      return { ...answer, result: answer.result.id };
    },
  });

  api.route({
    ...route(
      'PUT',
      'form/:code',
      'Change a row (the body’s id; fields left out keep their values)',
      codeParams,
    ),
    handler: async (request, reply) =>
      kitCall(ctx, request, reply, await servedForm(ctx, paramsOf<{ code: string }>(request).code), 'edit'),
  });

  api.route({
    ...route('DELETE', 'form/:code/:id', 'Delete rows by comma-joined ids, all or none', idParams),
    handler: async (request, reply) => {
      const { code: head, id } = paramsOf<{ code: string; id: string }>(request);
      return kitCall(ctx, request, reply, await servedForm(ctx, head), 'deleteBatch', { query: { ids: id } });
    },
  });

  api.route({
    ...route(
      'GET',
      'exportXls/:code',
      'The list query of paramsStr (or its selections) as .xlsx; a main form adds a sheet per sub table, linked by the main key',
      codeParams,
    ),
    handler: async (request, reply) => {
      const form = await servedForm(ctx, paramsOf<{ code: string }>(request).code);
      return kitCall(ctx, request, reply, form, 'exportXls', { query: exportQuery(request.query as Query) });
    },
  });

  api.route({
    ...route(
      'POST',
      'importXls/:code',
      'Add rows from an Excel file (multipart; a main form’s workbook one record with its sub rows at a time); failed rows: code 201 and the error file',
      codeParams,
    ),
    handler: async (request, reply) =>
      kitCall(
        ctx,
        request,
        reply,
        await servedForm(ctx, paramsOf<{ code: string }>(request).code),
        'importExcel',
      ),
  });
}
