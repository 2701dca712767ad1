import type { LocaleShape } from '../../shape';
import type { jobs as zh } from '../../zh_CN/admin/jobs';

export const jobs: LocaleShape<typeof zh> = {
  resources: {
    quartzJob: {
      title: 'Задания по расписанию',
      fields: {
        jobClassName: 'Класс задания',
        cronExpression: 'Выражение cron',
        parameter: 'Параметр',
        description: 'Описание',
        status: 'Статус',
        createTime: 'Создано',
      },
    },
  },
  server: {
    menu: {
      'isystem-quartz-job': 'Задания по расписанию',
      'isystem-quartz-job-add': 'Добавление заданий',
      'isystem-quartz-job-edit': 'Изменение заданий',
      'isystem-quartz-job-delete': 'Удаление заданий',
      'isystem-quartz-job-import': 'Импорт заданий',
      'isystem-quartz-job-export': 'Экспорт заданий',
      'isystem-quartz-job-pause': 'Остановка заданий',
      'isystem-quartz-job-resume': 'Запуск заданий',
      'isystem-quartz-job-execute': 'Немедленное выполнение заданий',
    },
    dict: {
      quartz_status: { '0': 'Работает', '-1': 'Остановлено' },
    },
    quartzJob: {
      unknownClass:
        'Неизвестный класс задания: {{name}}. Можно использовать только классы, зарегистрированные на сервере',
      badCron: 'Неверное выражение cron: {{message}}',
      neverFires:
        'Это выражение cron больше не сработает (например, год уже прошёл); задание нельзя сохранить или запустить в рабочем состоянии',
      noParameter: 'Этот класс задания не принимает параметр; оставьте поле пустым',
      badDays: 'Должно быть целым числом дней хранения от 1 до 3650; пусто означает 30',
      paused: 'Задание остановлено',
      resumed: 'Задание запущено',
      executed: 'Выполнено успешно',
      executeFailed: 'Выполнение не удалось: {{message}}',
      stillRunning: 'Выполнение началось и ещё идёт; результат смотрите в журнале запусков',
      classes: {
        cleanExpiredTokens: 'Удаляет просроченные токены входа (без параметра)',
        cleanOldLogs: 'Удаляет записи системного журнала и запуски заданий старше указанного числа дней',
        sampleParam: 'Пример задания: записывает свой параметр в журнал запусков',
      },
      params: {
        cleanOldLogs: 'Сколько дней хранить: целое число от 1 до 3650; пусто означает 30',
        sampleParam: 'Любой текст; записывается как есть при каждом запуске',
      },
      runs: {
        tokensPurged: 'Удалено просроченных токенов: {{count}}',
        logsCleaned:
          'Удалено записей системного журнала: {{logs}}, запусков заданий: {{runs}} (старше {{days}} дн.)',
        sampleParam: 'Пример задания получил параметр: {{parameter}}',
        sampleNoParam: 'Пример задания выполнен (без параметра)',
        interrupted: 'Сервер остановился и прервал выполнение',
        lost: 'Процесс сервера неожиданно завершился; выполнение не закончено',
        classMissing: 'Класс задания {{name}} не зарегистрирован на сервере; запуск невозможен',
      },
    },
  },
  web: {
    quartzJob: {
      pause: 'Остановить',
      resume: 'Запустить',
      execute: 'Выполнить сейчас',
      confirmPause: 'Остановить это задание?',
      confirmExecute: 'Выполнить задание один раз сейчас?',
      log: 'Журнал запусков',
      logTitle: 'Журнал запусков: {{name}}',
      nextFireTime: 'Следующий запуск',
      lastRun: 'Последний запуск',
      classPlaceholder: 'Выберите класс задания',
      noParameter: 'Этот класс задания не принимает параметр',
      refresh: 'Обновить',
      noRuns: 'Запусков пока нет',
      cost: '{{ms}} мс',
      columns: {
        startTime: 'Начало',
        endTime: 'Окончание',
        cost: 'Длительность',
        status: 'Результат',
        message: 'Сообщение',
        trigger: 'Запуск',
        host: 'Экземпляр',
      },
      outcome: { running: 'Выполняется', success: 'Успешно', failure: 'Ошибка' },
      trigger: { schedule: 'По расписанию', manual: 'Вручную' },
    },
  },
};
