/** Rights of 首页's system-wide figures (buttons under 首页; the page itself is every user's). */
export const homeRights = {
  server: {
    menu: {
      'dashboard-analysis-counts': 'Обзор системы',
      'dashboard-analysis-visits': 'Статистика посещений',
    },
  },
};
