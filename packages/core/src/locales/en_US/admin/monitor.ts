/** Texts of the monitor screens: menu titles, server messages, web texts. */
export const monitor = {
  server: {
    menu: {
      imonitor: 'Monitoring',
      'imonitor-system': 'Server',
      'imonitor-runtime': 'Runtime',
      'imonitor-disk': 'Disks',
      'imonitor-database': 'Database',
      'imonitor-redis': 'Redis',
      'imonitor-redis-command': 'Redis terminal',
      'imonitor-httptrace': 'HTTP trace',
    },
    monitor: {
      redisNotConfigured: 'Redis is not configured (REDIS_URL): there is no Redis to inspect',
      commandEmpty: 'Enter a command',
      commandRefused: 'The read-only terminal does not run {{command}}; use a read command (GET, HGETALL, SCAN, INFO …)',
      commandFailed: 'The command failed: {{message}}',
    },
  },
  web: {
    monitor: {
      duration: { dhm: '{{d}} d {{h}} h {{m}} min', hm: '{{h}} h {{m}} min', m: '{{m}} min' },
      refresh: 'Refresh',
      autoRefresh: 'Auto refresh',
      lastUpdated: 'Updated at {{time}}',
      loadFailed: 'Could not load the monitor data',
      system: {
        os: 'Operating system', hostname: 'Host name', arch: 'Architecture', cpu: 'CPU', cores: 'Cores', cpuUsage: 'CPU usage', memory: 'Memory',
        memoryUsage: 'Memory usage', used: 'Used', free: 'Free', total: 'Total', load: 'Load (1/5/15 min)', uptime: 'System uptime', processUptime: 'Server uptime',
        history: 'Recent usage (%)',
      },
      runtime: {
        node: 'Node.js', v8: 'V8', pid: 'Process id', uptime: 'Uptime', heapUsed: 'Heap used', heapTotal: 'Heap allocated', heapLimit: 'Heap limit',
        rss: 'Resident memory (RSS)', external: 'External memory', eventLoop: 'Event-loop delay (ms)', mean: 'Mean', p50: 'P50', p99: 'P99', max: 'Max',
        gc: 'Garbage collection', gcKind: 'Kind', gcCount: 'Count', gcMs: 'Total time (ms)', spaces: 'Heap spaces', space: 'Space', spaceUsed: 'Used', spaceSize: 'Size',
        heapHistory: 'Heap (MB)', delayHistory: 'Event-loop delay P99 (ms)', cpuUser: 'User CPU', cpuSystem: 'System CPU',
        gcKinds: { minor: 'Minor', major: 'Major', incremental: 'Incremental marking', weakcb: 'Weak callbacks', other: 'Other' },
      },
      disk: { name: 'Use', path: 'Folder', total: 'Total', used: 'Used', free: 'Free', usage: 'Usage', names: { database: 'Database file', uploads: 'Uploaded files', server: 'Server folder' }, empty: 'No disk information' },
      database: { dialect: 'Database', version: 'Version', size: 'Data size', tables: 'Tables', pool: 'Connection pool', poolMax: 'Max connections', poolOpen: 'Open', poolIdle: 'Idle', poolWaiting: 'Waiting' },
      redis: {
        notConfigured: 'Redis is not configured: sessions and caches live in the server process. Set REDIS_URL to see Redis here.',
        keys: 'Keys', version: 'Redis version', mode: 'Mode', uptime: 'Uptime', clients: 'Connected clients', memory: 'Used memory', peak: 'Peak memory',
        ops: 'Commands per second', hitRate: 'Hit rate', section: 'Section', key: 'Property', value: 'Value', history: 'Memory (MB) and keys',
        terminal: 'Redis terminal (read-only)', placeholder: 'Type a command and press Enter, e.g. SCAN 0 MATCH weld:* COUNT 20', run: 'Run', clear: 'Clear', help: 'Read commands only: GET, MGET, HGETALL, LRANGE, SMEMBERS, ZRANGE, SCAN, TTL, TYPE, INFO …',
      },
      trace: { time: 'Time', method: 'Method', path: 'Path', status: 'Status', ms: 'Time (ms)', filterPath: 'Filter by path', allMethods: 'All methods', allStatus: 'All statuses', errors: 'Errors only (≥400)', empty: 'No requests recorded' },
    },
  },
};
