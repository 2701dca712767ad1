import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import type { InflateRaw } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const DEFLATED = 8;
/** fixed part of a zip local file header; the entry's name follows it */
const HEADER_BYTES = 30;
const SHEET_NAME = Buffer.from('xl/worksheets/sheet1.xml');
const ROW_END = Buffer.from('</row>');
/** the entries before the sheet (theme, relations) are a few KB; a file without it in this much has another layout */
const MAX_SCAN = 1024 * 1024;

/**
 * Passes an .xlsx through unchanged and counts the sheet rows that have left through it: it finds the
 * first sheet's zip entry, inflates it on the side and counts `</row>`. Rows committed minus `rows` is what sits in the writer's buffers, measured on the output,
 * so the producer can wait on it without reaching into exceljs or archiver. A file it cannot read
 * (another entry layout) turns the meter off: `working` false.
 * @example const meter = new RowMeter(); book = new WorkbookWriter({ stream: meter, … })
 */
export class RowMeter extends Transform {
  /** sheet rows the producer has handed to the writer (it keeps this count) */
  committed = 0;
  /** sheet rows that have passed */
  rows = 0;
  /** bytes of sheet XML that have passed (rows and all) */
  bytes = 0;
  working = true;
  private head: Buffer | null = Buffer.alloc(0);
  private inflate: InflateRaw | null = null;
  private tail = Buffer.alloc(0);
  private scanned = 0;

  _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.working) this.measure(chunk);
    callback(null, chunk);
  }

  _flush(callback: TransformCallback): void {
    // the whole file passed without a sheet entry: nothing to wait for
    if (this.head) this.stop();
    callback();
  }

  private measure(chunk: Buffer): void {
    if (this.head) {
      this.scanned += chunk.length;
      const data = Buffer.concat([this.head, chunk]);
      const at = data.indexOf(SHEET_NAME);
      if (at === -1) {
        if (this.scanned > MAX_SCAN) return this.stop();
        // keep what could be the start of a header cut by the chunk boundary
        this.head = data.subarray(Math.max(0, data.length - HEADER_BYTES - SHEET_NAME.length));
        return;
      }
      const header = at - HEADER_BYTES;
      if (header < 0 || data.readUInt32LE(header) !== LOCAL_HEADER || data.readUInt16LE(header + 8) !== DEFLATED) return this.stop();
      const start = at + SHEET_NAME.length + data.readUInt16LE(header + 28);
      if (data.length < start) {
        this.head = data.subarray(header);
        return;
      }
      chunk = data.subarray(start);
      this.head = null;
      this.inflate = createInflateRaw();
      this.inflate.on('data', (out: Buffer) => this.count(out));
      // the end of the sheet's deflate stream: what follows is other entries, nothing left to count
      this.inflate.on('end', () => this.stop());
      this.inflate.on('error', () => this.stop());
    }
    if (this.inflate && !this.inflate.writableEnded && chunk.length > 0) this.inflate.write(chunk);
  }

  private count(data: Buffer): void {
    this.bytes += data.length;
    const text = Buffer.concat([this.tail, data]);
    let found = 0;
    for (let at = text.indexOf(ROW_END); at !== -1; at = text.indexOf(ROW_END, at + ROW_END.length)) found++;
    this.tail = text.subarray(Math.max(0, text.length - (ROW_END.length - 1)));
    if (found > 0) {
      this.rows += found;
      this.emit('rows', this.rows);
    }
  }

  private stop(): void {
    if (!this.working) return;
    this.working = false;
    this.inflate?.removeAllListeners('data');
    this.inflate?.destroy();
    this.inflate = null;
    this.head = null;
    this.emit('rows', this.rows);
  }

  _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    // after a normal end the side inflate may still be counting the last rows: let it finish what it has
    if (error) this.stop();
    else this.inflate?.end();
    callback(error);
  }
}
