import autocannon from 'autocannon';

export interface LatencyFigures {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
}

/** Drives one GET route with keep-alive connections and reports latency and throughput. */
export async function measureGet(url: string, headers: Record<string, string>, seconds = 10): Promise<LatencyFigures> {
  const result = await autocannon({ url, headers, connections: 32, pipelining: 1, duration: seconds });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}
