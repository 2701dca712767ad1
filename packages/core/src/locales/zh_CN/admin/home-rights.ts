/** Rights of 首页's system-wide figures (buttons under 首页; the page itself is every user's). */
export const homeRights = {
  server: {
    menu: {
      'dashboard-analysis-counts': '系统概况',
      'dashboard-analysis-visits': '访问统计',
    },
  },
};
