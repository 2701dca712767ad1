import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { storageOf, storeUpload } from '../upload';

/**
 * `POST /minioUpload/upload` (spec widgets §7: file, biz): the same checks and storage as
 * `/sys/common/upload`, answering the object's address: under S3_PUBLIC_URL when the bucket is
 * public, else the stored path (served by `/sys/common/static`), in message and result.
 * @example registerMinioUploadRoute(api, ctx)
 */
export function registerMinioUploadRoute(api: FastifyInstance, ctx: AppContext): void {
  api.post(
    '/minioUpload/upload',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['upload'],
        summary:
          'Store one file in the object storage (multipart: file, biz); the object URL (or stored path) is in message and result',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const key = await storeUpload(ctx, request);
      const address = storageOf(ctx.config).publicUrl(key) ?? key;
      return { ...ok(request, address), message: address };
    },
  );
}
