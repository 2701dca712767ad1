import { sql, type SqlBool } from 'kysely';
import { MANUAL_FILE_STATUS, WELD_MANUAL_FOLDER, compareVersions } from '@weld/core';
import type { AppContext } from '../../../context';
import type { ResourceHooks } from '../../../kit/save';
import type { RowFilter } from '../../../kit/scope';
import { inTransaction } from '../../../kit/table';
import { displayName, staticKey, digestStored, storageOf } from '../../system/upload';
import { fieldError } from '../../../lib/errors';
import { modelScopeFilters } from '../weld-scope';
import { CONFIDENTIAL_RIGHT, EDIT_RIGHT, holds } from './manual-file-rights';

type Lang = Parameters<typeof fieldError>[0];

/**
 * Size, checksum and name of the file a record points at, measured from the stored bytes; refuses a key
 * outside the manuals folder or with nothing stored under it.
 */
export async function fileFacts(
  ctx: AppContext,
  key: unknown,
  lang: Lang,
): Promise<{ file: string; file_name: string; file_size: number; checksum: string }> {
  const file = String(key ?? '');
  if (!file.startsWith(`${WELD_MANUAL_FOLDER}/`) || staticKey(file) === null)
    throw fieldError(lang, 'file', 'weldManualFile.fileOutside');
  const digest = await digestStored(ctx.config, file);
  if (!digest) throw fieldError(lang, 'file', 'weldManualFile.fileMissing');
  // the name the uploader chose, as the upload recorded it
  const upload = await ctx.db
    .selectFrom('oss_file')
    .select('file_name')
    .where('url', '=', file)
    .executeTakeFirst();
  return {
    file,
    file_name: upload?.file_name ?? displayName(file),
    file_size: digest.size,
    checksum: digest.checksum,
  };
}

/** The owning organisation of a model node, the default of a weld row's `org_code`. */
export async function modelOrg(ctx: AppContext, modelId: unknown): Promise<string | null> {
  if (!modelId) return null;
  const model = await ctx.db
    .selectFrom('weld_model')
    .select('org_code')
    .where('id', '=', String(modelId))
    .executeTakeFirst();
  return model?.org_code ?? null;
}

/** Refuses a model id that names no node of the tree. */
export async function checkModel(ctx: AppContext, modelId: unknown, lang: Lang): Promise<void> {
  if (!modelId) return;
  const model = await ctx.db
    .selectFrom('weld_model')
    .select('id')
    .where('id', '=', String(modelId))
    .executeTakeFirst();
  if (!model) throw fieldError(lang, 'modelId', 'weldModel.parentMissing');
}

/**
 * 文件列表: rows within the caller's model reach, confidential ones only for holders of
 * `weld:manualFile:confidential`; the file's size and checksum come from the stored bytes; a new row starts
 * its own version group as a draft; editing a version keeps it distinct within its group; readers without
 * the edit right never see storage keys (they download through the counted, checked route); a deleted
 * row's file leaves the storage and the OSS file list unless another row still points at it.
 */
export function weldManualFileHooks(ctx: AppContext): ResourceHooks {
  // the stored keys of rows being deleted, removed from storage once the delete has committed
  const leaving = new WeakMap<object, string[]>();
  return {
    scope: async (c, _def, request) => {
      const filters: RowFilter[] = await modelScopeFilters(c, request, 'model_id');
      if (!holds(request, CONFIDENTIAL_RIGHT))
        filters.push((eb) => eb('security_level', '!=', 'confidential'));
      return filters;
    },
    // the file's bytes are read and hashed: outside the transaction, so no write waits on the disk meanwhile
    beforeTransaction: async (columns, { request }) => {
      if (columns.file !== undefined)
        Object.assign(columns, await fileFacts(ctx, columns.file, request.lang));
    },
    beforeWrite: async (columns, { mode, id, request, tx, stored }) => {
      const lang = request.lang;
      const inTx = inTransaction(ctx, tx);
      await checkModel(inTx, columns.model_id, lang);
      if (mode === 'add') {
        Object.assign(columns, { status: MANUAL_FILE_STATUS.draft, download_count: 0, group_id: id });
        if (!columns.org_code) columns.org_code = await modelOrg(inTx, columns.model_id);
        return;
      }
      if (columns.version === undefined || !stored) return;
      const clash = await inTx.db
        .selectFrom('weld_manual_file')
        .select('id')
        .where('group_id', '=', String(stored.group_id))
        .where('id', '!=', id)
        .where('version', '=', String(columns.version))
        .executeTakeFirst();
      if (clash)
        throw fieldError(lang, 'version', 'weldManualFile.versionTaken', {
          version: String(columns.version),
        });
    },
    // 历史: the versions of the document a row belongs to
    listParams: {
      // 只看最新版本: one row per document, its highest version (dotted numbers compare as numbers, so in code)
      latest: async (value) => {
        if (value !== '1') return () => sql<SqlBool>`1 = 1`;
        const rows = await ctx.db
          .selectFrom('weld_manual_file')
          .select(['id', 'group_id', 'version'])
          .execute();
        const newest = new Map<string, { id: string; version: string }>();
        for (const row of rows) {
          const best = newest.get(row.group_id);
          if (!best || compareVersions(row.version, best.version) > 0)
            newest.set(row.group_id, { id: row.id, version: row.version });
        }
        const ids = [...newest.values()].map((r) => r.id);
        return (eb) => (ids.length > 0 ? eb(sql.ref('id'), 'in', ids) : sql<SqlBool>`1 = 0`);
      },
      versionsOf: (value) => (eb) =>
        eb(
          sql.ref('group_id'),
          'in',
          ctx.db.selectFrom('weld_manual_file as v').select('v.group_id').where('v.id', '=', value),
        ),
    },
    beforeDelete: async (tx, ids, request) => {
      const rows = await tx.selectFrom('weld_manual_file').select('file').where('id', 'in', ids).execute();
      leaving.set(
        request,
        rows.map((r) => String(r.file)),
      );
    },
    afterDelete: async (_ids, request) => {
      for (const key of new Set(leaving.get(request) ?? [])) {
        // a key another row still points at stays
        const kept = await ctx.db
          .selectFrom('weld_manual_file')
          .select('id')
          .where('file', '=', key)
          .executeTakeFirst();
        if (kept) continue;
        await storageOf(ctx.config).remove(key);
        await ctx.db.deleteFrom('oss_file').where('url', '=', key).execute();
      }
      leaving.delete(request);
    },
    decorate: async (records, { request }) => {
      if (holds(request, EDIT_RIGHT)) return;
      for (const record of records) delete record.file;
    },
  };
}

/** Adds one to a file's download count, in SQL so concurrent downloads all count. */
export async function countDownload(ctx: AppContext, id: string): Promise<void> {
  await ctx.db
    .updateTable('weld_manual_file')
    .set({ download_count: sql<number>`download_count + 1` })
    .where('id', '=', id)
    .execute();
}
