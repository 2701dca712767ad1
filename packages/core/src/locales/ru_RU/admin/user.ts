import type { LocaleShape } from '../../shape';
import type { user as zh } from '../../zh_CN/admin/user';

export const user: LocaleShape<typeof zh> = {
  resources: {
    user: {
      title: 'Пользователи',
      fields: {
        username: 'Логин', realname: 'ФИО', password: 'Пароль', workNo: 'Табельный номер', avatar: 'Аватар', birthday: 'Дата рождения', sex: 'Пол',
        email: 'E-mail', phone: 'Мобильный', orgCode: 'Текущее подразделение', post: 'Должность', telephone: 'Телефон', status: 'Статус', createTime: 'Создан',
      },
    },
  },
  server: {
    menu: {
      'isystem-user': 'Пользователи', 'user-add': 'Добавить пользователя', 'user-edit': 'Изменить пользователя', 'user-delete': 'Удалить пользователя',
      'user-import': 'Импорт пользователей', 'user-export': 'Экспорт пользователей', 'user-frozen': 'Блокировка пользователей', 'user-resetPassword': 'Сброс пароля',
    },
    sysUser: {
      deleteSelf: 'Нельзя удалить пользователя, под которым вы вошли',
      lastAdmin: 'Нельзя удалить последнего администратора',
      freezeSelf: 'Нельзя заблокировать пользователя, под которым вы вошли',
      unknownRoles: 'Неизвестные роли: {{ids}}',
      unknownDeparts: 'Неизвестные подразделения: {{ids}}',
      badIds: 'Выберите от 1 до {{max}} записей',
      frozen: 'Заблокировано',
      unfrozen: 'Разблокировано',
      notFound: 'Пользователь не найден',
      passwordReset: 'Пароль сброшен; при следующем входе пользователь должен его сменить',
      checkParam: 'Укажите username, phone или email',
      usernameTaken: 'Этот логин уже занят',
      phoneTaken: 'Этот номер уже зарегистрирован',
      emailTaken: 'Этот e-mail уже занят',
      available: 'Значение свободно',
      badSelector: 'Укажите логины или id пользователей',
    },
  },
  web: {
    sysUser: {
      departTree: 'Организация',
      allDeparts: 'Все',
      searchDepart: 'Поиск подразделения',
      roles: 'Роли',
      departs: 'Подразделения',
      more: 'Ещё',
      freeze: 'Заблокировать',
      unfreeze: 'Разблокировать',
      batchFreeze: 'Заблокировать выбранных',
      batchUnfreeze: 'Разблокировать выбранных',
      confirmFreeze: 'Заблокировать выбранных пользователей?',
      confirmUnfreeze: 'Разблокировать выбранных пользователей?',
      resetPassword: 'Сбросить пароль',
      newPassword: 'Новый пароль',
      confirmPassword: 'Подтверждение пароля',
      newPasswordRequired: 'Введите новый пароль!',
      confirmRequired: 'Подтвердите новый пароль!',
      mismatch: 'Пароли не совпадают!',
      pickerTitle: 'Выбор пользователей',
      pickerPlaceholder: 'Выберите пользователей',
      selectedUsers: 'Выбранные пользователи',
    },
  },
};
