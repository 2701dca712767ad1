import type { FastifyInstance } from 'fastify';
import type { TraceEntry } from '@weld/core';

/** A request as recorded: its instant as a number, formatted only when someone reads the trace. */
type Recorded = Omit<TraceEntry, 'time'> & { at: Date };

/**
 * The last `size` requests of this instance, newest first, kept in a fixed ring so recording costs one
 * array write per request (times are formatted when read: formatting one cost every call a few µs).
 * @example const trace = new HttpTrace(100, (at) => at.toISOString()); trace.record({...}); trace.list()
 */
export class HttpTrace {
  private readonly ring: Recorded[] = [];
  private next = 0;

  constructor(
    readonly size = 100,
    private readonly format: (at: Date) => string = (at) => at.toISOString(),
  ) {}

  record(entry: Recorded): void {
    this.ring[this.next] = entry;
    this.next = (this.next + 1) % this.size;
  }

  list(): TraceEntry[] {
    const n = this.ring.length;
    const out: TraceEntry[] = [];
    for (let i = 1; i <= n; i += 1) {
      const { at, ...entry } = this.ring[(this.next - i + this.size) % this.size] as Recorded;
      out.push({ time: this.format(at), ...entry });
    }
    return out;
  }
}

/**
 * Records every answered request below the API prefix (not static files, not the trace's own reads).
 * @example traceRequests(app, trace, '/api')
 */
export function traceRequests(app: FastifyInstance, trace: HttpTrace, prefix: string): void {
  app.addHook('onResponse', (request, reply, done) => {
    const query = request.url.indexOf('?');
    const path = query < 0 ? request.url : request.url.slice(0, query);
    if (path.startsWith(prefix) && !path.endsWith('/sys/monitor/httptrace'))
      trace.record({
        at: new Date(),
        method: request.method,
        path,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      });
    done();
  });
}
