/** Texts of the dashboards beside 首页 (workplace, monitor, task, chart): menu titles and web texts. */
export const dashboards = {
  server: {
    menu: {
      dashboard: '仪表盘',
      'dashboard-workplace': '工作台',
      'dashboard-monitor': '监控页',
      'dashboard-task': '任务页',
      'dashboard-chart': '图表页',
    }
  },
  web: {
    myActions: { title: '我的最近操作', empty: '暂无操作记录' },
    dashboards: {
      myNotices: '我的消息',
      noNotices: '暂无未读消息',
      allNotices: '查看全部',
      shortcuts: '快捷入口',
      noShortcuts: '暂无可用的快捷入口',
      requests: '每 5 秒请求数',
      errors: '错误请求（≥400）',
      slowest: '最慢请求',
      avgMs: '平均耗时（ms）',
      total: '近期请求',
      errorRate: '错误率',
      jobs: '定时任务',
      nextRun: '下次执行',
      lastRun: '上次执行',
      lastStatus: '上次结果',
      jobStatus: '状态',
      runsToday: '今日执行结果',
      noRuns: '今日暂无执行记录',
      usersByDepart: '各部门用户数',
      usersByStatus: '用户状态',
      usersBySex: '用户性别',
      unknown: '未填写',
      count: '人数',
      runStatus: {
        success: '成功',
        failure: '失败',
        running: '执行中',
        interrupted: '中断',
      },
      successRate: '成功率',
    }
  },
};
