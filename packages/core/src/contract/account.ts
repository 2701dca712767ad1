/**
 * A user's notification preferences (GET/PUT /sys/user/notificationPrefs): which announcement categories reach
 * the bell (`bellNotice`: category notice, `bellSystem`: system messages) and whether e-mail copies are sent.
 */
export interface NotificationPrefs {
  bellNotice: boolean;
  bellSystem: boolean;
  emailCopy: boolean;
}
