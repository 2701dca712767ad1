import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** How long error reports and abandoned upload parts are kept. */
export const KEEP_MS = 24 * 60 * 60 * 1000;
/** At most one sweep of a folder per this interval: writes stay cheap however many there are. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const lastSweep = new Map<string, number>();

/**
 * Deletes the files of a folder last modified more than `keepMs` ago, at most once per ten minutes per
 * folder (per process); answers how many it deleted. Files that vanish meanwhile are skipped.
 * @example await sweepOld(join(uploadDir, 'excel-errors'))
 */
export async function sweepOld(folder: string, keepMs = KEEP_MS, now = Date.now()): Promise<number> {
  const last = lastSweep.get(folder);
  if (last !== undefined && now - last < SWEEP_EVERY_MS) return 0;
  lastSweep.set(folder, now);
  const names = await readdir(folder).catch(() => [] as string[]);
  let deleted = 0;
  for (const name of names) {
    const file = join(folder, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || now - info.mtimeMs <= keepMs) continue;
    if (
      await unlink(file).then(
        () => true,
        () => false,
      )
    )
      deleted++;
  }
  return deleted;
}
