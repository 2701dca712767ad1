/** Texts of the dashboards beside 首页 (workplace, monitor, task, chart): menu titles and web texts. */
export const dashboards = {
  server: {
    menu: {
      dashboard: 'Dashboards',
      'dashboard-workplace': 'Workplace',
      'dashboard-monitor': 'Monitor',
      'dashboard-task': 'Tasks',
      'dashboard-chart': 'Charts',
    }
  },
  web: {
    myActions: { title: 'My recent actions', empty: 'No actions recorded yet' },
    dashboards: {
      myNotices: 'My messages',
      noNotices: 'No unread messages',
      allNotices: 'View all',
      shortcuts: 'Shortcuts',
      noShortcuts: 'No shortcuts available',
      requests: 'Requests per 5 s',
      errors: 'Failed requests (≥400)',
      slowest: 'Slowest requests',
      avgMs: 'Mean time (ms)',
      total: 'Recent requests',
      errorRate: 'Error rate',
      jobs: 'Scheduled jobs',
      nextRun: 'Next run',
      lastRun: 'Last run',
      lastStatus: 'Last outcome',
      jobStatus: 'Status',
      runsToday: 'Runs today by outcome',
      noRuns: 'No runs today',
      usersByDepart: 'Users per department',
      usersByStatus: 'User status',
      usersBySex: 'Users by sex',
      unknown: 'Not given',
      count: 'Users',
      runStatus: {
        success: 'Succeeded',
        failure: 'Failed',
        running: 'Running',
        interrupted: 'Interrupted',
      },
      successRate: 'Success rate',
    }
  },
};
