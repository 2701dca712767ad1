/**
 * Rights of 首页's system-wide figures; 首页 itself, with the user's own roles and department, is every
 * signed-in user's. The server answers the figures only to their holders, the page shows them only then.
 */
export const HOME_RIGHTS = {
  /** 系统概况: the counts of users, roles, departments and online sessions (/sys/dashboard/summary) */
  counts: 'dashboard:analysis:counts',
  /** 访问统计: visits, sign-ins and addresses from the system log (/sys/loginfo, /sys/visitInfo) */
  visits: 'dashboard:analysis:visits',
} as const;
