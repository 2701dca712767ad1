import autocannon from 'autocannon';

export interface LatencyFigures {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
}

/** Drives one GET route with keep-alive connections and reports latency and throughput. */
export async function measureGet(
  url: string,
  headers: Record<string, string>,
  seconds = 10,
): Promise<LatencyFigures> {
  const result = await autocannon({ url, headers, connections: 32, pipelining: 1, duration: seconds });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

/** The middle of some figures (the median of three runs the bench prints). */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** measureGet for as long as `work` runs (an import, say), with the same 32 connections. */
export async function measureGetWhile(
  url: string,
  headers: Record<string, string>,
  work: Promise<unknown>,
): Promise<LatencyFigures> {
  let run: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    run = autocannon({ url, headers, connections: 32, pipelining: 1, duration: 600 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
  try {
    await work;
  } finally {
    run?.stop();
  }
  const result = await done;
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

/** The median of each figure over runs. */
export function medianFigures(runs: LatencyFigures[]): LatencyFigures {
  const of = (key: keyof LatencyFigures) => median(runs.map((r) => r[key]));
  return {
    p50: of('p50'),
    p99: of('p99'),
    requestsPerSecond: of('requestsPerSecond'),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}
