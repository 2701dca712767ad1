import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ossFile, rightOf, RIGHTS } from '@weld/core';
import type { AppContext } from '../../../context';
import { findRecord, listRecords } from '../../../kit/crud';
import { scopeOf } from '../../../kit/scope';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { storeUpload } from '../upload';
import { deleteOssFiles } from './oss-file.service';
import { readableFor } from '../../../kit/field-rights';

const MAX_BATCH = 1000;
const tags = ['ossFile'];
const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;
const idsQuery = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'string', minLength: 1, maxLength: 65_000 } },
} as const;

/**
 * OSS文件 (`/sys/ossFile`): the kit's list and detail of `oss_file` (rights `system:ossFile:list`), an
 * upload through the same checks as `/sys/common/upload` (`:upload`), and delete / deleteBatch (`:delete`)
 * that remove the stored objects too. There is no add or edit: rows come from uploads.
 * @example registerOssFileRoutes(api, ctx)
 */
export function registerOssFileRoutes(api: FastifyInstance, ctx: AppContext): void {
  const scope = (request: FastifyRequest) => scopeOf(ctx, ossFile, request);

  api.get(
    '/sys/ossFile/list',
    {
      config: { permission: rightOf(ossFile, 'list') },
      schema: {
        tags,
        summary:
          'Page of stored files (list conventions of DESIGN.md §4: fileName, fileType, createBy, createTime_begin/_end)',
      },
    },
    async (request) =>
      ok(
        request,
        await listRecords(
          ctx,
          await readableFor(ctx, ossFile, request),
          request.query as Record<string, unknown>,
          await scope(request),
          request.lang,
        ),
      ),
  );

  api.get<{ Querystring: { id: string } }>(
    '/sys/ossFile/queryById',
    {
      config: { permission: rightOf(ossFile, 'list') },
      schema: { tags, summary: 'One stored file', querystring: idQuery },
    },
    async (request) =>
      ok(
        request,
        await findRecord(
          ctx,
          await readableFor(ctx, ossFile, request),
          request.query.id,
          await scope(request),
          request.lang,
        ),
      ),
  );

  api.post(
    '/sys/ossFile/upload',
    {
      config: { permission: RIGHTS.ossFile.upload },
      schema: {
        tags,
        summary: 'Store one file (multipart: file, optional biz) and answer its record',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const key = await storeUpload(ctx, request);
      const row = await ctx.db
        .selectFrom('oss_file')
        .select('id')
        .where('url', '=', key)
        .executeTakeFirstOrThrow();
      return ok(
        request,
        await findRecord(
          ctx,
          await readableFor(ctx, ossFile, request),
          row.id,
          await scope(request),
          request.lang,
        ),
        'ossFile.uploaded',
      );
    },
  );

  api.delete<{ Querystring: { id: string } }>(
    '/sys/ossFile/delete',
    {
      config: { permission: rightOf(ossFile, 'delete') },
      schema: { tags, summary: 'Delete a stored file: its record and its object', querystring: idQuery },
    },
    async (request) => {
      await deleteOssFiles(ctx, request, [request.query.id], await scope(request));
      return ok(request, null, 'kit.deleted');
    },
  );

  api.delete<{ Querystring: { ids: string } }>(
    '/sys/ossFile/deleteBatch',
    {
      config: { permission: rightOf(ossFile, 'delete') },
      schema: {
        tags,
        summary: 'Delete stored files by comma-joined ids, all or none',
        querystring: idsQuery,
      },
    },
    async (request) => {
      const ids = [
        ...new Set(
          request.query.ids
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length === 0 || ids.length > MAX_BATCH)
        throw new AppError(400, 'kit.badIds', { max: MAX_BATCH });
      return ok(
        request,
        { count: await deleteOssFiles(ctx, request, ids, await scope(request)) },
        'kit.batchDeleted',
      );
    },
  );
}
