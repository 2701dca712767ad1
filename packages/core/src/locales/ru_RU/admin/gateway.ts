/** Что прокси шлюза добавляет к маршрутам: кто может вызывать маршрут, его тайм-аут и ответы прокси. */
export const gateway = {
  resources: {
    gatewayRoute: {
      fields: { perms: 'Код права доступа', anonymous: 'Анонимный доступ', timeoutSeconds: 'Тайм-аут (с)' },
    },
  },
  server: {
    gatewayProxy: {
      badPath: 'путь {{path}} должен начинаться с / и содержать только символы пути URL; * — один сегмент, ** — всё ниже',
      badMethod: 'методы должны быть именами вроде GET или POST',
      badHeader: 'у заголовка запроса {{header}} недопустимое имя или значение',
      badStrip: 'StripPrefix должен быть целым числом от 0 до 20',
      unsupported: 'шлюз не поддерживает {{name}}: предикаты — Path или Method, фильтры — StripPrefix, AddRequestHeader или RemoveRequestHeader',
      badUri: 'должен быть адресом, начинающимся с http:// или https://',
      hostNotAllowed: 'Проксирование на {{host}} запрещено: хост не входит в список разрешённых (DATA_SOURCE_ALLOWED_HOSTS)',
      rightPattern: 'только латинские буквы, цифры, подчёркивания, дефисы, двоеточия и точки',
      upstreamFailed: 'Шлюз не получил ответа от вышестоящего сервиса',
      upstreamTimeout: 'Вышестоящий сервис не ответил за {{seconds}} с',
    },
  },
  web: {
    gatewayRoute: {
      adminsOnly: 'Только администраторы',
      address: 'Адрес в шлюзе',
      example: 'Пример: ',
      helpTitle: 'Маршрут доступен по адресу {{prefix}} и путям, которые совпадают с его предикатом Path',
      help: 'Предикаты: Path (* — один сегмент, ** — всё ниже; без него /<ID маршрута>/**) и Method. Фильтры: StripPrefix, AddRequestHeader, RemoveRequestHeader. Адрес сервиса — http(s), его хост должен быть среди разрешённых (DATA_SOURCE_ALLOWED_HOSTS). Вызывающему нужен код права доступа (создайте его кнопкой в управлении меню и выдайте ролям; если пусто — только администраторам); без входа доступны лишь маршруты с анонимным доступом.',
    },
  },
};
