import { PassThrough } from 'node:stream';
import type { SheetWriter } from './sheet-writer';

/**
 * Rows read per query. A batch lives through the loop that hands it to the writer, long enough for the
 * young-generation collections it triggers to promote it: the smaller the batch, the less the heap grows.
 * A 1,000,000-row export peaked near 290 MB of server RSS at 2,000 rows; with the server of the welding
 * screens (idle near 175 MB), near 300 MB at 1,000 rows and 266-271 MB at 500, with no loss of speed
 * (23 s against 26-28 s; measured with `npm run bench`'s export on this 2-core machine).
 */
export const BATCH = 500;
/**
 * Rows handed to the writer whose bytes have not yet been written to the output: the writer turns each
 * batch into bytes as it comes, so this is slack for the producer and the writer to overlap, no more.
 */
export const IN_FLIGHT = 4 * BATCH;

/**
 * The file as it leaves the server: a pass-through that also counts the rows handed to the writer
 * (`committed`) and those whose bytes have been written to it (`rows`, with a 'rows' event).
 */
export class ExportStream extends PassThrough {
  committed = 0;
  rows = 0;

  constructor() {
    // some batches' worth of the file (500 rows deflate to some 15 KB): more would only hold memory
    super({ highWaterMark: 64 * 1024 });
  }
}

/** Resolves on the next of the events; the listeners go away with it. */
function nextOf(emitter: ExportStream, events: string[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const e of events) emitter.off(e, done);
      resolve();
    };
    for (const e of events) emitter.on(e, done);
  });
}

/**
 * Holds the producer while more than IN_FLIGHT rows sit with the writer, and while the output is full (a
 * slow client): memory stays flat whatever the client's pace. Throws once the output is gone (the client
 * left, or the writer failed), which ends the export.
 */
export async function settle(out: ExportStream): Promise<void> {
  while (!out.destroyed && out.committed - out.rows > IN_FLIGHT) await nextOf(out, ['rows', 'close']);
  if (!out.destroyed && out.writableNeedDrain) await nextOf(out, ['drain', 'close']);
  if (out.destroyed) throw new Error('export stream closed');
}

/**
 * Hands each batch to the writer, holding the producer to the pace of the output. A batch is emptied once posted (the
 * writer's thread has its own copy): a batch still referenced while the producer waits lives through the young
 * generation's collections and is promoted, and on PostgreSQL a million rows of such promotions grew the heap by
 * some 130 MB before a full collection came.
 * @example await pump(out, writer, batches)
 */
export async function pump(
  out: ExportStream,
  writer: SheetWriter,
  batches: AsyncIterable<unknown[][]>,
): Promise<void> {
  for await (const rows of batches) {
    writer.add(rows);
    out.committed += rows.length;
    rows.length = 0;
    await settle(out);
  }
}

/**
 * The batches of `sheetBatches` with the first `count` already read: the database has answered the export's
 * query before the caller sends a byte, so a query it refuses is an error answer, never a file cut short.
 */
export async function readAhead<T>(batches: AsyncGenerator<T>, count: number): Promise<AsyncGenerator<T>> {
  const ahead: T[] = [];
  for (let i = 0; i < count; i++) {
    const next = await batches.next();
    if (next.done) break;
    ahead.push(next.value);
  }
  return (async function* () {
    // handed over one by one, not kept: see pump
    while (ahead.length) yield ahead.shift() as T;
    yield* batches;
  })();
}

/** Runs the rest of an export; whatever stops it ends the output and the writer's thread. */
export function finish(out: ExportStream, writer: SheetWriter, rest: () => Promise<void>): void {
  rest()
    .then(() => writer.end())
    .then(() => out.end())
    .catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))))
    .finally(() => void writer.stop());
}
