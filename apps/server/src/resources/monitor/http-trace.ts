import type { FastifyInstance } from 'fastify';
import type { TraceEntry } from '@weld/core';

/**
 * The last `size` requests of this instance, newest first, kept in a fixed ring so recording costs one
 * array write per request.
 * @example const trace = new HttpTrace(100); trace.record({...}); trace.list()
 */
export class HttpTrace {
  private readonly ring: TraceEntry[] = [];
  private next = 0;

  constructor(readonly size = 100) {}

  record(entry: TraceEntry): void {
    this.ring[this.next] = entry;
    this.next = (this.next + 1) % this.size;
  }

  list(): TraceEntry[] {
    const n = this.ring.length;
    const out: TraceEntry[] = [];
    for (let i = 1; i <= n; i += 1) out.push(this.ring[(this.next - i + this.size) % this.size] as TraceEntry);
    return out;
  }
}

/**
 * Records every answered request below the API prefix (not static files, not the trace's own reads).
 * @example traceRequests(app, trace, '/api')
 */
export function traceRequests(app: FastifyInstance, trace: HttpTrace, prefix: string, now: () => string): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith(prefix) || path.endsWith('/sys/monitor/httptrace')) return;
    trace.record({ time: now(), method: request.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 });
  });
}
