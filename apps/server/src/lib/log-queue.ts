import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SysLogTable } from '../db/schema';

export type LogRow = SysLogTable;

/** Rows per INSERT: well inside every dialect's parameter limit (13 columns × 200). */
const BATCH = 200;
/** Rows kept at most while the database is slow or away; older ones are dropped, the count is reported. */
const MAX_PENDING = 20_000;

/**
 * sys_log rows written in batches after the answer has left, so a logged write costs its caller an
 * array push; `prepare` turns the queued drafts into rows (one look-up per batch, not per call).
 * @example const queue = new LogQueue(db, 100, async (drafts) => drafts.map(toRow), (err) => log.error(err)); queue.push(draft)
 */
export class LogQueue<D> {
  private pending: D[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private dropped = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly delayMs: number,
    private readonly prepare: (drafts: D[]) => Promise<LogRow[]>,
    private readonly onError: (err: unknown, info: { rows: number; dropped: number }) => void,
  ) {}

  push(draft: D): void {
    if (this.pending.length >= MAX_PENDING) {
      this.pending.shift();
      this.dropped++;
    }
    this.pending.push(draft);
    this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
  }

  /** Writes everything queued so far; resolves when it is stored (or reported as failed). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.running) await this.running;
    if (this.pending.length === 0) return;
    const rows = this.pending;
    this.pending = [];
    this.running = this.write(rows).finally(() => (this.running = null));
    await this.running;
  }

  private async write(drafts: D[]): Promise<void> {
    try {
      const rows = await this.prepare(drafts);
      for (let i = 0; i < rows.length; i += BATCH)
        await this.db
          .insertInto('sys_log')
          .values(rows.slice(i, i + BATCH))
          .execute();
    } catch (err) {
      // a log that cannot be written must never break the calls it records
      this.onError(err, { rows: drafts.length, dropped: this.dropped });
    }
  }
}
