import type { LocaleShape } from '../../shape';
import type { misc as zh } from '../../zh_CN/admin/misc';

export const misc: LocaleShape<typeof zh> = {
  resources: {
    tenant: {
      title: 'Арендаторы',
      fields: {
        name: 'Название арендатора',
        beginDate: 'Начало',
        endDate: 'Окончание',
        status: 'Статус',
        createTime: 'Создано',
      },
    },
    checkRule: {
      title: 'Правила проверки кодов',
      fields: {
        ruleName: 'Название правила',
        ruleCode: 'Код правила',
        ruleJson: 'JSON правила',
        ruleDescription: 'Описание',
        createTime: 'Создано',
      },
    },
    fillRule: {
      title: 'Правила заполнения',
      fields: {
        ruleName: 'Название правила',
        ruleCode: 'Код правила',
        ruleClass: 'Реализация',
        ruleParams: 'Параметры',
        createTime: 'Создано',
      },
    },
    dataSource: {
      title: 'Источники данных',
      fields: {
        code: 'Код',
        name: 'Название',
        dbType: 'Тип базы данных',
        dbDriver: 'Драйвер',
        dbUrl: 'Адрес',
        dbName: 'Имя базы данных',
        dbUsername: 'Пользователь',
        dbPassword: 'Пароль',
        remark: 'Примечание',
        createTime: 'Создано',
      },
    },
    gatewayRoute: {
      title: 'Маршруты шлюза',
      fields: {
        routerId: 'ID маршрута',
        name: 'Название маршрута',
        uri: 'Адрес сервиса',
        predicates: 'Предикаты',
        filters: 'Фильтры',
        retryable: 'Повтор',
        stripPrefix: 'Отбросить префикс',
        persistable: 'Сохранять',
        showApi: 'Показывать в документации API',
        status: 'Статус',
        createTime: 'Создано',
      },
    },
  },
  server: {
    menu: {
      'isystem-tenant': 'Арендаторы',
      'isystem-tenant-add': 'Добавление арендаторов',
      'isystem-tenant-edit': 'Изменение арендаторов',
      'isystem-tenant-delete': 'Удаление арендаторов',
      'isystem-tenant-import': 'Импорт арендаторов',
      'isystem-tenant-export': 'Экспорт арендаторов',
      'isystem-check-rule': 'Правила проверки кодов',
      'isystem-check-rule-add': 'Добавление правил проверки',
      'isystem-check-rule-edit': 'Изменение правил проверки',
      'isystem-check-rule-delete': 'Удаление правил проверки',
      'isystem-check-rule-import': 'Импорт правил проверки',
      'isystem-check-rule-export': 'Экспорт правил проверки',
      'isystem-fill-rule': 'Правила заполнения',
      'isystem-fill-rule-add': 'Добавление правил заполнения',
      'isystem-fill-rule-edit': 'Изменение правил заполнения',
      'isystem-fill-rule-delete': 'Удаление правил заполнения',
      'isystem-fill-rule-import': 'Импорт правил заполнения',
      'isystem-fill-rule-export': 'Экспорт правил заполнения',
      'isystem-data-source': 'Источники данных',
      'isystem-data-source-add': 'Добавление источников данных',
      'isystem-data-source-edit': 'Изменение источников данных',
      'isystem-data-source-delete': 'Удаление источников данных',
      'isystem-data-source-import': 'Импорт источников данных',
      'isystem-data-source-export': 'Экспорт источников данных',
      'isystem-data-source-test': 'Проверка подключения к источникам данных',
      'isystem-address-list': 'Адресная книга',
      'isystem-gateway': 'Маршруты шлюза',
      'isystem-gateway-add': 'Добавление маршрутов шлюза',
      'isystem-gateway-edit': 'Изменение маршрутов шлюза',
      'isystem-gateway-delete': 'Удаление маршрутов шлюза',
      'isystem-gateway-import': 'Импорт маршрутов шлюза',
      'isystem-gateway-export': 'Экспорт маршрутов шлюза',
    },
    dict: {
      fill_rule_class: {
        org_code: 'Код организации',
        category_code: 'Код категории',
        serial: 'Порядковый номер',
      },
      database_type: { mysql: 'MySQL 5.7+/MariaDB', postgresql: 'PostgreSQL', sqlite: 'SQLite' },
    },
    sysTenant: {
      hasUsers: 'У арендатора (ID {{ids}}) ещё есть пользователи, удалить его нельзя',
      endBeforeBegin: 'не может быть раньше начала',
    },
    checkRule: {
      notJson: 'не является корректным JSON',
      notArray: 'должен быть JSON-массивом из 1–{{max}} правил',
      stepNotObject: 'правило {{index}} должно быть объектом {digits, pattern, message}',
      starNotLast: 'правило {{index}}: digits * допускается только в последнем правиле',
      badDigits: 'правило {{index}}: digits — целое число от 1 до {{max}} или *',
      badPatternLength:
        'правило {{index}}: регулярное выражение не может быть пустым и длиннее {{max}} символов',
      badMessage: 'правило {{index}}: сообщение не может быть пустым и длиннее {{max}} символов',
      unsafePattern:
        'правило {{index}}: в регулярном выражении есть вложенные повторы, обратные ссылки или ретроспективная проверка — проверка может идти очень долго, перепишите его',
      badPattern: 'правило {{index}}: некорректное регулярное выражение',
      tooLong: 'Значение длиннее, чем проверяет правило',
      timeout:
        'Проверка заняла слишком много времени: регулярное выражение правила слишком медленное для этого значения, упростите правило',
      notFound: 'Правило проверки {{code}} не существует',
      storedInvalid:
        'JSON правила проверки {{code}} некорректен; исправьте его в разделе «Правила проверки кодов»',
      failed: '{{message}}',
      passed: 'Проверка пройдена',
    },
    fillRule: {
      paramsNotJson: 'не является корректным JSON',
      paramsNotObject:
        'должен быть JSON-объектом, например {"prefix":"HJ","datePattern":"YYYYMMDD","digits":4}',
      badPrefix: 'prefix — не более 20 латинских букв, цифр, подчёркиваний или дефисов',
      badDatePattern:
        'datePattern может состоять только из YYYY, YY, MM, DD, HH, mm, ss и - _ /, не более 20 символов',
      badDigits: 'digits — целое число от 1 до {{max}}',
      notFound: 'Правило заполнения {{code}} не существует',
      storedInvalid:
        'Параметры правила заполнения {{code}} некорректны; исправьте их в разделе «Правила заполнения»',
      unknownClass: 'Неподдерживаемая реализация правила: {{name}}',
    },
    dataSource: {
      badUrl:
        'Неверный формат адреса источника данных ({{type}}), например jdbc:mysql://127.0.0.1:3306/weld, jdbc:postgresql://127.0.0.1:5432/weld или jdbc:sqlite:/data/weld.db',
      refused: 'В подключении отказано: проверьте хост и порт и запущен ли сервер базы данных',
      unknownHost: 'Хост базы данных не найден; проверьте адрес',
      timeout: 'Время подключения истекло ({{seconds}} с); проверьте сеть и адрес',
      denied: 'Неверное имя пользователя или пароль, либо у пользователя нет доступа к этой базе данных',
      unknownDatabase: 'База данных не существует; проверьте имя базы данных',
      noFile: 'Файл базы данных SQLite не существует или не открывается',
      notDatabase: 'Файл не является базой данных SQLite',
      keyChanged:
        'Сохранённый пароль не расшифровывается (ключ источников данных сменился); введите пароль заново',
      connected: 'Подключение к базе данных установлено',
    },
    dataSourceHost: {
      notAllowed:
        'Хост {{host}} не разрешён: его нет среди разрешённых хостов источников данных (DATA_SOURCE_ALLOWED_HOSTS)',
      unreachable:
        'Не удалось подключиться к базе данных: хост недоступен или ответил не как сервер базы данных',
    },
    gateway: {
      notJson: 'не является корректным JSON',
      notArray: 'должен быть JSON-массивом не более чем из {{max}} элементов',
      badItem:
        'каждый элемент — объект {"name": "…", "args": {…}}; name начинается с буквы, значения args — текст',
    },
  },
  web: {
    checkRule: {
      test: 'Проверить',
      testTitle: 'Проверка правила: {{name}}',
      value: 'Значение',
      valuePlaceholder: 'Введите значение для проверки',
      run: 'Проверить',
      passed: 'Проверка пройдена',
      failed: 'Проверка не пройдена',
    },
    fillRule: {
      test: 'Испытать',
      testTitle: 'Испытание правила: {{name}}',
      formData: 'Данные формы (JSON-объект)',
      formDataHelp:
        'Правила кода организации читают parentId (ID вышестоящего подразделения), правила кода категории — pid (ID родительской категории)',
      run: 'Сгенерировать',
      result: 'Результат',
      badJson: 'Данные формы должны быть JSON-объектом',
    },
    dataSource: {
      test: 'Проверить подключение',
    },
    addressList: {
      departTree: 'Организация',
      all: 'Все',
      realname: 'Имя',
      columns: {
        realname: 'Имя',
        username: 'Учётная запись',
        workNo: 'Табельный номер',
        post: 'Должность',
        phone: 'Мобильный',
        email: 'Эл. почта',
        departNames: 'Подразделение',
      },
    },
    positionPicker: {
      title: 'Выбор должностей',
      placeholder: 'Выберите должность',
      name: 'Название должности',
      selectOne: 'Выберите запись',
    },
  },
};
