import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../lib/errors';

/** Where the file part goes: a new file in `folder` (uploads), or memory (Excel imports). */
export type FileSink = { kind: 'folder'; folder: string } | { kind: 'memory' };

/** The file part of a form as received. */
export interface ReceivedFile {
  /** the name the client gave, '' when none */
  original: string;
  /** folder sink: the file written; the caller moves it away or removes it */
  temp: string | null;
  /** memory sink: the bytes */
  bytes: Buffer | null;
  size: number;
  /** cut at maxBytes: the rest of the file was skipped */
  truncated: boolean;
}

export interface ReceivedForm {
  file: ReceivedFile | null;
  fields: Record<string, string>;
}

export interface ReadOptions {
  sink: FileSink;
  /** the file is cut (and marked truncated) beyond this many bytes */
  maxBytes: number;
}

/** The largest file part any multipart body may carry (an Excel import's spreadsheet is held in memory). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
/** The limits of every multipart body; one file per request (uploads, Excel imports). */
const LIMITS = { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, parts: 11 };

/**
 * Registers @fastify/multipart, and closes the connection after any answer given to a multipart request
 * whose body was not read to its end (refused early, malformed, timed out): Node would otherwise wait
 * for the rest of a body nobody reads, keeping the socket.
 * @example await registerMultipart(app)
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: LIMITS });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete && /^multipart\//i.test(request.headers['content-type'] ?? ''))
      reply.header('connection', 'close');
    done(null, payload);
  });
}

// uploads being received per user, per app (its configuration): what a slot counts
const receiving = new WeakMap<Config, Map<string, number>>();

/** A receiving slot of the caller, or a 429 beyond UPLOAD_MAX_CONCURRENT_PER_USER; the answer releases it. */
function takeSlot(config: Config, request: FastifyRequest): () => void {
  let counts = receiving.get(config);
  if (!counts) receiving.set(config, (counts = new Map()));
  const who = request.auth?.principal.userId ?? `ip:${request.ip}`;
  const held = counts.get(who) ?? 0;
  const max = config.uploadMaxConcurrentPerUser;
  if (held >= max) throw new AppError(429, 'multipart.busy', { max });
  counts.set(who, held + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (counts.get(who) ?? 1) - 1;
    if (left > 0) counts.set(who, left);
    else counts.delete(who);
  };
}

const malformed = () => new AppError(400, 'multipart.malformed');

/**
 * What the parser threw, as the caller should see it: the plugin's own limit errors keep their status
 * (413 and the like), anything else the parser says ("Boundary not found", "Part terminated early",
 * "Malformed part header", "Unsupported Content-Type") is a malformed body: 400.
 */
function parserError(err: unknown): Error {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: number }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? (err as Error) : malformed();
}

/** how long the parser may go without progress once the whole body has arrived, before the body counts as malformed */
const COMPLETE_GRACE_MS = 2000;
const WATCH_TICK_MS = 250;

/**
 * Watches the body while it is read: a client that goes quiet for `idleMs`, or that closes the
 * connection mid-body, ends the reading with `failed` (408, or a 400 nobody will hear of). A body that
 * has arrived whole but that the parser stops reading (busboy stalls on some headerless parts) is a
 * malformed body after a short grace, not a wait for the idle timeout.
 */
class BodyWatch {
  failure: Error | null = null;
  readonly failed: Promise<never>;
  private fail!: (err: Error) => void;
  private ticker: NodeJS.Timeout | null = null;
  private lastProgress = Date.now();
  /** the part being read: destroyed on failure, so the stream copying it ends and closes its file */
  current: Readable | null = null;

  constructor(
    private readonly request: FastifyRequest,
    private readonly idleMs: number,
  ) {
    this.failed = new Promise<never>((_, reject) => {
      this.fail = reject;
    });
    // the race decides; a failure nobody awaits any more must not surface as unhandled
    this.failed.catch(() => undefined);
  }

  /** Starts watching; called once the body is piped to the parser (a 'data' listener of its own would set it flowing). */
  start() {
    this.request.raw.on('data', this.onData);
    this.request.raw.on('close', this.onClose);
    this.lastProgress = Date.now();
    this.ticker = setInterval(this.check, WATCH_TICK_MS);
    // a connection that closed before the watch began
    if (this.request.raw.destroyed) this.onClose();
  }

  /** The parser took more of the body. */
  private readonly onData = () => {
    this.lastProgress = Date.now();
  };

  private readonly onClose = () => {
    // nobody hears this answer; an AppError keeps it out of the log of unforeseen (500) errors
    if (!this.request.raw.complete) this.stop(malformed());
  };

  private readonly check = () => {
    const quiet = Date.now() - this.lastProgress;
    // once the client has sent everything, waiting on it is no timeout of its own: the body is at fault
    if (this.request.raw.complete) {
      if (quiet >= Math.min(COMPLETE_GRACE_MS, this.idleMs)) this.stop(malformed());
    } else if (quiet >= this.idleMs)
      this.stop(new AppError(408, 'multipart.timeout', { seconds: Math.round(this.idleMs / 1000) }));
  };

  /** Ends the watch; with an error, ends the reading too: no more body goes to the parser. */
  stop(err?: Error) {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
    this.request.raw.off('data', this.onData);
    this.request.raw.off('close', this.onClose);
    if (!err || this.failure) return;
    this.failure = err;
    this.request.raw.unpipe();
    this.current?.destroy(err);
    this.fail(err);
  }
}

/** Copies the file part into a new file of `folder`; the file's handle is closed whatever happens. */
async function toFolder(
  file: Readable,
  folder: string,
  temps: string[],
): Promise<{ temp: string; size: number }> {
  const temp = join(folder, randomUUID());
  temps.push(temp);
  const out = createWriteStream(temp);
  let writeError: Error | null = null;
  out.on('error', (e) => (writeError = e));
  try {
    await pipeline(file, out);
  } catch (e) {
    // a disk that refuses the write is our fault (500); anything else came from the body
    throw writeError ?? parserError(e);
  }
  return { temp, size: out.bytesWritten };
}

/** Collects the file part in memory (bounded by maxBytes through the parser's limit). */
async function toMemory(file: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const collect = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await pipeline(file, collect).catch((e: unknown) => {
    throw parserError(e);
  });
  return Buffer.concat(chunks);
}

async function receive(
  request: FastifyRequest,
  options: ReadOptions,
  watch: BodyWatch,
  temps: string[],
): Promise<ReceivedForm> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  // the plugin reads throwFileSizeLimit here too (its types leave it out): a cut-off file is the caller's to report
  const parserOptions: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
    limits: { fileSize: options.maxBytes },
    throwFileSizeLimit: false,
  };
  const parts = request.parts(parserOptions);
  // the first step pipes the body into the parser; only then may the watch listen to it
  let pending = parts.next();
  watch.start();
  for (; ; pending = parts.next()) {
    let next: Awaited<typeof pending>;
    try {
      next = await pending;
    } catch (e) {
      throw parserError(e);
    }
    if (next.done) break;
    const part = next.value;
    if (watch.failure) throw watch.failure;
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    // the parser gives up on a part the body ends inside of by destroying its stream, sometimes before
    // the part is handed over; such a stream never ends (a copy from it would wait for good)
    if (part.file.destroyed && !part.file.readableEnded) throw malformed();
    watch.current = part.file;
    const original = part.filename ?? '';
    if (options.sink.kind === 'folder') {
      const { temp, size } = await toFolder(part.file, options.sink.folder, temps);
      file = { original, temp, bytes: null, size, truncated: part.file.truncated };
    } else {
      const bytes = await toMemory(part.file);
      file = { original, temp: null, bytes, size: bytes.length, truncated: part.file.truncated };
    }
    watch.current = null;
  }
  return { file, fields };
}

/**
 * Reads a multipart form: the text fields, and its file part into `sink`; the one reader of every
 * upload and Excel import, so all of them share its guarantees:
 * - at most UPLOAD_MAX_CONCURRENT_PER_USER bodies of one user are received at once (429 beyond);
 * - a body that goes quiet for UPLOAD_IDLE_TIMEOUT_SECONDS answers 408, one whose client goes away
 *   ends the reading; either way the file's handle is closed and the half-written file removed;
 * - a malformed body ("Boundary not found", a part cut off by the end of the body, garbage) is a 400.
 * Answers `{file: null}` for a request that is not multipart. On success a folder sink's file belongs to
 * the caller (to move away or remove).
 * @example const { file, fields } = await readMultipart(ctx.config, request, { sink: { kind: 'memory' }, maxBytes: 50 * 1024 * 1024 })
 */
export async function readMultipart(
  config: Config,
  request: FastifyRequest,
  options: ReadOptions,
): Promise<ReceivedForm> {
  if (!request.isMultipart()) return { file: null, fields: {} };
  const release = takeSlot(config, request);
  const watch = new BodyWatch(request, config.uploadIdleTimeoutSeconds * 1000);
  const temps: string[] = [];
  const reading = receive(request, options, watch, temps);
  // a reading left behind by a failure settles later, on its own: nobody listens to it any more
  reading.catch(() => undefined);
  try {
    const form = await Promise.race([reading, watch.failed]);
    watch.stop();
    return form;
  } catch (e) {
    watch.stop(e as Error);
    await Promise.all(temps.map((t) => rm(t, { force: true })));
    // the first failure is the answer: a timeout's destroyed part also fails the copy from it
    throw watch.failure ?? e;
  } finally {
    release();
  }
}
