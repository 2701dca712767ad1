/** Texts of the dashboards beside 首页 (workplace, monitor, task, chart): menu titles and web texts. */
export const dashboards = {
  server: {
    menu: {
      dashboard: 'Панели',
      'dashboard-workplace': 'Рабочее место',
      'dashboard-monitor': 'Мониторинг',
      'dashboard-task': 'Задания',
      'dashboard-chart': 'Диаграммы',
    }
  },
  web: {
    myActions: { title: 'Мои последние действия', empty: 'Действий пока нет' },
    dashboards: {
      myNotices: 'Мои сообщения',
      noNotices: 'Непрочитанных сообщений нет',
      allNotices: 'Все сообщения',
      shortcuts: 'Быстрые ссылки',
      noShortcuts: 'Нет доступных ссылок',
      requests: 'Запросов за 5 с',
      errors: 'Ошибочные запросы (≥400)',
      slowest: 'Самые медленные запросы',
      avgMs: 'Среднее время (мс)',
      total: 'Недавние запросы',
      errorRate: 'Доля ошибок',
      jobs: 'Задания по расписанию',
      nextRun: 'Следующий запуск',
      lastRun: 'Последний запуск',
      lastStatus: 'Последний итог',
      jobStatus: 'Статус',
      runsToday: 'Запуски за сегодня',
      noRuns: 'Сегодня запусков не было',
      usersByDepart: 'Пользователи по отделам',
      usersByStatus: 'Статус пользователей',
      usersBySex: 'Пол пользователей',
      unknown: 'Не указан',
      count: 'Пользователей',
      runStatus: {
        success: 'Успешно',
        failure: 'Ошибка',
        running: 'Выполняется',
        interrupted: 'Прервано',
      },
      successRate: 'Доля успешных',
    }
  },
};
