import { brotliCompressSync, constants, crc32, deflateRawSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers up to this size go as they are: compressing them saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;
/** zlib level 4: 7.6 KB of the 57 KB permission answer (level 6: 7.4 KB at twice the CPU) */
const GZIP_LEVEL = 4;
/** brotli quality 4, for the rare client that takes br but not gzip (it is compressed whole every time) */
const BROTLI_QUALITY = 4;
const CACHE_ENTRIES = 64;
const CACHE_MAX_BODY = 1 << 20;
/** Text the cache may hold in all (its keys are whole answers): a few big list pages must not pin tens of MB. */
const CACHE_MAX_TOTAL = 8 << 20;

/** The envelope's last field: the only part of an answer that differs between two identical calls. */
const TIMESTAMP = ',"timestamp":';

interface Head {
  /** the part before the timestamp, deflated and flushed to a byte boundary (no final block) */
  deflated: Buffer;
  crc: number;
  bytes: number;
}

/**
 * Deflated heads of recent answers by their text (least recently used first): the permission answer every
 * screen asks for is compressed once per user and content, not once per call.
 */
const heads = new Map<string, Head>();
let cachedBytes = 0;

/** The deflate of an answer's head, flushed to a byte boundary so blocks of a tail can follow it. */
function deflatedHead(raw: Buffer): Head {
  return {
    deflated: deflateRawSync(raw, { level: GZIP_LEVEL, finishFlush: constants.Z_SYNC_FLUSH }),
    crc: crc32(raw),
    bytes: raw.length,
  };
}

function headOf(text: string): Head {
  const hit = heads.get(text);
  if (hit) {
    heads.delete(text);
    heads.set(text, hit);
    return hit;
  }
  const raw = Buffer.from(text);
  const head = deflatedHead(raw);
  if (raw.length <= CACHE_MAX_BODY) {
    heads.set(text, head);
    cachedBytes += head.bytes;
    while (heads.size > CACHE_ENTRIES || cachedBytes > CACHE_MAX_TOTAL) {
      const [oldest, gone] = heads.entries().next().value as [string, Head];
      heads.delete(oldest);
      cachedBytes -= gone.bytes;
    }
  }
  return head;
}

/** Brotli of a whole answer, for the rare client that takes br but not gzip. */
function brotli(body: string | Buffer): Buffer {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * Gzip of `body`: the cached deflate of everything before the envelope's timestamp, then the timestamp and
 * the closing brace as deflate blocks of their own (a sync flush ends the head on a byte boundary, so the
 * blocks follow it as one stream), the CRC carried on from the head's.
 */
export function gzipAnswer(body: string): Buffer {
  const cut = body.lastIndexOf(TIMESTAMP);
  return gzipOf(headOf(cut < 0 ? body : body.slice(0, cut)), Buffer.from(cut < 0 ? '' : body.slice(cut)));
}

/** A gzip stream of a deflated head and a tail sent as stored blocks, with the CRC carried on from the head's. */
function gzipOf(head: Head, tail: Buffer): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tail, head.crc), 0);
  trailer.writeUInt32LE((head.bytes + tail.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, head.deflated, lastStoredBlock(tail), trailer]);
}

/**
 * The tail as the stream's final block, stored as it is: a few dozen bytes of timestamp gain nothing from
 * a second deflate, whose set-up (a window and hash table) costs more than the answer's own write.
 */
function lastStoredBlock(tail: Buffer): Buffer {
  if (tail.length > 0xffff) return deflateRawSync(tail);
  const block = Buffer.alloc(5 + tail.length);
  block[0] = 1; // BFINAL, BTYPE 00 (stored); the head's sync flush left the stream on a byte boundary
  block.writeUInt16LE(tail.length, 1);
  block.writeUInt16LE(~tail.length & 0xffff, 3);
  tail.copy(block, 5);
  return block;
}

/** The coding the client takes, gzip first (cheaper here, thanks to the cache); null for none (q=0 refuses). */
export function codingFor(accept: string | undefined): 'gzip' | 'br' | null {
  const taken = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) taken.add(name);
  }
  if (taken.has('gzip') || taken.has('*')) return 'gzip';
  return taken.has('br') ? 'br' : null;
}

/**
 * JSON answers over 1 KB leave gzip- or brotli-compressed when the client takes either (Vary: Accept-Encoding);
 * streams (exports, downloads) and answers already encoded go as they are. Static files are precompressed at
 * build time (web.ts).
 */
/** An answer's part that stays the same between calls, as bytes and, once a client takes gzip, deflated. */
export interface PreparedHead {
  raw: Buffer;
  gzip: Head | null;
}

/** @example const head = preparedHead('{"success":true,…,"result":{…}') */
export function preparedHead(text: string): PreparedHead {
  return { raw: Buffer.from(text), gzip: null };
}

/**
 * A prepared head and the part of the answer that changes per call (the timestamp), in the coding the client
 * takes: a warm call copies bytes, never encodes or compresses the head again (the permission answer every
 * screen asks for). The onSend hook leaves Buffers alone, so the headers are set here.
 * @example return preparedAnswer(request, reply, head, `,"timestamp":${timestamp}}`)
 */
export function preparedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  head: PreparedHead,
  tail: string,
): Buffer {
  reply.header('vary', 'accept-encoding');
  const coding = codingFor(request.headers['accept-encoding']);
  const rest = Buffer.from(tail);
  if (coding === 'gzip') {
    head.gzip ??= deflatedHead(head.raw);
    reply.header('content-encoding', 'gzip');
    return gzipOf(head.gzip, rest);
  }
  const whole = Buffer.concat([head.raw, rest]);
  if (coding !== 'br') return whole;
  reply.header('content-encoding', 'br');
  return brotli(whole);
}

export function registerCompression(app: FastifyInstance): void {
  // a callback hook (compressing is synchronous): every answer passes here, an async one cost a promise each
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    const coding = typeof payload === 'string' ? answerCoding(request, reply, payload) : null;
    if (!coding) return done(null, payload);
    done(null, coding === 'gzip' ? gzipAnswer(payload as string) : brotli(payload as string));
  });
}

/** The coding a JSON answer over COMPRESS_MIN_BYTES is sent in, with its headers set; null to send it as it is. */
function answerCoding(request: FastifyRequest, reply: FastifyReply, payload: string) {
  if (Buffer.byteLength(payload) <= COMPRESS_MIN_BYTES) return null;
  if (
    reply.hasHeader('content-encoding') ||
    !/^application\/(.+\+)?json/i.test(String(reply.getHeader('content-type') ?? ''))
  )
    return null;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const coding = codingFor(request.headers['accept-encoding']);
  if (!coding) return null;
  reply.header('content-encoding', coding);
  reply.removeHeader('content-length');
  return coding;
}
