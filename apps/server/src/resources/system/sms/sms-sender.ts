import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  mobile: string;
  code: string;
  /** '0' login, '1' register, '2' forgotten password, '3' change of the signed-in user's bound phone */
  mode: SmsMode;
}

export type SmsMode = '0' | '1' | '2' | '3';

/** Where SMS codes go; a real provider plugs in here. */
export interface SmsSender {
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}

/** The default provider: writes the code to the server log (development and tests). */
export const logSmsSender: SmsSender = {
  async send(message, log) {
    log.info({ mobile: message.mobile, mode: message.mode, code: message.code }, 'sms code (log provider)');
  },
};
