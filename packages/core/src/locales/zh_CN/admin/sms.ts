/**
 * Server texts of the SMS provider (delivery failures, codes kept in the server log) and registration's phone
 * and e-mail checks. The screens' texts are in web.ts (sms, register): the login screens load before admin parts.
 */
export const sms = {
  server: {
    sms: {
      logged: '未配置短信服务：验证码没有发送到手机，已记录在服务器日志中，请联系管理员获取',
      gatewayFailed: '短信发送失败：短信服务暂不可用，验证码未发送，请稍后重试',
      gatewayTimeout: '短信发送失败：短信服务响应超时，验证码未发送，请稍后重试',
    },
    register: {
      mobileInvalid: '请输入正确的手机号',
      emailInvalid: '请输入正确的邮箱格式',
      emailTaken: '该邮箱已被注册',
    },
  },
};
