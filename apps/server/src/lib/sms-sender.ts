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
  /** resolves once the provider has taken the message; rejects with SmsDeliveryError when it has not */
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
  /** true when codes reach no phone (the log provider): the answers and the screens say so */
  logOnly?: boolean;
}

/** The provider did not take the message: it answered an error, did not answer in time, or could not be reached. */
export class SmsDeliveryError extends Error {
  constructor(
    readonly reason: 'status' | 'timeout' | 'unreachable',
    detail: string,
  ) {
    super(detail);
    this.name = 'SmsDeliveryError';
  }
}

/** The default provider: writes the code to the server log (development, tests, and sites without an SMS gateway). */
export const logSmsSender: SmsSender = {
  logOnly: true,
  async send(message, log) {
    log.info({ mobile: message.mobile, mode: message.mode, code: message.code }, 'sms code (log provider)');
  },
};
