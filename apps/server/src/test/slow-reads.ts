/** A read that keeps SQLite busy for about a second (a recursive count), with no table behind it. */
export const SLOW =
  'with recursive c(x) as (select 1 union all select x + 1 from c where x < 2500000) select count(*) as n from c';

/** A recursive count to `?`: as short or as long as its parameter makes it. */
export const COUNT_TO =
  'with recursive c(x) as (select 1 union all select x + 1 from c where x < ?) select count(*) as n from c';

/** The value of `work`, how long it took and when it ended (performance.now()). */
export async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number; at: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started, at: performance.now() };
}

/**
 * Whether a read was answered at once, without a turn of the event loop (a read the main thread ran
 * itself), rather than after a message to a thread and back.
 * @example expect(await answeredAtOnce(() => readers.all(sql, []))).toBe(true)
 */
export async function answeredAtOnce(read: () => Promise<unknown>): Promise<boolean> {
  let answered = false;
  const reading = read().then(() => (answered = true));
  await Promise.resolve();
  const atOnce = answered;
  await reading;
  return atOnce;
}
