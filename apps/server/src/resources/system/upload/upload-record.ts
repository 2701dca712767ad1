import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { authOf } from '../../../plugins/route-config';

/** What is known of an accepted upload when it is recorded. */
export interface UploadFacts {
  key: string;
  original: string;
  ext: string;
  size: number;
  folder: string;
}

/** The name as the person chose it: the last path segment, at most 255 characters. */
function uploadedName(original: string): string {
  const leaf = (original.split(/[\\/]/).pop() ?? '').trim();
  return [...leaf].slice(0, 255).join('') || 'file';
}

/**
 * Records a stored upload in `oss_file` (OSS文件) with its uploader, so the file list shows every upload.
 * @example await recordUpload(ctx, request, { key: 'temp/a_….pdf', original: 'a.pdf', ext: 'pdf', size: 1024, folder: 'temp' })
 */
export async function recordUpload(
  ctx: AppContext,
  request: FastifyRequest,
  facts: UploadFacts,
): Promise<void> {
  await ctx.db
    .insertInto('oss_file')
    .values({
      id: newId(),
      file_name: uploadedName(facts.original),
      url: facts.key,
      file_type: facts.ext,
      file_size: facts.size,
      storage: ctx.config.storage.kind,
      biz_path: facts.folder,
      create_by: authOf(request).principal.username,
      create_time: ctx.now(),
      update_by: null,
      update_time: null,
    })
    .execute();
}
