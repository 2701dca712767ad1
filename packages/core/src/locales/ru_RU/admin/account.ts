import type { LocaleShape } from '../../shape';
import type { account as zh } from '../../zh_CN/admin/account';

export const account: LocaleShape<typeof zh> = {
  server: {
    account: {
      badAvatar: 'Аватаром может быть только загруженное вами изображение',
      avatarSaved: 'Аватар обновлён',
      samePhone: 'Новый номер совпадает с уже привязанным',
      phoneNeedsCode: 'Для нового номера нужен SMS-код: используйте «Сменить номер телефона»',
      phoneChanged: 'Номер телефона изменён',
      emailCopyNeedsEmail: 'Чтобы получать копии по почте, сначала привяжите адрес e-mail',
      prefsSaved: 'Настройки уведомлений сохранены',
    },
  },
  web: {
    account: {
      avatar: 'Аватар',
      changeAvatar: 'Сменить аватар',
      removeAvatar: 'Убрать аватар',
      avatarHint: 'Изображения jpg, png, gif или webp; новый аватар применяется сразу',
      binding: 'Привязки',
      boundPhone: 'Телефон',
      boundEmail: 'E-mail',
      change: 'Изменить',
      bind: 'Привязать',
      changePhone: 'Сменить номер телефона',
      newPhone: 'Новый номер',
      changeEmail: 'Сменить e-mail',
      emailRequired: 'Введите адрес e-mail',
      notifications: 'Уведомления',
      bellNotice: 'Объявления',
      bellNoticeDesc: 'Объявления появляются в колокольчике справа вверху',
      bellSystem: 'Системные сообщения',
      bellSystemDesc: 'Системные сообщения появляются в колокольчике справа вверху',
      emailCopy: 'Копии по почте',
      emailCopyDesc: 'Отправлять каждое сообщение также на привязанный e-mail',
      emailCopyNoEmail: 'Сначала привяжите e-mail',
    },
  },
};
