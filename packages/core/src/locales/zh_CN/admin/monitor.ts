/** Texts of the monitor screens: menu titles, server messages, web texts. */
export const monitor = {
  server: {
    menu: {
      imonitor: '系统监控',
      'imonitor-system': '服务器信息',
      'imonitor-runtime': '运行时监控',
      'imonitor-disk': '磁盘监控',
      'imonitor-database': '数据库信息',
      'imonitor-redis': 'Redis监控',
      'imonitor-redis-command': 'Redis终端',
      'imonitor-httptrace': '请求追踪',
    },
    monitor: {
      redisNotConfigured: '未配置 Redis（REDIS_URL），没有可查看的 Redis',
      commandEmpty: '请输入命令',
      commandRefused: '只读终端不允许执行 {{command}}，请使用查询类命令（如 GET、HGETALL、SCAN、INFO）',
      commandFailed: '命令执行失败：{{message}}',
    },
  },
  web: {
    monitor: {
      duration: { dhm: '{{d}}天{{h}}小时{{m}}分', hm: '{{h}}小时{{m}}分', m: '{{m}}分钟' },
      refresh: '刷新',
      autoRefresh: '自动刷新',
      lastUpdated: '更新于 {{time}}',
      loadFailed: '加载监控数据失败',
      system: {
        os: '操作系统', hostname: '主机名', arch: '架构', cpu: 'CPU', cores: '核心数', cpuUsage: 'CPU 使用率', memory: '内存',
        memoryUsage: '内存使用率', used: '已用', free: '可用', total: '总量', load: '系统负载（1/5/15 分钟）', uptime: '系统运行时间', processUptime: '服务运行时间',
        history: '近期使用率（%）',
      },
      runtime: {
        node: 'Node.js 版本', v8: 'V8 版本', pid: '进程号', uptime: '运行时间', heapUsed: '堆已用', heapTotal: '堆已分配', heapLimit: '堆上限',
        rss: '常驻内存（RSS）', external: '堆外内存', eventLoop: '事件循环延迟（ms）', mean: '平均', p50: 'P50', p99: 'P99', max: '最大',
        gc: '垃圾回收', gcKind: '类型', gcCount: '次数', gcMs: '累计耗时（ms）', spaces: '堆空间', space: '空间', spaceUsed: '已用', spaceSize: '大小',
        heapHistory: '堆内存（MB）', delayHistory: '事件循环延迟 P99（ms）', cpuUser: '用户态 CPU', cpuSystem: '内核态 CPU',
        gcKinds: { minor: '新生代', major: '老生代', incremental: '增量标记', weakcb: '弱回调', other: '其他' },
      },
      disk: { name: '用途', path: '目录', total: '总容量', used: '已用', free: '可用', usage: '使用率', names: { database: '数据库文件', uploads: '上传文件', server: '服务目录' }, empty: '暂无磁盘信息' },
      database: { dialect: '数据库类型', version: '版本', size: '数据大小', tables: '表数量', pool: '连接池', poolMax: '最大连接', poolOpen: '已打开', poolIdle: '空闲', poolWaiting: '等待中' },
      redis: {
        notConfigured: '当前未配置 Redis：会话与缓存保存在服务进程内。设置 REDIS_URL 后可在此查看 Redis 运行信息。',
        keys: '键数量', version: 'Redis 版本', mode: '运行模式', uptime: '运行时间', clients: '客户端连接', memory: '已用内存', peak: '内存峰值',
        ops: '每秒命令数', hitRate: '命中率', section: '分区', key: '属性', value: '值', history: '内存（MB）与键数量',
        terminal: 'Redis 终端（只读）', placeholder: '输入命令后回车，例如 SCAN 0 MATCH weld:* COUNT 20', run: '执行', clear: '清屏', help: '只允许查询类命令：GET、MGET、HGETALL、LRANGE、SMEMBERS、ZRANGE、SCAN、TTL、TYPE、INFO 等',
      },
      trace: { time: '时间', method: '方法', path: '路径', status: '状态', ms: '耗时（ms）', filterPath: '按路径筛选', allMethods: '全部方法', allStatus: '全部状态', errors: '仅错误（≥400）', empty: '暂无请求记录' },
    },
  },
};
