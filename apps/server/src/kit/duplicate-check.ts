import type { FastifyInstance } from 'fastify';
import { isSecret } from '@weld/core';
import type { Field, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { ok } from '../plugins/envelope';
import { kitDb } from './table';

interface CheckQuery {
  tableName: string;
  fieldName: string;
  fieldVal: string;
  dataId?: string;
}

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;

/** The (table, column) pairs that may be checked: non-secret fields of registered definitions, by column or key. */
function whitelist(defs: readonly ResourceDefinition[]): Map<string, { def: ResourceDefinition; field: Field }> {
  const out = new Map<string, { def: ResourceDefinition; field: Field }>();
  for (const def of defs) {
    for (const field of Object.values(def.fields)) {
      if (isSecret(field)) continue;
      out.set(`${def.table}.${field.column}`, { def, field });
      out.set(`${def.table}.${field.key}`, { def, field });
    }
  }
  return out;
}

/**
 * `GET /sys/duplicate/check`: whether a value is still free in a whitelisted table column, the record
 * itself (`dataId`) left out. Answers success true when free, false when taken, with the spec's texts.
 * @example registerDuplicateCheck(api, ctx, resourceRegistry)
 */
export function registerDuplicateCheck(api: FastifyInstance, ctx: AppContext, defs: readonly ResourceDefinition[], keys: ReadonlyMap<string, (id: string) => boolean> = new Map()): void {
  const allowed = whitelist(defs);
  api.get<{ Querystring: CheckQuery }>(
    '/sys/duplicate/check',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['kit'],
        summary: 'Is a value still free in a table column (whitelisted), excluding the record itself',
        querystring: {
          type: 'object',
          required: ['tableName', 'fieldName', 'fieldVal'],
          properties: { tableName: text(64), fieldName: text(64), fieldVal: text(500), dataId: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const { tableName, fieldName, fieldVal, dataId } = request.query;
      const entry = allowed.get(`${tableName}.${fieldName}`);
      if (!entry) throw new AppError(400, 'kit.duplicate.notAllowed');
      let query = kitDb(ctx).selectFrom(entry.def.table).select('id').where(entry.field.column, '=', fieldVal);
      // an id the table's keys cannot hold matches no row: leaving nothing out is the same answer
      if (dataId && keys.get(entry.def.table)?.(dataId) !== false) query = query.where('id', '<>', dataId);
      const taken = !!(await query.limit(1).executeTakeFirst());
      const answer = ok(request, { free: !taken }, taken ? 'kit.duplicate.taken' : 'kit.duplicate.free');
      return { ...answer, success: !taken };
    },
  );
}
