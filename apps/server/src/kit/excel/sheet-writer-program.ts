import { rowCells } from './sheet-cells';
import { rowWriter } from './sheet-xml';

/**
 * How much nicer than the server the writer's thread runs (Linux priorities are per thread): on a busy
 * box the scheduler then gives the event loop, which answers every other request, the first turn.
 */
export const NICENESS = 10;

/**
 * The worker's program: plain CommonJS run from this string with fflate named by absolute path and
 * rowWriter inlined from its source, so it runs alike under tsx, Vitest and the bundled server. Each batch
 * of rows it is sent becomes sheet XML, deflated at once by node's zlib in this thread (level 1, each
 * batch a run of blocks closed by a sync flush, so the batches' outputs join into one deflate stream), and
 * leaves in fflate's zip entry as one message with the count of rows it completes. It keeps nothing of a
 * batch once posted and never reads ahead of what it is sent, so the sender bounds its memory. Given a
 * source (SQLite), it reads the record batches itself, one per 'read' message, on its own read-only
 * connection: each batch's statement is then its own read transaction, as on the reader threads.
 */
export const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const zlib = require('node:zlib');
const { paths, parts, heads, tail, sheetParts, header, niceness } = workerData;
try {
  // "<pid>/task/<tid>": this thread's own id; where /proc is absent the thread keeps the server's priority
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (tid > 0) require('node:os').setPriority(tid, niceness);
} catch {}
const { Zip, ZipDeflate } = require(paths.fflate);
const rowXml = (${rowWriter.toString()})(header);
const fail = (err) => parentPort.postMessage({ failed: String((err && err.message) || err) });
let pending = [];
let size = 0;
let count = 0;
let ended = false;
let scheduled = null;
const zip = new Zip((err, chunk, final) => {
  if (err) return fail(err);
  pending.push(chunk);
  size += chunk.length;
  if (final) ended = true;
});
// the bytes leave in messages of up to 256 KB, at least once per turn of this thread's loop: each message
// wakes the server's thread, which (at a better priority) may then take this thread's turn on the core
const post = () => {
  scheduled = null;
  if (size === 0) return;
  const bytes = Buffer.concat(pending, size);
  pending = [];
  size = 0;
  // a buffer of its own moves to the server's thread without a copy; a slice of the pool is copied
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  parentPort.postMessage({ bytes, rows: count }, own ? [bytes.buffer] : []);
};
const later = () => {
  if (size >= 256 * 1024) {
    if (scheduled) clearImmediate(scheduled);
    post();
  } else scheduled ??= setImmediate(post);
};
for (const [name, text] of parts) {
  const part = new ZipDeflate(name, { level: 6 });
  zip.add(part);
  part.push(Buffer.from(text), true);
}
// deflated here rather than by fflate: node's zlib takes a fraction of the time on sheet XML
let sheet = null;
// the sheet being written (0-based) and the rows written before it: each sheet numbers its rows from 1
let sheetAt = -1;
let start = 0;
const LAST_BLOCK = zlib.deflateRawSync(Buffer.alloc(0));
const deflate = (raw, last) => {
  sheet.size += raw.length;
  // the zip's sizes are 32-bit (fflate writes no zip64): a bigger sheet would be a broken file
  if (sheet.size > 0xffffffff) throw new Error('sheet larger than 4 GB');
  sheet.crc = zlib.crc32(raw, sheet.crc);
  const packed = zlib.deflateRawSync(raw, { level: 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  sheet.ondata(null, last ? Buffer.concat([packed, LAST_BLOCK]) : packed, last);
};
// the zip entries follow one another: a sheet is closed before the next is opened
const nextSheet = () => {
  if (sheet) deflate(Buffer.from(tail), true);
  sheetAt += 1;
  if (sheetAt >= heads.length) throw new Error('no sheet ' + (sheetAt + 1) + ' in this workbook');
  start = count;
  sheet = { filename: sheetParts[sheetAt], compression: 8, size: 0, crc: 0 };
  zip.add(sheet);
  deflate(Buffer.from(heads[sheetAt]), false);
};
// each batch's rows are encoded one by one into this buffer (kept from batch to batch, grown as needed)
let area = Buffer.allocUnsafe(1024 * 1024);
const encode = (rows) => {
  let at = 0;
  for (let i = 0; i < rows.length; i++) {
    const xml = rowXml(rows[i], count - start + i);
    if (at + xml.length * 3 > area.length) {
      const bigger = Buffer.allocUnsafe(Math.max(area.length * 2, at + xml.length * 3));
      area.copy(bigger, 0, 0, at);
      area = bigger;
    }
    at += area.write(xml, at);
  }
  return area.subarray(0, at);
};
// the source's batches, read here so their rows never cross to the server's thread (export-source.ts)
let read = null;
if (workerData.source) {
  const source = workerData.source;
  const db = new (require(source.driver))(source.file);
  db.pragma('query_only = ON');
  db.pragma('busy_timeout = 5000');
  // every page is read once: better-sqlite3's default cache of 16 MB would only hold memory (a 1M-row
  // export's thread reached 58 MB of heap with it, 17 MB with this)
  db.pragma('cache_size = -2000');
  const cellsOf = (${rowCells.toString()})(source.rules);
  // structured clone turns a Buffer into a plain Uint8Array: bind it as better-sqlite3 binds Buffers
  const bound = (params) => params.map((p) => (p instanceof Uint8Array && !Buffer.isBuffer(p) ? Buffer.from(p.buffer, p.byteOffset, p.byteLength) : p));
  const statements = new Map();
  const prepared = (sql) => statements.get(sql) || statements.set(sql, db.prepare(sql)).get(sql);
  let passAt = 0;
  let cursor = null;
  read = () => {
    const pass = source.passes[passAt];
    let rows;
    if (cursor) {
      const params = bound(pass.after.params);
      for (const i of pass.after.idAt) params[i] = cursor.id;
      for (const i of pass.after.valueAt) params[i] = cursor.value;
      rows = prepared(pass.after.sql).all(params);
    } else rows = prepared(pass.first.sql).all(bound(pass.first.params));
    if (rows.length < source.batch) {
      passAt += 1;
      cursor = null;
    } else {
      const last = rows[rows.length - 1];
      cursor = { id: String(last.id), value: pass.column === null ? null : last[pass.column] };
    }
    return { cells: rows.map(cellsOf), more: passAt < source.passes.length };
  };
}
nextSheet();
post();
parentPort.on('message', (message) => {
  if (message.read) {
    let batch;
    try {
      batch = read();
    } catch (err) {
      // the statement's error is the caller's to answer (before the first byte, an error answer)
      return parentPort.postMessage({ read: 0, more: false, error: { name: err && err.name, message: String((err && err.message) || err), code: err && err.code } });
    }
    message.rows = batch.cells;
    message.more = batch.more;
  }
  try {
    if (message.rows) {
      deflate(encode(message.rows), false);
      count += message.rows.length;
      if (message.read) parentPort.postMessage({ read: message.rows.length, more: message.more });
      return later();
    }
    if (message.next) {
      nextSheet();
      return later();
    }
    // every sheet the workbook names is written, those never started empty
    while (sheetAt < heads.length - 1) nextSheet();
    deflate(Buffer.from(tail), true);
    zip.end();
    if (!ended) throw new Error('zip not ended');
    if (scheduled) clearImmediate(scheduled);
    post();
    parentPort.postMessage({ done: true });
  } catch (err) {
    fail(err);
  }
});
`;
