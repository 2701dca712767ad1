import type { FailureCounter } from '../stores';
import { AppError } from './errors';

/**
 * Fixed one-minute window per key; the call over the limit answers 429.
 * @example await limitPerMinute(stores.failures, `captcha:${request.ip}`, 30)
 */
export async function limitPerMinute(counter: FailureCounter, key: string, limit: number): Promise<void> {
  const n = await counter.increment(`rl:${key}`, 60_000, false);
  if (n > limit) throw new AppError(429, 'errors.tooManyRequests');
}
