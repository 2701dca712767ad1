/** Texts of the HTTP server monitor and of the server's time zone, named where the browser works out times. */
export const httpMonitor = {
  server: {
    menu: { 'imonitor-httpserver': 'HTTP服务监控' },
  },
  web: {
    timeZone: { label: '时区：{{zone}}' },
    monitor: {
      httpServer: {
        connections: '连接',
        open: '打开的连接',
        keepAlive: '空闲保持连接（Keep-Alive）',
        webSockets: 'WebSocket 连接',
        accepted: '累计接受连接',
        requests: '请求',
        inFlight: '处理中的请求',
        answered: '累计处理请求',
        perSecond: '请求速率（次/秒，近 1 分钟）',
        uptime: '统计时长',
        history: '连接与处理中的请求',
        rateHistory: '请求速率（次/秒）',
        routes: '路由统计（按次数前 50）',
        method: '方法',
        route: '路由',
        count: '次数',
        errors: '错误（5xx）',
        mean: '平均（ms）',
        p95: 'P95（ms）',
        max: '最大（ms）',
        empty: '暂无请求记录',
      },
    },
  },
};
