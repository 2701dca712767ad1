import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { attachment } from '../../../kit/excel/cells';
import { extensionOf, fileTypeFor } from './file-types';
import { registerMinioUploadRoute } from '../minio-upload';
import { storageOf } from './storage';
import { displayName, isPrivatePath, staticKey } from './upload-paths';
import { storeUpload } from './upload.service';

/** An inline header with the same UTF-8 name as the attachment one. */
const inline = (name: string) => attachment(name).replace(/^attachment/, 'inline');

/**
 * `POST /sys/common/upload` (signed in), `GET /sys/common/static/*` (public) and `POST /minioUpload/upload`.
 * Both uploads store into the configured storage; the static route reads from it.
 *
 * Static files are public on purpose: an <img> cannot send the X-Access-Token header, and every stored
 * name carries 128 random bits, so a path is only known to whoever was given it (DESIGN §7 lists public
 * static files). Import error reports hold business rows: they stay behind a token on their own route
 * (kit/excel/report.ts), and this route refuses their folder; so it does the private folders (welding
 * programs, sent by /weld/sequence/download to callers holding a grant).
 * @example registerUploadRoutes(api, ctx)
 */
export function registerUploadRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post(
    '/sys/common/upload',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['upload'],
        summary:
          'Store one file (multipart: file, biz folder, optional isup); the stored path is in message and result',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const path = await storeUpload(ctx, request);
      return { ...ok(request, path), message: path };
    },
  );

  api.get<{ Params: { '*': string } }>(
    '/sys/common/static/*',
    {
      config: { access: 'public' },
      schema: {
        tags: ['upload'],
        summary: 'An uploaded file: images inline, everything else as an attachment',
      },
    },
    async (request, reply) => {
      const path = request.params['*'];
      const type = fileTypeFor(path.slice(0, Math.max(0, path.lastIndexOf('/'))), extensionOf(path));
      const found =
        type && staticKey(path) && !isPrivatePath(path) ? await storageOf(ctx.config).get(path) : null;
      if (!type || !found) throw new AppError(404, 'errors.notFound');
      const name = displayName(path);
      return (
        reply
          .header('content-type', type.mime)
          .header('content-length', found.size)
          .header('content-disposition', type.image ? inline(name) : attachment(name))
          .header('x-content-type-options', 'nosniff')
          // nothing served here may run script in our origin, even if a browser tried to render it
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
          )
          .header('cache-control', 'private, max-age=86400')
          .send(found.body)
      );
    },
  );

  registerMinioUploadRoute(api, ctx);
}
