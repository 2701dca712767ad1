import { sql } from 'kysely';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { authOf } from '../../../plugins/route-config';
import type { ResourceHooks } from '../../../kit/save';
import { typedTx } from '../../../kit/table';
import { fieldError } from '../../../lib/errors';
import { orgScopeFilters } from '../org-scope';
import { editChanges, writeProjectLog } from './project-log';

/**
 * Projects: the level must exist, the end date may not come before the start, and every add and edit
 * writes the project log (created; changed fields old → new; level; status) in the write's transaction.
 * Deleting a project takes its log with it. Callers see their organisations' projects and those on models in reach.
 */
export function weldProjectHooks(ctx: AppContext): ResourceHooks {
  return {
    scope: (c, _def, request) => orgScopeFilters(c, request, { org: 'org_code', model: 'model_id' }),
    // the level screen lists the projects of one level
    listParams: { level: (value) => (eb) => eb(sql.ref('level_id'), '=', value) },
    beforeWrite: async (_columns, { request, tx, merged }) => {
      const level = await typedTx(tx)
        .selectFrom('weld_project_level')
        .select('id')
        .where('id', '=', String(merged.level_id ?? ''))
        .executeTakeFirst();
      if (!level) throw fieldError(request.lang, 'levelId', 'weldProject.levelMissing');
      const start = (merged.start_date ?? null) as string | null;
      const end = (merged.end_date ?? null) as string | null;
      // both are YYYY-MM-DD (checked by the kit): text order is date order
      if (start && end && end < start)
        throw fieldError(request.lang, 'endDate', 'weldProject.endBeforeStart', { start });
    },
    afterWrite: async (tx, { mode, id, request, stored: old }) => {
      const operator = authOf(request).principal.username;
      const now = ctx.now();
      const after = await tx
        .selectFrom('weld_project')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (mode === 'add') {
        await writeProjectLog(tx, {
          projectId: id,
          action: 'create',
          operator,
          now,
          detail: { key: 'created', params: { code: String(after.code), name: String(after.name) } },
        });
        return;
      }
      if (!old) return;
      for (const group of await editChanges(tx, old, after)) {
        await writeProjectLog(tx, {
          projectId: id,
          action: group.action,
          operator,
          now,
          detail: { changes: group.changes },
        });
      }
    },
    beforeDelete: async (tx, ids) => {
      await tx.deleteFrom('weld_project_log').where('project_id', 'in', ids).execute();
    },
    decorate: async (records) => {
      const levelIds = [
        ...new Set(records.map((r) => r.levelId).filter((v): v is string => typeof v === 'string')),
      ];
      if (levelIds.length === 0) return;
      const levels = await ctx.db
        .selectFrom('weld_project_level')
        .select(['id', 'name', 'colour'])
        .where('id', 'in', levelIds)
        .execute();
      const byId = new Map(levels.map((l) => [l.id, l]));
      for (const record of records) {
        const level = byId.get(String(record.levelId));
        record.levelId_dictText = level?.name ?? null;
        record.levelColour = level?.colour ?? null;
      }
    },
  };
}

/** Project levels: a level that still holds projects cannot be deleted. */
export function weldProjectLevelHooks(): ResourceHooks {
  return {
    beforeDelete: async (tx, ids) => {
      const used = await tx
        .selectFrom('weld_project')
        .select('level_id')
        .where('level_id', 'in', ids)
        .limit(1)
        .executeTakeFirst();
      if (!used) return;
      const level = await tx
        .selectFrom('weld_project_level')
        .select('name')
        .where('id', '=', String(used.level_id))
        .executeTakeFirstOrThrow();
      throw new AppError(409, 'weldProject.levelInUse', { name: level.name });
    },
  };
}
