import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { limitPerMinute } from '../../../lib/rate-limit';
import type { SmsMode } from './sms-sender';

const CODE_TTL_MS = 5 * 60_000;
const RESEND_MS = 60_000;
/** wrong answers a code survives before it is dropped */
const MAX_TRIES = 5;

interface StoredCode {
  code: string;
  tries: number;
}

const key = (mode: SmsMode, mobile: string) => `sms:${mode}:${mobile}`;

/** Sends a 6-digit code valid 5 minutes; one per number per minute, and a per-address limit. */
export async function sendSmsCode(ctx: AppContext, request: FastifyRequest, mobile: string, mode: SmsMode): Promise<void> {
  await limitPerMinute(ctx.stores.failures, `sms:${request.ip}`, ctx.config.smsPerMinute);
  if ((await ctx.stores.failures.increment(`sms-resend:${mobile}`, RESEND_MS, false)) > 1) throw new AppError(429, 'sms.tooOften');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.stores.cache.set(key(mode, mobile), { code, tries: 0 } satisfies StoredCode, CODE_TTL_MS);
  await ctx.sms.send({ mobile, code, mode }, request.log);
}

/**
 * Checks a code; `consume` removes it on success (the last step of a flow). Wrong answers count, and
 * the code is dropped after too many, so it cannot be guessed.
 */
export async function verifySmsCode(ctx: AppContext, mobile: string, mode: SmsMode, answer: string, consume: boolean): Promise<void> {
  const k = key(mode, mobile);
  const stored = await ctx.stores.cache.get<StoredCode>(k);
  if (!stored) throw new AppError(412, 'sms.codeWrong');
  if (stored.code !== answer.trim()) {
    if (stored.tries + 1 >= MAX_TRIES) await ctx.stores.cache.del(k);
    else await ctx.stores.cache.set(k, { ...stored, tries: stored.tries + 1 }, CODE_TTL_MS);
    throw new AppError(412, 'sms.codeWrong');
  }
  if (consume) await ctx.stores.cache.del(k);
}
