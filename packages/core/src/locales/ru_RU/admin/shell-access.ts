/** Texts of the shell's access paths: the empty permission list, a stylesheet that failed to load, the page head's search. */
export const shellAccess = {
  web: {
    shellAccess: {
      emptyPermissions: 'getPermissionList: permissions must be a non-null array !',
      cssTitle: 'Не удалось загрузить стили',
      cssDescription:
        'Таблица стилей страницы не загрузилась, и страница не может отображаться правильно. Проверьте сеть и повторите попытку.',
      search: 'Найти',
      searchPlaceholder: 'Введите текст...',
      pageLinks: 'Ссылки',
    },
  },
};
