import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Durations kept per route for its p95: the latest ones, in a ring, so memory stays flat. */
const SAMPLES_PER_ROUTE = 500;
/** The request rate is averaged over the last minute, in one-second buckets. */
const RATE_WINDOW_S = 60;
/** Routes an answer lists: the busiest ones. */
const TOP_ROUTES = 50;

interface SocketState {
  served: number;
  active: number;
  /** taken over by a WebSocket: open for as long as the page is, neither in flight nor keep-alive */
  upgraded: boolean;
}

interface RouteTally {
  method: string;
  route: string;
  count: number;
  errors: number;
  totalMs: number;
  maxMs: number;
  samples: number[];
  next: number;
}

export interface RouteFigures {
  method: string;
  route: string;
  count: number;
  /** answers with status 500 or more */
  errors: number;
  meanMs: number;
  p95Ms: number;
  maxMs: number;
}

export interface HttpServerFigures {
  connections: {
    /** sockets open right now, whatever they are doing */
    open: number;
    /** open sockets that have served a request and wait for the next one (HTTP keep-alive) */
    keepAlive: number;
    /** open sockets a WebSocket took over (the pages' live channels) */
    webSockets: number;
    /** sockets accepted since the server started */
    accepted: number;
  };
  requests: {
    /** requests received and not yet answered, this reading included */
    inFlight: number;
    /** requests answered since the server started */
    answered: number;
    /** answered per second over the last minute (or since start, when younger) */
    perSecond: number;
  };
  /** the busiest routes, by count; durations in ms from the request's arrival to the last byte */
  routes: RouteFigures[];
  uptimeSeconds: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function percentile(values: number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * The Node HTTP server's counterpart of Tomcat's monitor: sockets counted from the server's 'connection'
 * events, requests in flight from request arrival to the response's close (answered or abandoned), and
 * per-route counts and durations keyed by the route pattern (not the raw URL, so the table stays bounded).
 * @example const stats = new HttpServerStats(); stats.attach(app); stats.read()
 */
export class HttpServerStats {
  private readonly sockets = new Map<Socket, SocketState>();
  private readonly routes = new Map<string, RouteTally>();
  private readonly buckets = new Array<number>(RATE_WINDOW_S).fill(0);
  private bucketSecond = 0;
  private accepted = 0;
  private inFlight = 0;
  private answered = 0;
  private readonly startedAt: number;

  constructor(private readonly clock: () => number = Date.now) {
    this.startedAt = clock();
    this.bucketSecond = Math.floor(this.startedAt / 1000);
  }

  /** Hooks the root instance (before routes exist) and its HTTP server. */
  attach(app: FastifyInstance): void {
    app.server.on('connection', (socket: Socket) => this.opened(socket));
    // callback hooks: they run on every request, where an async function's promise is garbage each time
    app.addHook('onRequest', (request, reply, done) => {
      const state = this.sockets.get(request.raw.socket);
      if (request.headers.upgrade?.toLowerCase() === 'websocket') {
        if (state) state.upgraded = true;
      } else {
        this.started(state);
        // 'close' follows every response, sent or abandoned, so a client that leaves mid-request does not stay in flight
        reply.raw.once('close', () => this.ended(state));
      }
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url;
      this.answer(request.method, route ?? null, reply.statusCode, reply.elapsedTime);
      done();
    });
  }

  opened(socket: Socket): void {
    this.accepted += 1;
    this.sockets.set(socket, { served: 0, active: 0, upgraded: false });
    socket.once('close', () => this.sockets.delete(socket));
  }

  started(state: SocketState | undefined): void {
    this.inFlight += 1;
    if (state) {
      state.served += 1;
      state.active += 1;
    }
  }

  ended(state: SocketState | undefined): void {
    this.inFlight -= 1;
    if (state) state.active -= 1;
  }

  /** One answered request; unmatched URLs (404s without a route) count toward the rate but not a route. */
  answer(method: string, route: string | null, status: number, ms: number): void {
    this.answered += 1;
    this.tick();
    this.buckets[0] = (this.buckets[0] ?? 0) + 1;
    if (!route) return;
    const key = `${method} ${route}`;
    let tally = this.routes.get(key);
    if (!tally) {
      tally = { method, route, count: 0, errors: 0, totalMs: 0, maxMs: 0, samples: [], next: 0 };
      this.routes.set(key, tally);
    }
    tally.count += 1;
    if (status >= 500) tally.errors += 1;
    tally.totalMs += ms;
    tally.maxMs = Math.max(tally.maxMs, ms);
    tally.samples[tally.next] = ms;
    tally.next = (tally.next + 1) % SAMPLES_PER_ROUTE;
  }

  read(): HttpServerFigures {
    let keepAlive = 0;
    let webSockets = 0;
    for (const state of this.sockets.values()) {
      if (state.upgraded) webSockets += 1;
      else if (state.served > 0 && state.active === 0) keepAlive += 1;
    }
    const now = this.clock();
    this.tick();
    const window = Math.min(RATE_WINDOW_S, Math.max(1, (now - this.startedAt) / 1000));
    const lastMinute = this.buckets.reduce((sum, n) => sum + n, 0);
    const routes = [...this.routes.values()]
      .sort((a, b) => b.count - a.count)
      .slice(0, TOP_ROUTES)
      .map((t) => ({
        method: t.method,
        route: t.route,
        count: t.count,
        errors: t.errors,
        meanMs: round1(t.totalMs / t.count),
        p95Ms: round1(percentile(t.samples, 0.95)),
        maxMs: round1(t.maxMs),
      }));
    return {
      connections: { open: this.sockets.size, keepAlive, webSockets, accepted: this.accepted },
      requests: { inFlight: this.inFlight, answered: this.answered, perSecond: round1(lastMinute / window) },
      routes,
      uptimeSeconds: Math.floor((now - this.startedAt) / 1000),
    };
  }

  /** Moves the one-second buckets up to now, clearing the seconds that passed; buckets[0] is the current second. */
  private tick(): void {
    const second = Math.floor(this.clock() / 1000);
    const passed = Math.min(RATE_WINDOW_S, second - this.bucketSecond);
    for (let i = 0; i < passed; i += 1) {
      this.buckets.pop();
      this.buckets.unshift(0);
    }
    if (passed > 0) this.bucketSecond = second;
  }
}
