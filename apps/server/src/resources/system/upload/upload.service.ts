import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { readMultipart } from '../../../plugins/multipart';
import { sweepOld } from '../../../kit/excel/sweep';
import { extensionOf, extensionsFor, fileTypeFor, HEAD_BYTES } from './file-types';
import { storageOf } from './storage';
import { bizFolder, generatedName, INCOMING } from './upload-paths';
import { recordUpload } from './upload-record';

async function headOf(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Stores the multipart `file` as <biz>/<generated name> in the configured storage (UPLOAD_DIR or the
 * S3 bucket; half-received files always wait in UPLOAD_DIR/.incoming) after checking the folder,
 * the size limit, the extension allow-list and the content's signature, and records it in `oss_file`
 * (OSS文件) with the uploader; answers the relative path.
 * Anything refused leaves no file behind.
 * @example const path = await storeUpload(ctx, request) // 'temp/report_4f…e1.pdf'
 */
export async function storeUpload(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const root = ctx.config.uploadDir;
  const incoming = join(root, INCOMING);
  await mkdir(incoming, { recursive: true });
  // parts left by a crash or a dropped connection
  await sweepOld(incoming);
  const maxMb = ctx.config.uploadMaxMb;
  // the reader removes what it wrote when the body fails (malformed, cut off, timed out)
  const { file, fields } = await readMultipart(ctx.config, request, {
    sink: { kind: 'folder', folder: incoming },
    maxBytes: maxMb * 1024 * 1024,
  });
  // the file received is removed at the end whatever happens; the accepted one has been moved away by then
  try {
    if (!file?.temp || file.original === '') throw new AppError(400, 'upload.noFile');
    if (file.truncated) throw new AppError(400, 'upload.tooLarge', { max: maxMb });
    const folder = bizFolder(fields.biz);
    if (folder === null) throw new AppError(400, 'upload.badBiz', { biz: fields.biz ?? '' });
    const ext = extensionOf(file.original);
    const type = fileTypeFor(folder, ext);
    if (!type)
      throw new AppError(400, 'upload.badType', {
        ext: ext || '?',
        allowed: extensionsFor(folder).join(', '),
      });
    if (file.size === 0) throw new AppError(400, 'upload.empty');
    if (!type.matches(await headOf(file.temp))) throw new AppError(400, 'upload.badContent', { ext });
    const key = `${folder}/${generatedName(file.original, ext)}`;
    const storage = storageOf(ctx.config);
    await storage.put(key, file.temp, type.mime);
    try {
      await recordUpload(ctx, request, { key, original: file.original, ext, size: file.size, folder });
    } catch (e) {
      // a file the list does not know of could never be found or deleted there: take it back
      await storage.remove(key).catch(() => undefined);
      throw e;
    }
    return key;
  } finally {
    if (file?.temp) await rm(file.temp, { force: true });
  }
}
