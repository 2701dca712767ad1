/**
 * Server texts of the SMS provider (delivery failures, codes kept in the server log) and registration's phone
 * and e-mail checks. The screens' texts are in web.ts (sms, register): the login screens load before admin parts.
 */
export const sms = {
  server: {
    sms: {
      logged:
        'No SMS service is configured: the code was not sent to the phone but written to the server log. Please ask your administrator for it',
      gatewayFailed:
        'The SMS could not be sent: the SMS service is unavailable and no code was sent. Please try again later',
      gatewayTimeout:
        'The SMS could not be sent: the SMS service did not answer in time and no code was sent. Please try again later',
    },
    register: {
      mobileInvalid: 'Please enter a valid mobile number',
      emailInvalid: 'Please enter a valid e-mail address',
      emailTaken: 'This e-mail address is already registered',
    },
  },
};
