import type { LocaleShape } from '../../shape';
import type { account as zh } from '../../zh_CN/admin/account';

export const account: LocaleShape<typeof zh> = {
  server: {
    account: {
      badAvatar: 'The avatar must be an image you uploaded',
      avatarSaved: 'Avatar updated',
      samePhone: 'The new number is the one already bound',
      phoneNeedsCode: 'A new mobile number needs an SMS code: use "Change mobile number"',
      phoneChanged: 'Mobile number changed',
      emailCopyNeedsEmail: 'Bind an e-mail address before asking for e-mail copies',
      prefsSaved: 'Notification settings saved',
    },
  },
  web: {
    account: {
      avatar: 'Avatar',
      changeAvatar: 'Change avatar',
      removeAvatar: 'Remove avatar',
      avatarHint: 'jpg, png, gif or webp images; the new avatar applies at once',
      binding: 'Bindings',
      boundPhone: 'Mobile number',
      boundEmail: 'E-mail',
      change: 'Change',
      bind: 'Bind',
      changePhone: 'Change mobile number',
      newPhone: 'New mobile number',
      changeEmail: 'Change e-mail',
      emailRequired: 'Please enter the e-mail address',
      notifications: 'Notifications',
      bellNotice: 'Notices',
      bellNoticeDesc: 'Notices appear in the bell at the top right',
      bellSystem: 'System messages',
      bellSystemDesc: 'System messages appear in the bell at the top right',
      emailCopy: 'E-mail copies',
      emailCopyDesc: 'Also send each message to the bound e-mail address',
      emailCopyNoEmail: 'Bind an e-mail address first',
    },
  },
};
