/** Texts of the HTTP server monitor and of the server's time zone, named where the browser works out times. */
export const httpMonitor = {
  server: {
    menu: { 'imonitor-httpserver': 'HTTP-сервер' },
  },
  web: {
    timeZone: { label: 'Часовой пояс: {{zone}}' },
    monitor: {
      httpServer: {
        connections: 'Соединения',
        open: 'Открытые соединения',
        keepAlive: 'Ожидающие keep-alive',
        webSockets: 'Соединения WebSocket',
        accepted: 'Принято всего',
        requests: 'Запросы',
        inFlight: 'Запросы в обработке',
        answered: 'Обработано всего',
        perSecond: 'Частота запросов (в секунду, за минуту)',
        uptime: 'Период подсчёта',
        history: 'Соединения и запросы в обработке',
        rateHistory: 'Частота запросов (в секунду)',
        routes: 'Маршруты (50 самых частых)',
        method: 'Метод',
        route: 'Маршрут',
        count: 'Количество',
        errors: 'Ошибки (5xx)',
        mean: 'Среднее (мс)',
        p95: 'P95 (мс)',
        max: 'Максимум (мс)',
        empty: 'Запросов пока нет',
      },
    },
  },
};
