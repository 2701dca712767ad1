import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MANUAL_FILE_STATUS,
  WELD_MANUAL_FOLDER,
  weldManualFile,
  compareVersions,
  newestVersion,
  RIGHTS,
} from '@weld/core';
import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { findRow } from '../../../kit/crud';
import { attachment } from '../../../kit/excel/cells';
import { scopeOf } from '../../../kit/scope';
import { kitDb } from '../../../kit/table';
import { writeValues } from '../../../kit/write';
import { extensionOf, FILE_TYPES, storageOf, storeUpload } from '../../system/upload';
import { fieldError } from '../../../lib/errors';
import { countDownload, fileFacts, weldManualFileHooks } from './manual-file.hooks';
import { EDIT_RIGHT, holds } from './manual-file-rights';

const idBody = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;
const idQuery = idBody;
const tags = ['weldManualFile'];

/** The row as the caller may reach it (model reach, confidential right), or a 404. */
async function reachable(ctx: AppContext, request: FastifyRequest, id: string) {
  const scope = await scopeOf(ctx, weldManualFile, request, weldManualFileHooks(ctx).scope);
  const row = await findRow(kitDb(ctx), weldManualFile, id, scope);
  if (!row) throw new AppError(404, 'kit.notFound');
  return { row, scope };
}

/** Moves a row one status step forward: only from `from`, inside the caller's reach. */
async function step(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
  from: string,
  to: string,
  refusal: string,
) {
  const { row } = await reachable(ctx, request, id);
  if (row.status !== from) throw new AppError(409, refusal);
  const changed = await ctx.db
    .updateTable('weld_manual_file')
    .set({ status: to, update_by: authOf(request).principal.username, update_time: ctx.now() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  // a concurrent step got there first
  if (Number(changed.numUpdatedRows) !== 1) throw new AppError(409, refusal);
}

/** Streams a reachable file; drafts only to editors. `inline` serves PDFs and images for the preview. */
async function sendFile(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  inline: boolean,
) {
  const { row } = await reachable(ctx, request, id);
  if (row.status === MANUAL_FILE_STATUS.draft && !holds(request, EDIT_RIGHT))
    throw new AppError(403, 'weldManualFile.draftLocked');
  const key = String(row.file);
  const type = FILE_TYPES[extensionOf(key)];
  const previewable = type && (type.image || type.mime === 'application/pdf');
  if (inline && !previewable) throw new AppError(400, 'weldManualFile.noPreview');
  const found = await storageOf(ctx.config).get(key);
  if (!found) throw new AppError(404, 'weldManualFile.fileMissing');
  if (!inline) await countDownload(ctx, id);
  const name = String(row.file_name ?? key.split('/').pop());
  const disposition = attachment(name);
  return reply
    .header('content-type', type?.mime ?? 'application/octet-stream')
    .header('content-length', found.size)
    .header('content-disposition', inline ? disposition.replace(/^attachment/, 'inline') : disposition)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(found.body);
}

/**
 * 文件列表 beyond the kit: upload into the manuals folder answering the server-measured size and SHA-256,
 * 新版本 (a newer version in the same group), 发布 / 归档 (forward only, own rights), a counted
 * download and an inline preview of PDFs and images.
 * @example registerManualFileRoutes(app, ctx)
 */
export function registerManualFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/weld/manualFile/upload',
    {
      config: { permission: RIGHTS.manualFile.add },
      schema: {
        tags,
        summary:
          'Store a manual file (multipart file, biz=weldmanual); answers its key, name, size and SHA-256',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const key = await storeUpload(ctx, request);
      if (!key.startsWith(`${WELD_MANUAL_FOLDER}/`)) {
        await storageOf(ctx.config).remove(key);
        throw new AppError(400, 'weldManualFile.fileOutside');
      }
      const facts = await fileFacts(ctx, key, request.lang);
      return ok(request, {
        file: facts.file,
        fileName: facts.file_name,
        fileSize: facts.file_size,
        checksum: facts.checksum,
      });
    },
  );

  app.post<{ Body: { id: string; version: string; file: string } }>(
    '/weld/manualFile/newVersion',
    {
      config: { permission: RIGHTS.manualFile.add },
      schema: {
        tags,
        summary:
          "Add a newer version of a file to its group (the version must be greater than the group's newest)",
        body: {
          type: 'object',
          required: ['id', 'version', 'file'],
          properties: {
            id: { type: 'string', minLength: 1, maxLength: 32 },
            version: { type: 'string', maxLength: 64 },
            file: { type: 'string', maxLength: 600 },
          },
        },
      },
    },
    async (request) => {
      const { id, version, file } = request.body;
      const lang = request.lang;
      const { row: source } = await reachable(ctx, request, id);
      await writeValues(ctx, weldManualFile, { version, file }, 'edit', lang);
      const facts = await fileFacts(ctx, file, lang);
      const who = { by: authOf(request).principal.username, at: ctx.now() };
      const added = newId();
      await ctx.db.transaction().execute(async (tx) => {
        const group = await tx
          .selectFrom('weld_manual_file')
          .select('version')
          .where('group_id', '=', String(source.group_id))
          .execute();
        const newest = newestVersion(group.map((g) => g.version)) ?? '0';
        if (compareVersions(version, newest) <= 0) {
          throw fieldError(lang, 'version', 'weldManualFile.versionNotNewer', { version, newest });
        }
        await tx
          .insertInto('weld_manual_file')
          .values({
            id: added,
            model_id: String(source.model_id),
            title: String(source.title),
            kind: String(source.kind),
            language: String(source.language),
            version,
            security_level: String(source.security_level),
            ...facts,
            status: MANUAL_FILE_STATUS.draft,
            download_count: 0,
            group_id: String(source.group_id),
            org_code: (source.org_code as string | null) ?? null,
            create_by: who.by,
            create_time: who.at,
            update_by: null,
            update_time: null,
          })
          .execute();
      });
      return ok(request, { id: added });
    },
  );

  app.post<{ Body: { id: string } }>(
    '/weld/manualFile/publish',
    {
      config: { permission: RIGHTS.manualFile.publish },
      schema: { tags, summary: 'Publish a draft file', body: idBody },
    },
    async (request) => {
      await step(
        ctx,
        request,
        request.body.id,
        MANUAL_FILE_STATUS.draft,
        MANUAL_FILE_STATUS.published,
        'weldManualFile.publishOnlyDraft',
      );
      return ok(request, null);
    },
  );

  app.post<{ Body: { id: string } }>(
    '/weld/manualFile/archive',
    {
      config: { permission: RIGHTS.manualFile.archive },
      schema: { tags, summary: 'Archive a published file', body: idBody },
    },
    async (request) => {
      await step(
        ctx,
        request,
        request.body.id,
        MANUAL_FILE_STATUS.published,
        MANUAL_FILE_STATUS.archived,
        'weldManualFile.archiveOnlyPublished',
      );
      return ok(request, null);
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/weld/manualFile/download',
    {
      config: { permission: 'weld:manualFile:list' },
      schema: { tags, summary: 'The file as an attachment; counts the download', querystring: idQuery },
    },
    async (request, reply) => sendFile(ctx, request, reply, request.query.id, false),
  );

  app.get<{ Querystring: { id: string } }>(
    '/weld/manualFile/preview',
    {
      config: { permission: 'weld:manualFile:list' },
      schema: {
        tags,
        summary: 'A PDF or image inline, for the in-browser preview (not counted)',
        querystring: idQuery,
      },
    },
    async (request, reply) => sendFile(ctx, request, reply, request.query.id, true),
  );
}
