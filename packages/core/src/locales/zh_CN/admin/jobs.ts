/** Texts of the scheduled jobs (定时任务): resource labels, menu titles, server messages, web texts. */
export const jobs = {
  resources: {
    quartzJob: {
      title: '定时任务',
      fields: { jobClassName: '任务类名', cronExpression: 'Cron表达式', parameter: '参数', description: '描述', status: '状态', createTime: '创建时间' },
    },
  },
  server: {
    menu: {
      'isystem-quartz-job': '定时任务', 'isystem-quartz-job-add': '定时任务新增', 'isystem-quartz-job-edit': '定时任务编辑',
      'isystem-quartz-job-delete': '定时任务删除', 'isystem-quartz-job-import': '定时任务导入', 'isystem-quartz-job-export': '定时任务导出',
      'isystem-quartz-job-pause': '定时任务停止', 'isystem-quartz-job-resume': '定时任务启动', 'isystem-quartz-job-execute': '定时任务立即执行',
    },
    dict: {
      quartz_status: { '0': '正常', '-1': '停止' },
    },
    quartzJob: {
      unknownClass: '未知的任务类：{{name}}，只能使用服务器已登记的任务类',
      badCron: 'Cron表达式无效：{{message}}',
      neverFires: '该Cron表达式以后不会再触发（例如年份已过），不能以正常状态保存或启动',
      noParameter: '该任务类不接受参数，请留空',
      badDays: '须为 1 到 3650 之间的整数（保留天数），留空为 30',
      paused: '定时任务已停止',
      resumed: '定时任务已启动',
      executed: '执行成功',
      executeFailed: '执行失败：{{message}}',
      stillRunning: '任务已开始执行，仍在运行中，结果见运行日志',
      classes: {
        cleanExpiredTokens: '清理过期的登录令牌（无参数）',
        cleanOldLogs: '删除早于指定天数的系统日志和任务运行记录',
        sampleParam: '示例任务：把参数写入运行日志',
      },
      params: {
        cleanOldLogs: '保留天数：1 到 3650 的整数，留空为 30',
        sampleParam: '任意文本，运行时原样记录',
      },
      runs: {
        tokensPurged: '清理了 {{count}} 个过期令牌',
        logsCleaned: '删除了 {{days}} 天前的 {{logs}} 条系统日志和 {{runs}} 条任务运行记录',
        sampleParam: '示例任务收到参数：{{parameter}}',
        sampleNoParam: '示例任务已运行（无参数）',
        interrupted: '服务器关闭，任务被中断',
        lost: '服务器进程意外退出，运行未能完成',
        classMissing: '任务类 {{name}} 未在服务器登记，无法运行',
      },
    },
  },
  web: {
    quartzJob: {
      pause: '停止',
      resume: '启动',
      execute: '立即执行',
      confirmPause: '确定停止该任务吗？',
      confirmExecute: '确定立即执行一次吗？',
      log: '运行日志',
      logTitle: '运行日志：{{name}}',
      nextFireTime: '下次执行时间',
      lastRun: '最近运行',
      classPlaceholder: '请选择任务类',
      noParameter: '该任务类不接受参数',
      refresh: '刷新',
      noRuns: '暂无运行记录',
      cost: '{{ms}} 毫秒',
      columns: { startTime: '开始时间', endTime: '结束时间', cost: '耗时', status: '结果', message: '信息', trigger: '触发方式', host: '执行实例' },
      outcome: { running: '运行中', success: '成功', failure: '失败' },
      trigger: { schedule: '定时', manual: '手动' },
    },
  },
};
