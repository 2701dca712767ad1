import type { NotificationPrefs, UserInfo } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

/** The account settings' own calls beside sessionApi's profile ones; refusals are shown by the forms (silent). */
export const profileApi = {
  setAvatar: async (avatar: string) =>
    unwrap(await http.put<{ userInfo: UserInfo }>('/sys/user/avatar', { avatar }, { silent: true })),
  sendPhoneCode: async (mobile: string) =>
    unwrap(await http.post<null>('/sys/user/phoneCode', { mobile }, { silent: true })),
  changePhone: async (phone: string, smscode: string) =>
    unwrap(
      await http.put<{ userInfo: UserInfo }>('/sys/user/changePhone', { phone, smscode }, { silent: true }),
    ),
  notificationPrefs: async () => unwrap(await http.get<NotificationPrefs>('/sys/user/notificationPrefs')),
  saveNotificationPrefs: async (prefs: NotificationPrefs) =>
    unwrap(await http.put<NotificationPrefs>('/sys/user/notificationPrefs', prefs, { silent: true })),
};
