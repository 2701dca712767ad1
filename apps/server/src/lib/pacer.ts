import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a long loop may run before it lets the event loop turn: well under a request's 200 ms budget. */
const SLICE_MS = 15;

/**
 * A long loop's turn-taker (an import's rows, their inserts): await it once per step; after `sliceMs` of
 * work since the last turn it waits one turn of the event loop, so timers, sockets and other requests
 * run between steps instead of waiting for the whole loop. Between turns it costs a clock read.
 * @example const pace = pacer(); for (const row of rows) { await pace(); check(row); }
 */
export function pacer(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}
