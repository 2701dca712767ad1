/** Texts of the monitor screens: menu titles, server messages, web texts. */
export const monitor = {
  server: {
    menu: {
      imonitor: 'Мониторинг',
      'imonitor-system': 'Сервер',
      'imonitor-runtime': 'Среда выполнения',
      'imonitor-disk': 'Диски',
      'imonitor-database': 'База данных',
      'imonitor-redis': 'Redis',
      'imonitor-redis-command': 'Терминал Redis',
      'imonitor-httptrace': 'Трассировка запросов',
    },
    monitor: {
      redisNotConfigured: 'Redis не настроен (REDIS_URL): смотреть нечего',
      commandEmpty: 'Введите команду',
      commandRefused: 'Терминал только для чтения не выполняет {{command}}; используйте команды чтения (GET, HGETALL, SCAN, INFO …)',
      commandFailed: 'Команда не выполнена: {{message}}',
    },
  },
  web: {
    monitor: {
      duration: { dhm: '{{d}} дн. {{h}} ч {{m}} мин', hm: '{{h}} ч {{m}} мин', m: '{{m}} мин' },
      refresh: 'Обновить',
      autoRefresh: 'Автообновление',
      lastUpdated: 'Обновлено в {{time}}',
      loadFailed: 'Не удалось загрузить данные мониторинга',
      system: {
        os: 'Операционная система', hostname: 'Имя хоста', arch: 'Архитектура', cpu: 'Процессор', cores: 'Ядер', cpuUsage: 'Загрузка ЦП', memory: 'Память',
        memoryUsage: 'Использование памяти', used: 'Занято', free: 'Свободно', total: 'Всего', load: 'Нагрузка (1/5/15 мин)', uptime: 'Время работы системы', processUptime: 'Время работы сервера',
        history: 'Недавняя загрузка (%)',
      },
      runtime: {
        node: 'Node.js', v8: 'V8', pid: 'PID', uptime: 'Время работы', heapUsed: 'Куча занято', heapTotal: 'Куча выделено', heapLimit: 'Предел кучи',
        rss: 'Резидентная память (RSS)', external: 'Внешняя память', eventLoop: 'Задержка цикла событий (мс)', mean: 'Среднее', p50: 'P50', p99: 'P99', max: 'Максимум',
        gc: 'Сборка мусора', gcKind: 'Вид', gcCount: 'Количество', gcMs: 'Суммарно (мс)', spaces: 'Области кучи', space: 'Область', spaceUsed: 'Занято', spaceSize: 'Размер',
        heapHistory: 'Куча (МБ)', delayHistory: 'Задержка цикла событий P99 (мс)', cpuUser: 'ЦП пользователя', cpuSystem: 'ЦП ядра',
        gcKinds: { minor: 'Малая', major: 'Полная', incremental: 'Инкрементальная разметка', weakcb: 'Слабые колбэки', other: 'Прочее' },
      },
      disk: { name: 'Назначение', path: 'Папка', total: 'Всего', used: 'Занято', free: 'Свободно', usage: 'Заполнение', names: { database: 'Файл базы данных', uploads: 'Загруженные файлы', server: 'Папка сервера' }, empty: 'Нет сведений о дисках' },
      database: { dialect: 'СУБД', version: 'Версия', size: 'Объём данных', tables: 'Таблиц', pool: 'Пул соединений', poolMax: 'Максимум', poolOpen: 'Открыто', poolIdle: 'Свободно', poolWaiting: 'Ожидают' },
      redis: {
        notConfigured: 'Redis не настроен: сессии и кэши хранятся в процессе сервера. Задайте REDIS_URL, чтобы видеть здесь Redis.',
        keys: 'Ключей', version: 'Версия Redis', mode: 'Режим', uptime: 'Время работы', clients: 'Клиентов', memory: 'Занято памяти', peak: 'Пик памяти',
        ops: 'Команд в секунду', hitRate: 'Доля попаданий', section: 'Раздел', key: 'Параметр', value: 'Значение', history: 'Память (МБ) и ключи',
        terminal: 'Терминал Redis (только чтение)', placeholder: 'Введите команду и нажмите Enter, например SCAN 0 MATCH weld:* COUNT 20', run: 'Выполнить', clear: 'Очистить', help: 'Только команды чтения: GET, MGET, HGETALL, LRANGE, SMEMBERS, ZRANGE, SCAN, TTL, TYPE, INFO …',
      },
      trace: { time: 'Время', method: 'Метод', path: 'Путь', status: 'Статус', ms: 'Время (мс)', filterPath: 'Фильтр по пути', allMethods: 'Все методы', allStatus: 'Все статусы', errors: 'Только ошибки (≥400)', empty: 'Запросов пока нет' },
    },
  },
};
