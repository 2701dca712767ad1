import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import { fieldList, isSecret, rightOf } from '@weld/core';
import type { Field, ResourceDefinition } from '@weld/core';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { ok } from '../plugins/envelope';
import { holdsRight } from '../plugins/route-config';
import type { ResourceHooks } from './save';
import { scopeOf } from './scope';
import type { Eb } from './scope';
import { kitDb } from './table';
import { RUNTIME_HOOKS } from './runtime-routes';

interface CheckQuery {
  tableName: string;
  fieldName: string;
  fieldVal: string;
  dataId?: string;
}

/** A unique field a form may check, with the resource it belongs to. */
interface Checkable {
  def: ResourceDefinition;
  field: Field;
  hooks: ResourceHooks;
}

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;

/**
 * The (table, column) pairs that may be checked, by column or key: the unique, non-secret fields of the
 * served definitions (several definitions may share a table).
 */
function checkables(
  defs: readonly ResourceDefinition[],
  hooksOf: (def: ResourceDefinition) => ResourceHooks,
): Map<string, Checkable[]> {
  const out = new Map<string, Checkable[]>();
  const add = (key: string, entry: Checkable) => out.set(key, [...(out.get(key) ?? []), entry]);
  for (const def of defs) {
    for (const field of fieldList(def).filter((f) => f.unique && !isSecret(f))) {
      const entry = { def, field, hooks: hooksOf(def) };
      add(`${def.table}.${field.column}`, entry);
      if (field.key !== field.column) add(`${def.table}.${field.key}`, entry);
    }
  }
  return out;
}

/** Whether the caller fills this field in a form: they hold the add or the edit right of its resource. */
const edits = (request: FastifyRequest, { def }: Checkable) =>
  holdsRight(request, rightOf(def, 'add')) || holdsRight(request, rightOf(def, 'edit'));

/**
 * The rows the check may see: the caller's tenant and row filters (data rules, the resource's own scope).
 * Deleted rows count, as the unique index counts them, so "free" means a save will not meet a 409 for it
 * within what the caller may see.
 */
async function visible(
  ctx: AppContext,
  request: FastifyRequest,
  { def, hooks }: Checkable,
): Promise<(eb: Eb) => Expression<SqlBool>[]> {
  const scope = await scopeOf(ctx, def, request, hooks.scope);
  return (eb) => [
    ...(scope.tenantId !== null ? [eb(sql.ref('tenant_id'), '=', scope.tenantId)] : []),
    ...scope.filters.map((filter) => filter(eb)),
  ];
}

/**
 * `GET /sys/duplicate/check`: whether a value is still free in a unique field, the record itself
 * (`dataId`) left out. Answers success true when free, false when taken, with the spec's texts. Only for
 * callers who fill that field in (add or edit right of its resource; 403 otherwise) and only over the rows
 * in their scope; a pair that is no unique field of a served definition is a 400. `defs` are served at their
 * own paths; the resources defined at run time are looked up per request.
 * @example registerDuplicateCheck(api, ctx, resourceRegistry, hooksByName)
 */
export function registerDuplicateCheck(
  api: FastifyInstance,
  ctx: AppContext,
  defs: readonly ResourceDefinition[],
  hooks: ReadonlyMap<string, ResourceHooks> = new Map(),
): void {
  const allowed = checkables(defs, (def) => hooks.get(def.name) ?? {});
  const ofRuntime = () => checkables(ctx.definitions.runtimeDefinitions(), () => RUNTIME_HOOKS);
  api.get<{ Querystring: CheckQuery }>(
    '/sys/duplicate/check',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['kit'],
        summary:
          "Is a value still free in a unique field (needs the add or edit right of its resource; rows in the caller's scope), excluding the record itself",
        querystring: {
          type: 'object',
          required: ['tableName', 'fieldName', 'fieldVal'],
          properties: {
            tableName: text(64),
            fieldName: text(64),
            fieldVal: text(500),
            dataId: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request) => {
      const { tableName, fieldName, fieldVal, dataId } = request.query;
      const entries =
        allowed.get(`${tableName}.${fieldName}`) ?? ofRuntime().get(`${tableName}.${fieldName}`);
      if (!entries) throw new AppError(400, 'kit.duplicate.notAllowed');
      const entry = entries.find((e) => edits(request, e));
      if (!entry) throw new AppError(403, 'errors.forbidden');
      const limits = await visible(ctx, request, entry);
      let query = kitDb(ctx)
        .selectFrom(entry.def.table)
        .select('id')
        .where((eb) => eb.and([eb(sql.ref(entry.field.column), '=', fieldVal), ...limits(eb)]));
      // an id the table's keys cannot hold matches no row: leaving nothing out is the same answer
      if (dataId && entry.hooks.keys?.valid(dataId) !== false) query = query.where('id', '<>', dataId);
      const taken = !!(await query.limit(1).executeTakeFirst());
      const answer = ok(request, { free: !taken }, taken ? 'kit.duplicate.taken' : 'kit.duplicate.free');
      return { ...answer, success: !taken };
    },
  );
}
