import { monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram } from 'node:perf_hooks';
import { getHeapStatistics, getHeapSpaceStatistics } from 'node:v8';

const GC_KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb' };

/**
 * The Node runtime's counterpart of the JVM screen: heap and its spaces, RSS, event-loop delay
 * percentiles and garbage collections by kind since start.
 * @example const stats = startRuntimeStats(); stats.read(); stats.stop()
 */
export function startRuntimeStats() {
  const delay: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  const gc: Record<string, { count: number; ms: number }> = {};
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = GC_KINDS[(e as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0] ?? 'other';
      const slot = (gc[kind] ??= { count: 0, ms: 0 });
      slot.count += 1;
      slot.ms += e.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  return {
    read() {
      const heap = getHeapStatistics();
      const memory = process.memoryUsage();
      return {
        node: process.version,
        v8: process.versions.v8,
        pid: process.pid,
        uptimeSeconds: Math.round(process.uptime()),
        heap: { used: heap.used_heap_size, total: heap.total_heap_size, limit: heap.heap_size_limit },
        spaces: getHeapSpaceStatistics().map((s) => ({
          name: s.space_name,
          used: s.space_used_size,
          size: s.space_size,
        })),
        rss: memory.rss,
        external: memory.external,
        arrayBuffers: memory.arrayBuffers,
        eventLoopDelay: {
          mean: ms(delay.mean),
          p50: ms(delay.percentile(50)),
          p99: ms(delay.percentile(99)),
          max: ms(delay.max),
        },
        gc: Object.entries(gc).map(([kind, v]) => ({ kind, count: v.count, ms: Math.round(v.ms * 10) / 10 })),
        cpu: process.cpuUsage(),
      };
    },
    stop() {
      delay.disable();
      observer.disconnect();
    },
  };
}
