/** Texts of the HTTP server monitor and of the server's time zone, named where the browser works out times. */
export const httpMonitor = {
  server: {
    menu: { 'imonitor-httpserver': 'HTTP server' },
  },
  web: {
    timeZone: { label: 'Time zone: {{zone}}' },
    monitor: {
      httpServer: {
        connections: 'Connections',
        open: 'Open connections',
        keepAlive: 'Idle keep-alive',
        webSockets: 'WebSocket connections',
        accepted: 'Accepted in total',
        requests: 'Requests',
        inFlight: 'Requests in flight',
        answered: 'Answered in total',
        perSecond: 'Request rate (per second, last minute)',
        uptime: 'Counting for',
        history: 'Connections and requests in flight',
        rateHistory: 'Request rate (per second)',
        routes: 'Routes (top 50 by count)',
        method: 'Method',
        route: 'Route',
        count: 'Count',
        errors: 'Errors (5xx)',
        mean: 'Mean (ms)',
        p95: 'P95 (ms)',
        max: 'Max (ms)',
        empty: 'No requests yet',
      },
    },
  },
};
