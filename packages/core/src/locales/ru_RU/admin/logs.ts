import type { LocaleShape } from '../../shape';
import type { logs as source } from '../../zh_CN/admin/logs';

/** Тексты экранов системного журнала, журнала данных и пользователей онлайн. */
export const logs: LocaleShape<typeof source> = {
  resources: {
    sysLog: {
      title: 'Системный журнал',
      fields: {
        logContent: 'Запись',
        username: 'Пользователь',
        ip: 'IP',
        operateType: 'Операция',
        method: 'Метод',
        requestUrl: 'Путь',
        requestParam: 'Параметры',
        statusCode: 'Статус',
        costTime: 'Время (мс)',
        logType: 'Тип журнала',
        createTime: 'Время',
      },
    },
    dataLog: {
      title: 'Журнал данных',
      fields: {
        dataTable: 'Таблица',
        dataId: 'ID записи',
        dataVersion: 'Версия',
        dataContent: 'Содержимое',
        createBy: 'Автор',
        createTime: 'Создано',
      },
    },
  },
  server: {
    menu: {
      'isystem-log': 'Системный журнал',
      'isystem-log-delete': 'Удаление записей журнала',
      'isystem-data-log': 'Журнал данных',
      'isystem-online': 'Пользователи онлайн',
      'isystem-online-force-logout': 'Принудительный выход',
    },
    dict: {
      operate_type: {
        '1': 'Запрос',
        '2': 'Добавление',
        '3': 'Изменение',
        '4': 'Удаление',
        '5': 'Импорт',
        '6': 'Экспорт',
        '7': 'Вход',
        '8': 'Выход',
      },
    },
    sysLog: {
      loginFailed: 'Пользователь: {{username}}, вход отклонён',
    },
    dataLog: {
      sameVersion: 'Выберите две разные версии',
      notSameRecord: 'Сравнивать можно только две версии одной записи',
    },
    online: {
      ownSession: 'Нельзя принудительно завершить свой текущий сеанс; воспользуйтесь выходом из системы',
      notFound: 'Этот сеанс уже не в сети',
      forced: 'Сеанс завершён',
      logForced: 'Пользователь: {{username}}, принудительный выход, выполнил {{by}} (вход в {{at}})',
    },
  },
  web: {
    sysLog: {
      loginTab: 'Журнал входов',
      operateTab: 'Журнал операций',
    },
    dataLog: {
      compare: 'Сравнить',
      versions: 'Версии',
      compareTitle: 'Сравнение: {{table}} · {{id}}',
      pickTwo: 'Отметьте две версии одной записи, чтобы сравнить их',
      field: 'Поле',
      versionLabel: 'Версия {{version}}',
      versionOption: 'Версия {{version}} · {{time}} · {{by}}',
      onlyChanged: 'Только изменения',
      changed: 'Изменено',
      changedCount: 'Изменений: {{count}}',
      noChange: 'Версии не различаются',
      noVersions: 'У этой записи только одна версия, сравнивать пока нечего',
      empty: '(пусто)',
    },
    online: {
      searchPlaceholder: 'Имя пользователя или ФИО',
      columns: {
        username: 'Имя пользователя',
        realname: 'ФИО',
        ip: 'IP входа',
        loginTime: 'Вход',
        expireTime: 'Истекает',
      },
      current: 'Текущий сеанс',
      forceLogout: 'Завершить',
      confirmForce: 'Принудительно завершить сеанс пользователя {{username}}?',
      forced: 'Сеанс {{username}} завершён',
    },
  },
};
