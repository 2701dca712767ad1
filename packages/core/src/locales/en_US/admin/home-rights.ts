/** Rights of 首页's system-wide figures (buttons under 首页; the page itself is every user's). */
export const homeRights = {
  server: {
    menu: {
      'dashboard-analysis-counts': 'System overview',
      'dashboard-analysis-visits': 'Visit statistics',
    },
  },
};
