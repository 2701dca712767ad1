import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { login } from '../test/client';
import { dialects } from '../test/databases';
import { rawRequest } from '../test/raw-http';
import type { RawRequest } from '../test/raw-http';
import { ADMIN_PASSWORD, createUser, startServer } from '../test/server';
import type { TestServer } from '../test/server';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const BOUNDARY = 'weldBoundary7MA4YWxkTrZu0gW';
const FORM = `multipart/form-data; boundary=${BOUNDARY}`;
const UPLOAD_ROUTES = [
  '/sys/common/upload',
  '/minioUpload/upload',
  '/sys/ossFile/upload',
  '/weld/manualFile/upload',
];
const IMPORT_ROUTE = '/sys/position/importExcel';
const IDLE_SECONDS = 1;
const REQUEST_SECONDS = 3;
const MALFORMED =
  'The upload is malformed or incomplete (multipart/form-data): choose the file and upload it again';

/** The head of a file part and some of its bytes, never its closing boundary: a body cut off mid-file. */
function cutOffBody(name = 'photo.png'): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="biz"\r\n\r\nweldmanual\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), PNG, Buffer.alloc(4000, 7)]);
}

/** A whole, well-formed body with one PNG file. */
function wholeBody(): Buffer {
  return Buffer.concat([cutOffBody('whole.png').subarray(0, -4000), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

const incomingOf = (root: string) => join(root, '.incoming');
const leftIn = (root: string) => (existsSync(incomingOf(root)) ? readdirSync(incomingOf(root)) : []);
const openHandles = () => readdirSync('/proc/self/fd').length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What is left in .incoming once cleanup had `ms` to happen. */
async function leftAfter(root: string, ms = 2000): Promise<string[]> {
  const until = Date.now() + ms;
  while (leftIn(root).length > 0 && Date.now() < until) await sleep(50);
  return leftIn(root);
}

function serverOptions(root: string, extra: Partial<Config> = {}): Partial<Config> {
  return {
    uploadDir: root,
    uploadIdleTimeoutSeconds: IDLE_SECONDS,
    http: { headersSeconds: 1, requestSeconds: REQUEST_SECONDS, keepAliveSeconds: 72 },
    ...extra,
  };
}

function portOf(server: TestServer): number {
  return Number(new URL(server.base).port);
}

function send(
  server: TestServer,
  token: string,
  path: string,
  request: Partial<RawRequest> & { body: Buffer },
) {
  return rawRequest({
    port: portOf(server),
    path: `${server.api.slice(server.base.length)}${path}`,
    waitMs: 10_000,
    ...request,
    // the server closes the connection after its answer, which is when rawRequest resolves
    headers: {
      'X-Access-Token': token,
      'X-Lang': 'en_US',
      'Content-Type': FORM,
      Connection: 'close',
      ...(request.headers ?? {}),
    },
  });
}

describe.each(dialects)('multipart bodies on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  const root = mkdtempSync(join(tmpdir(), 'weld-multipart-'));

  beforeAll(async () => {
    server = await startServer(dialect, serverOptions(root));
    token = await login(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a body cut short (the client still waiting) with 408 within the idle timeout on all four upload routes and an import, leaving no file in .incoming', async () => {
    const body = cutOffBody();
    const routes = [...UPLOAD_ROUTES, IMPORT_ROUTE];
    const answers = await Promise.all(
      routes.map((path) => send(server, token, path, { body, contentLength: body.length + 100_000 })),
    );
    for (const [i, answer] of answers.entries()) {
      expect(answer.status, routes[i]).toBe(408);
      expect(answer.body).toMatchObject({
        success: false,
        code: 408,
        message: `The upload timed out: no data arrived for ${IDLE_SECONDS} seconds; check the connection and try again`,
      });
      // the server closed the connection: the rest of the body will never be read
      expect(answer.closedAfterMs, routes[i]).not.toBeNull();
      expect(answer.closedAfterMs!).toBeLessThan(IDLE_SECONDS * 1000 + 1500);
    }
    expect(await leftAfter(root)).toEqual([]);
  });

  it('answers malformed bodies of an upload route and a kit importExcel route with 400 in the envelope', async () => {
    const cases: { name: string; contentType: string; body: Buffer; message?: string }[] = [
      {
        name: 'no boundary in Content-Type',
        contentType: 'multipart/form-data',
        body: cutOffBody(),
        message: MALFORMED,
      },
      { name: 'empty boundary', contentType: 'multipart/form-data; boundary=', body: cutOffBody() },
      {
        name: 'boundary longer than the parser takes',
        contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
        body: cutOffBody(),
        message: MALFORMED,
      },
      // the whole announced body arrives, but it ends inside the file part
      { name: 'part terminated early', contentType: FORM, body: cutOffBody('book.xlsx'), message: MALFORMED },
      { name: 'garbage', contentType: FORM, body: Buffer.from('\u0000\u00ffnot a form at all\r\n--\r\n') },
      {
        name: 'headers of a part never ended',
        contentType: FORM,
        body: Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n`,
        ),
      },
      { name: 'closing boundary only', contentType: FORM, body: Buffer.from(`--${BOUNDARY}--\r\n`) },
      // busboy stalls on a headerless part just over its 16 KB buffer: this waited for the idle timeout (30 s)
      {
        name: 'a part without headers over 16 KB',
        contentType: FORM,
        body: Buffer.from(`--${BOUNDARY}\r\n\r\n${'x'.repeat(17_000)}\r\n--${BOUNDARY}--\r\n`),
      },
    ];
    for (const path of ['/sys/common/upload', IMPORT_ROUTE]) {
      for (const c of cases) {
        const started = Date.now();
        const answer = await send(server, token, path, {
          body: c.body,
          headers: { 'Content-Type': c.contentType },
        });
        expect(answer.status, `${path}: ${c.name}`).toBe(400);
        expect(Date.now() - started, `${path}: ${c.name}`).toBeLessThan(5000);
        expect(answer.body, `${path}: ${c.name}`).toMatchObject({ success: false, code: 400 });
        if (c.message) expect(answer.body?.message, `${path}: ${c.name}`).toBe(c.message);
      }
    }
    expect(await leftAfter(root)).toEqual([]);
  });
});

describe('multipart bodies that never end (sqlite)', () => {
  let server: TestServer;
  let token: string;
  let user: string;
  const MAX = 4;
  const root = mkdtempSync(join(tmpdir(), 'weld-multipart-'));

  beforeAll(async () => {
    server = await startServer('sqlite', serverOptions(root, { uploadMaxConcurrentPerUser: MAX }));
    token = await login(server, 'admin', ADMIN_PASSWORD);
    await createUser(server, { username: 'uploader', password: ADMIN_PASSWORD });
    user = await login(server, 'uploader', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('still stores a whole upload sent over a plain socket', async () => {
    const answer = await send(server, token, '/sys/common/upload', { body: wholeBody() });
    expect(answer.status, answer.body?.message).toBe(200);
    expect(answer.body?.message).toMatch(/^weldmanual\/whole_[0-9a-f]{32}\.png$/);
  });

  it('keeps no file handle open after many cut-off uploads', async () => {
    const body = cutOffBody();
    // one answered request first, so whatever the server opens once is open already
    await send(server, token, '/sys/common/upload', { body: wholeBody() });
    await sleep(200);
    const before = openHandles();
    for (let batch = 0; batch < 5; batch++) {
      const answers = await Promise.all(
        Array.from({ length: MAX }, () =>
          send(server, token, '/sys/common/upload', { body, contentLength: body.length + 1_000_000 }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(MAX).fill(408));
    }
    expect(await leftAfter(root)).toEqual([]);
    await sleep(200);
    // 20 leaked write handles (and sockets) before the fix; a little slack for the database's own files
    expect(openHandles()).toBeLessThanOrEqual(before + 3);
  });

  it('leaves no file behind when the client closes the connection, or only its side of it, mid-body', async () => {
    const body = cutOffBody();
    for (const then of ['destroy', 'end'] as const) {
      await Promise.all(
        UPLOAD_ROUTES.map((path) =>
          send(server, token, path, { body, contentLength: body.length + 100_000, then, afterMs: 200 }),
        ),
      );
      expect(await leftAfter(root), then).toEqual([]);
    }
  });

  it('closes the connection when the whole request takes longer than the request timeout, even while bytes still trickle in', async () => {
    const body = cutOffBody();
    const answer = await send(server, token, '/sys/common/upload', {
      body,
      contentLength: body.length + 1_000_000,
      then: { trickleMs: 200 },
    });
    expect(answer.closedAfterMs).not.toBeNull();
    expect(answer.closedAfterMs!).toBeGreaterThanOrEqual(REQUEST_SECONDS * 1000 - 200);
    expect(answer.closedAfterMs!).toBeLessThan(REQUEST_SECONDS * 1000 + 2000);
    expect(await leftAfter(root)).toEqual([]);
  });

  it('answers 429 to a user sending more uploads at once than the cap, and takes uploads again once one ends', async () => {
    const body = cutOffBody();
    // UPLOAD_MAX_CONCURRENT_PER_USER bodies that trickle on, so the idle timeout does not end them
    const holders = Array.from({ length: MAX }, () =>
      send(server, user, '/sys/common/upload', {
        body,
        contentLength: body.length + 1_000_000,
        then: { trickleMs: 200 },
      }),
    );
    await sleep(500);
    const refused = await send(server, user, '/sys/common/upload', { body: wholeBody() });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      code: 429,
      message: `At most ${MAX} uploads per user may run at once: wait for one to finish and try again`,
    });
    // another user is not held back by this one
    const other = await send(server, token, '/sys/common/upload', { body: wholeBody() });
    expect(other.status, other.body?.message).toBe(200);
    // the request timeout ends the holders; their slots come back
    await Promise.all(holders);
    const after = await send(server, user, '/sys/common/upload', { body: wholeBody() });
    expect(after.status, after.body?.message).toBe(200);
    expect(await leftAfter(root)).toEqual([]);
  });
});
