import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { REPORT_FOLDER, writeReport } from './report';
import { KEEP_MS, sweepOld } from './sweep';

const HOUR = 60 * 60 * 1000;
const roots: string[] = [];

/** A folder with files last modified the given number of hours ago. */
function folderWith(ages: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), 'weld-sweep-'));
  roots.push(root);
  for (const [name, hours] of Object.entries(ages)) {
    writeFileSync(join(root, name), 'x');
    const when = new Date(Date.now() - hours * HOUR);
    utimesSync(join(root, name), when, when);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('sweepOld', () => {
  it('deletes files older than a day and keeps younger ones and folders', async () => {
    const folder = folderWith({ 'old.xlsx': 25, 'day-old.xlsx': 23.9, 'new.xlsx': 0 });
    mkdirSync(join(folder, 'sub'));
    expect(await sweepOld(folder)).toBe(1);
    expect(readdirSync(folder).sort()).toEqual(['day-old.xlsx', 'new.xlsx', 'sub']);
  });

  it('sweeps one folder at most once per ten minutes, so frequent writes stay cheap', async () => {
    const folder = folderWith({ 'a.xlsx': 30 });
    const start = Date.now();
    expect(await sweepOld(folder, KEEP_MS, start)).toBe(1);
    writeFileSync(join(folder, 'b.xlsx'), 'x');
    utimesSync(join(folder, 'b.xlsx'), new Date(start - 30 * HOUR), new Date(start - 30 * HOUR));
    expect(await sweepOld(folder, KEEP_MS, start + 60_000)).toBe(0);
    expect(existsSync(join(folder, 'b.xlsx'))).toBe(true);
    expect(await sweepOld(folder, KEEP_MS, start + 11 * 60_000)).toBe(1);
  });

  it('answers 0 for a folder that does not exist', async () => {
    expect(await sweepOld(join(tmpdir(), 'weld-sweep-missing-folder'))).toBe(0);
  });
});

describe('writeReport', () => {
  it('removes reports older than 24 hours when it writes a new one', async () => {
    const root = folderWith({});
    const reports = join(root, REPORT_FOLDER);
    mkdirSync(reports);
    for (const [name, hours] of [
      ['stale.xlsx', 48],
      ['recent.xlsx', 2],
    ] as const) {
      writeFileSync(join(reports, name), 'x');
      utimesSync(
        join(reports, name),
        new Date(Date.now() - hours * HOUR),
        new Date(Date.now() - hours * HOUR),
      );
    }
    const ctx = { config: { uploadDir: root } } as AppContext;
    const name = await writeReport(ctx, [{ row: 3, field: '职务名称', reason: '不能为空' }], 'zh_CN');
    expect(readdirSync(reports).sort()).toEqual([name, 'recent.xlsx'].sort());
  });
});
