import type { FastifyRequest } from 'fastify';
import { ossFile } from '@weld/core';
import type { AppContext } from '../../../context';
import { deleteRows, findRow } from '../../../kit/crud';
import type { Scope } from '../../../kit/scope';
import { authOf } from '../../../plugins/route-config';
import { storageOf } from '../upload';
import { AppError } from '../../../lib/errors';

/**
 * Deletes OSS file rows of the caller's scope together with their stored objects, all or none: every
 * id must be found (else 404 and nothing changes); objects go first, inside the rows' transaction, so a
 * storage failure keeps the rows, and an object that is already gone is no obstacle.
 * @example await deleteOssFiles(ctx, request, ['f1', 'f2'], scope) // 2
 */
export async function deleteOssFiles(
  ctx: AppContext,
  request: FastifyRequest,
  ids: string[],
  scope: Scope,
): Promise<number> {
  const audit = { update_by: authOf(request).principal.username, update_time: ctx.now() };
  return deleteRows(ctx, ossFile, ids, scope, audit, async (tx) => {
    const keys: string[] = [];
    for (const id of ids) {
      const row = await findRow(tx, ossFile, id, scope);
      if (!row) throw new AppError(404, 'kit.notFound');
      keys.push(String(row.url));
    }
    // rows of another storage (STORAGE changed since) are removed from the current one only if there
    const storage = storageOf(ctx.config);
    for (const key of keys) await storage.remove(key);
  });
}
