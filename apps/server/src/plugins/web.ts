import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file of the built web app, or null when the path leaves the root or names nothing. */
function fileIn(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(file).isFile() ? path.relative(root, file) : null;
  } catch {
    return null;
  }
}

/** A page path (no file extension) asked for by a browser or a client that takes anything. */
function wantsPage(urlPath: string, accept = ''): boolean {
  if (/\.[A-Za-z0-9]+$/.test(urlPath)) return false;
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built web app at `/`: files as they are (hashed assets cached for good), index.html for
 * page paths (history mode), the 404 envelope for unknown API paths.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: { root: string; apiBase: string },
): Promise<void> {
  const root = path.resolve(options.root);
  const hasDist = fs.existsSync(path.join(root, 'index.html'));
  if (!hasDist)
    app.log.warn({ webDist: root }, 'web app not built: serving the API only (run npm run build)');
  await app.register(fastifyStatic, {
    root: hasDist ? root : path.dirname(root),
    serve: false,
    cacheControl: false,
    preCompressed: true,
  });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0];
    const isApi = urlPath === options.apiBase || urlPath.startsWith(`${options.apiBase}/`);
    if (!isApi && hasDist) {
      const file = fileIn(root, urlPath);
      if (file) {
        const hashed = file.startsWith(`assets${path.sep}`);
        return reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache').sendFile(file);
      }
      if (wantsPage(urlPath, request.headers.accept)) {
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .sendFile('index.html');
      }
    }
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send(fail(request.lang, 404, 'errors.notFound'));
  };
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, handler);
}
