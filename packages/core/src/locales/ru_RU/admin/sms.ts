/**
 * Server texts of the SMS provider (delivery failures, codes kept in the server log) and registration's phone
 * and e-mail checks. The screens' texts are in web.ts (sms, register): the login screens load before admin parts.
 */
export const sms = {
  server: {
    sms: {
      logged:
        'SMS-сервис не настроен: код не отправлен на телефон, а записан в журнал сервера. Обратитесь к администратору',
      gatewayFailed:
        'Не удалось отправить SMS: SMS-сервис недоступен, код не отправлен. Повторите попытку позже',
      gatewayTimeout:
        'Не удалось отправить SMS: SMS-сервис не ответил вовремя, код не отправлен. Повторите попытку позже',
    },
    register: {
      mobileInvalid: 'Введите правильный номер мобильного телефона',
      emailInvalid: 'Введите правильный адрес электронной почты',
      emailTaken: 'Этот адрес электронной почты уже зарегистрирован',
    },
  },
};
