import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { measureGet } from './api-latency';
import { percentiles, rawList, seedPositions } from './seed-positions';
import type { RunningServer } from './server-process';

const ROWS = 1_000_000;
const IMPORT_ROWS = 100_000;
const LIST = '/api/sys/position/list?pageNo=1&pageSize=10&postRank=3&column=createTime&order=desc';

/** Peak resident set of a process so far (VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmHWM:')) ?? '';
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
}

/**
 * The list through the API and the same statements raw, one of each in turn, so both meet the same
 * moment of the machine (a 2-core box drifts between two long series).
 */
async function pairedListTimes(url: string, token: string, dbFile: string, runs: number): Promise<{ api: number[]; raw: number[] }> {
  const raw = rawList(dbFile, '3');
  const times = { api: [] as number[], raw: [] as number[] };
  try {
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const response = await fetch(url, { headers: { 'X-Access-Token': token } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`list answered ${response.status}`);
      times.api.push(performance.now() - started);
      times.raw.push(raw.run());
    }
  } finally {
    raw.close();
  }
  return times;
}

/** An .xlsx of fresh positions with a header of field keys, written by the streaming writer. */
async function importFile(rows: number): Promise<Blob> {
  const file = join(mkdtempSync(join(tmpdir(), 'weld-import-')), 'positions.xlsx');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('positions');
  sheet.addRow(['code', 'name', 'postRank']).commit();
  for (let i = 0; i < rows; i++) sheet.addRow([`IMP${String(i).padStart(7, '0')}`, `Imported ${i}`, String((i % 5) + 1)]).commit();
  sheet.commit();
  await book.commit();
  return new Blob([readFileSync(file)]);
}

/** Issue 3's figures: list of 10 out of 1,000,000 positions against raw SQL, export of all, import of 100,000. */
export async function excelFigures(server: RunningServer, token: string): Promise<void> {
  const seedMs = seedPositions(server.dbFile, ROWS);
  console.log(`seeded ${ROWS} positions into the bench's SQLite file in ${seedMs} ms`);

  const url = `${server.origin}${LIST}`;
  await pairedListTimes(url, token, server.dbFile, 20);
  const paired = await pairedListTimes(url, token, server.dbFile, 300);
  const api = percentiles(paired.api);
  const raw = percentiles(paired.raw);
  const load = await measureGet(url, { 'X-Access-Token': token }, 5);
  console.log(
    `position list of 10 of ${ROWS} (rank filter, createTime sort) on SQLite: p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.requestsPerSecond} req/s at 32 connections, ${load.errors} errors`,
  );
  console.log(
    `  one at a time, API and raw in turn: API p50 ${api.p50} ms (p99 ${api.p99}), raw SQL p50 ${raw.p50} ms (p99 ${raw.p99}), API/raw ${(api.p50 / raw.p50).toFixed(2)}   target <= 1.5`,
  );

  // the process's high-water mark so far (list load, bundles), so the export's own share is visible
  const peakBefore = peakRssMb(server.pid);
  let started = performance.now();
  const exported = await fetch(`${server.origin}/api/sys/position/exportXls`, { headers: { 'X-Access-Token': token } });
  if (!exported.ok || !exported.body) throw new Error(`export answered ${exported.status}`);
  let bytes = 0;
  for await (const chunk of exported.body) bytes += (chunk as Uint8Array).length;
  const exportS = (performance.now() - started) / 1000;
  console.log(
    `export of ${ROWS} positions to .xlsx: ${exportS.toFixed(1)} s, ${(bytes / 1048576).toFixed(1)} MB, server peak RSS ${peakRssMb(server.pid)} MB (${peakBefore} MB before the export)   target <= 300 MB`,
  );

  const file = await importFile(IMPORT_ROWS);
  const form = new FormData();
  form.append('file', file, 'positions.xlsx');
  started = performance.now();
  const imported = await fetch(`${server.origin}/api/sys/position/importExcel`, { method: 'POST', headers: { 'X-Access-Token': token }, body: form });
  const answer = (await imported.json()) as { code: number; message: string };
  const importS = (performance.now() - started) / 1000;
  if (answer.code !== 200) throw new Error(`import answered ${answer.code}: ${answer.message}`);
  console.log(`import of ${IMPORT_ROWS} positions from .xlsx: ${importS.toFixed(1)} s (${answer.message})   target <= 15 s`);
}
