import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake S3 endpoint received. */
export interface S3Request {
  method: string;
  /** path and query exactly as sent */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * Whether a request carries a valid AWS Signature Version 4 for this secret: the signature is computed
 * again from the request as received, independently of the SDK.
 * @example expect(signedWith(request, 'secret', 'us-east-1')).toBe(true)
 */
export function signedWith(req: S3Request, secret: string, region: string): boolean {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization),
    );
  if (!auth || auth[3] !== region) return false;
  const [, , day, , signedHeaders, signature] = auth;
  const [path, query = ''] = req.url.split('?');
  const canonicalQuery = query.split('&').filter(Boolean).sort().join('&');
  const names = signedHeaders.split(';');
  const canonicalHeaders = names
    .map((n) => `${n}:${String(req.headers[n]).trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const payload = String(req.headers['x-amz-content-sha256']);
  if (payload !== 'UNSIGNED-PAYLOAD' && payload !== sha256(req.body)) return false;
  const canonical = [req.method, path, canonicalQuery, canonicalHeaders, signedHeaders, payload].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', String(req.headers['x-amz-date']), scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${secret}`, day);
  for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
  return hmac(key, toSign).toString('hex') === signature;
}

/**
 * A tiny in-process S3-compatible endpoint (path-style): PUT stores an object, GET answers it or a
 * NoSuchKey error, DELETE removes it (204 whether it was there or not, as S3 does); every request is recorded. It stands in for MinIO, which Debian does not package.
 * @example const s3 = await startFakeS3(); … s3.requests[0].url // '/weld-files/temp/a_….pdf'
 */
export async function startFakeS3() {
  const requests: S3Request[] = [];
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const body = Buffer.concat(chunks);
      const url = req.url ?? '/';
      requests.push({ method: req.method ?? '', url, headers: req.headers, body });
      const path = decodeURIComponent(url.split('?')[0]);
      if (req.method === 'PUT') {
        objects.set(path, { body, type: String(req.headers['content-type'] ?? 'application/octet-stream') });
        return res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      }
      if (req.method === 'DELETE') {
        objects.delete(path);
        return res.writeHead(204).end();
      }
      const found = objects.get(path);
      if (req.method === 'GET' && found)
        return res
          .writeHead(200, { 'content-type': found.type, 'content-length': found.body.length })
          .end(found.body);
      res
        .writeHead(404, { 'content-type': 'application/xml' })
        .end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { endpoint, requests, objects, close: () => new Promise<void>((r) => server.close(() => r())) };
}
