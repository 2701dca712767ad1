import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { position } from '@weld/core';
import { startServer } from '../../test/server';
import type { TestServer } from '../../test/server';
import { kitDb } from '../table';
import { exportWorkbook, inFlightLimit, prepareExport } from './export';
import { RowMeter } from './row-meter';

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function rowsOf(file: Buffer): Promise<number> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
  return book.worksheets[0].rowCount;
}

describe('RowMeter', () => {
  it.each([
    ['with a sync flush per chunk', { level: 1, flush: constants.Z_SYNC_FLUSH }],
    ['with plain deflate', { level: 6 }],
  ])('passes an .xlsx through unchanged and counts every sheet row that left (%s)', async (_name, zlib) => {
    const meter = new RowMeter();
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: meter, useStyles: false, useSharedStrings: false, zip: { zlib } });
    const sheet = book.addWorksheet('rows');
    const collected = collect(meter);
    for (let i = 0; i < 5000; i++) sheet.addRow([`P${i}`, `焊工 ${i} </row> in text`, i]).commit();
    sheet.commit();
    await book.commit();
    const file = await collected;
    // the side inflate may finish a moment after the last byte passed
    while (meter.working) await once(meter, 'rows');
    expect(meter.rows).toBe(5000);
    expect(await rowsOf(file)).toBe(5000);
  });

  it('turns itself off for a stream that is not a deflated zip entry, passing it unchanged', async () => {
    const meter = new RowMeter();
    const collected = collect(meter);
    meter.end(Buffer.from('plain text, not a zip '.repeat(10)));
    expect((await collected).toString()).toContain('plain text');
    expect(meter.working).toBe(false);
  });
});

describe('exportWorkbook back-pressure', () => {
  const ROWS = 30_000;
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer('sqlite');
    const now = server.ctx.now();
    const rows = Array.from({ length: ROWS }, (_, i) => ({ id: `m${String(i).padStart(6, '0')}`, code: `M${i}`, name: `Meter ${i}`, post_rank: '1', org_code: null, create_by: 't', create_time: now, update_by: null, update_time: null }));
    for (let i = 0; i < rows.length; i += 3000) await kitDb(server.ctx).insertInto('sys_position').values(rows.slice(i, i + 3000)).execute();
  }, 60_000);
  afterAll(async () => server?.stop());

  it('stops reading rows while nobody reads the file, and sends every row once the client reads', async () => {
    const prepared = prepareExport(position, {});
    const stream = (await exportWorkbook(server.ctx, position, prepared, { scope: { tenantId: null, filters: [] }, lang: 'en_US', user: 'admin' })) as RowMeter;
    // a client that reads nothing: the socket's buffer is full
    const stalled = new PassThrough({ highWaterMark: 1024 });
    stream.pipe(stalled);
    await sleep(1500);
    expect(stream.committed).toBeLessThan(ROWS);
    expect(stream.committed - stream.rows).toBeLessThanOrEqual(inFlightLimit(stream) + 2000);
    const file = await collect(stalled);
    expect(stream.committed).toBe(ROWS + 3);
    expect(await rowsOf(file)).toBe(ROWS + 3);
  }, 60_000);
});
