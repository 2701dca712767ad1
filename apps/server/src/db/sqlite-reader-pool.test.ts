import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SqliteDatabase from 'better-sqlite3';
import { SqliteReaders } from './sqlite-readers';
import { answeredAtOnce, COUNT_TO, SLOW, timed } from '../test/slow-reads';

/** Issue 14: how the pool of reader threads schedules reads: threads, the main thread, the slow lane. */
describe('the reader pool', () => {
  let dir: string;
  let readers: SqliteReaders;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weld-readers-'));
    const file = path.join(dir, 'weld.db');
    const writer = new SqliteDatabase(file);
    writer.pragma('journal_mode = WAL');
    writer.exec(
      "create table item (id integer primary key, name text); insert into item values (1, 'first')",
    );
    writer.close();
    readers = new SqliteReaders(file, { size: 2 });
  });
  afterEach(async () => {
    await readers.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fails the reads of a thread that dies and serves the next reads on a new one', async () => {
    expect(await readers.all('select name from item', [])).toEqual([{ name: 'first' }]);
    const slow = readers.all(SLOW, []);
    await new Promise((r) => setTimeout(r, 30));
    // the first idle thread took the slow read: the first one
    expect(readers.stats().busy).toBe(1);
    await readers.threads()[0].terminate();
    await expect(slow).rejects.toThrow(/SQLite reader thread ended/);
    expect(await readers.all('select name from item where id = ?', [1])).toEqual([{ name: 'first' }]);
    expect(await Promise.all([1, 2, 3].map(() => readers.all('select count(*) as n from item', [])))).toEqual(
      [[{ n: 1 }], [{ n: 1 }], [{ n: 1 }]],
    );
    expect(readers.stats().open).toBeLessThanOrEqual(2);
  });

  it('runs a statement that proved short on the main thread, and in the threads once it ran slow', async () => {
    // a bound a busy test machine's preemption does not cross (2 ms would, now and then)
    await readers.close();
    readers = new SqliteReaders(path.join(dir, 'weld.db'), { size: 2, fastMs: 50 });
    for (let i = 0; i < 5; i++) expect(await readers.all(COUNT_TO, [10])).toEqual([{ n: 10 }]);
    // proved short: answered at once, without a turn of the event loop
    expect(await answeredAtOnce(() => readers.all(COUNT_TO, [10]))).toBe(true);
    // the one run that proves it wrong holds the loop once; the next ones run beside it
    expect(await readers.all(COUNT_TO, [1_000_000])).toEqual([{ n: 1_000_000 }]);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    try {
      const started = performance.now();
      expect(await readers.all(COUNT_TO, [2_500_000])).toEqual([{ n: 2_500_000 }]);
      expect(ticks).toBeGreaterThan((performance.now() - started) / 5 / 3);
    } finally {
      clearInterval(ticker);
    }
  });

  it('forgives a slow run that was a one-off once the statement has run fast again and again, unless it ran long', async () => {
    // a cold cache on a statement's first run, or a preempted thread, made it slow for good: every later call of
    // a 0.1 ms list page then paid a trip to a thread and back
    await readers.close();
    readers = new SqliteReaders(path.join(dir, 'weld.db'), { size: 2, fastMs: 50, longMs: 60_000 });
    expect(await readers.all(COUNT_TO, [1_000_000])).toEqual([{ n: 1_000_000 }]);
    const inline = () => answeredAtOnce(() => readers.all(COUNT_TO, [10]));
    expect(await inline()).toBe(false);
    for (let i = 0; i < 20; i++) await readers.all(COUNT_TO, [10]);
    expect(await inline()).toBe(true);

    // a statement that ran long stays off the main thread however fast it runs later
    await readers.close();
    readers = new SqliteReaders(path.join(dir, 'weld.db'), { size: 2, fastMs: 50, longMs: 20 });
    expect(await readers.all(COUNT_TO, [1_000_000])).toEqual([{ n: 1_000_000 }]);
    for (let i = 0; i < 30; i++) await readers.all(COUNT_TO, [10]);
    expect(await inline()).toBe(false);
  });

  it('runs statements that once ran long in a slow lane, so short reads never queue behind them', async () => {
    await readers.close();
    readers = new SqliteReaders(path.join(dir, 'weld.db'), { size: 2, slowLane: 1, longMs: 20 });
    // its first run, in the main lane, proves it long
    const first = await timed(readers.all(COUNT_TO, [600_000]));
    expect(first.ms).toBeGreaterThan(20);
    expect(await readers.all('select name from item', [])).toEqual([{ name: 'first' }]);
    // more long reads than the main lane has threads: before, they held both and the short read waited for one
    const searches = [1, 2, 3, 4].map(() => timed(readers.all(COUNT_TO, [600_000])));
    // the slow lane's one thread starts (tens of ms on a busy machine) and takes the first
    while (readers.stats().slow.busy === 0) await new Promise((r) => setTimeout(r, 5));
    expect(readers.stats()).toMatchObject({ busy: 0, slow: { open: 1, busy: 1, waiting: 3 } });
    const short = await timed(readers.all('select name from item where id = ?', [1]));
    const done = await Promise.all(searches);
    expect(short.value).toEqual([{ name: 'first' }]);
    expect(short.at).toBeLessThan(done[0].at);
    expect(short.ms).toBeLessThan(first.ms / 2);
    // in the lane's one thread, one after another
    expect(done.map((d) => d.value)).toEqual([1, 2, 3, 4].map(() => [{ n: 600_000 }]));
    expect(readers.stats()).toMatchObject({ slow: { open: 1, waiting: 0 } });
  });

  it.runIf(fs.existsSync('/proc/thread-self'))(
    'lowers the OS priority of the slow lane and of streams, not of the main lane',
    async () => {
      await readers.close();
      readers = new SqliteReaders(path.join(dir, 'weld.db'), { size: 2, nice: 7, longMs: 20 });
      /** nice of a thread of this process: the 19th field of its stat, after the parenthesised name */
      const niceOf = (tid: number) =>
        Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]);
      await readers.all(COUNT_TO, [600_000]);
      await readers.all(COUNT_TO, [600_000]);
      const ids = readers.threadIds();
      expect(ids.slow).toHaveLength(1);
      expect(ids.main.length).toBeGreaterThan(0);
      // added to the process's own
      const base = os.getPriority();
      expect(ids.slow.map(niceOf)).toEqual([Math.min(19, base + 7)]);
      expect(ids.main.map(niceOf)).toEqual(ids.main.map(() => base));
      const stream = readers.stream('select id from item', [], 1);
      expect(await stream.next()).toMatchObject({ value: [{ id: 1 }] });
      expect(readers.threadIds().streams.map(niceOf)).toEqual([Math.min(19, base + 7)]);
      await stream.return(undefined);
    },
  );

  it('tells reads from writes and transaction control', () => {
    expect(readers.reads('select * from item')).toBe(true);
    expect(readers.reads('pragma table_info(item)')).toBe(true);
    expect(readers.reads("insert into item values (2, 'x') returning id")).toBe(false);
    expect(readers.reads('begin')).toBe(false);
    expect(readers.reads('select * from not_yet')).toBe(false);
  });

  it('fails queued reads on close', async () => {
    const pending = [readers.all(SLOW, []), readers.all(SLOW, []), readers.all('select 1', [])];
    const settled = Promise.allSettled(pending);
    await readers.close();
    expect((await settled).map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });
});
