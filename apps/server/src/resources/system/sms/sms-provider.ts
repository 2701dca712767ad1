import type { SmsProviderConfig } from '../../../config';
import { httpSmsSender } from './http-sms-sender';
import { logSmsSender } from '../../../lib/sms-sender';
import type { SmsSender } from '../../../lib/sms-sender';

/**
 * The SMS provider the configuration names (SMS_PROVIDER).
 * @example const sms = smsSenderFor(config.sms)
 */
export function smsSenderFor(config: SmsProviderConfig): SmsSender {
  return config.kind === 'http' ? httpSmsSender(config) : logSmsSender;
}
