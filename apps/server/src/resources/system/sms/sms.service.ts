import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { limitPerMinute } from '../../../lib/rate-limit';
import { SmsDeliveryError } from '../../../lib/sms-sender';
import type { SmsMode } from '../../../lib/sms-sender';

const CODE_TTL_MS = 5 * 60_000;
const RESEND_MS = 60_000;
/** checks a code survives: the sixth check of a code, right or wrong, finds it dead */
const MAX_TRIES = 5;

interface StoredCode {
  code: string;
}

const codeKey = (mode: SmsMode, mobile: string) => `sms:${mode}:${mobile}`;
/** the failure counter numbering the checks of the code now sent to the number */
const triesKey = (mode: SmsMode, mobile: string) => `sms-tries:${mode}:${mobile}`;
/** one code per number per minute, whatever the mode */
const resendKey = (mobile: string) => `sms-resend:${mobile}`;

/**
 * Sends a 6-digit code valid 5 minutes; one per number per minute, and a per-address limit. The code is
 * stored only once the provider has taken it, so a failed send leaves the code sent before still valid.
 * A failure frees the number's one-minute wait (nothing arrived, so the person may ask again at once) but
 * keeps its place in the per-address limit, which bounds how hard a broken gateway is hammered.
 * @returns the message key of the answer: "sent", or "logged" when codes only reach the server log
 */
export async function sendSmsCode(
  ctx: AppContext,
  request: FastifyRequest,
  mobile: string,
  mode: SmsMode,
): Promise<'sms.sent' | 'sms.logged'> {
  await limitPerMinute(ctx.stores.failures, `sms:${request.ip}`, ctx.config.smsPerMinute);
  if ((await ctx.stores.failures.increment(resendKey(mobile), RESEND_MS, false)) > 1)
    throw new AppError(429, 'sms.tooOften');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  try {
    await ctx.sms.send({ mobile, code, mode }, request.log);
  } catch (err) {
    await ctx.stores.failures.reset(resendKey(mobile));
    if (err instanceof SmsDeliveryError)
      throw new AppError(500, err.reason === 'timeout' ? 'sms.gatewayTimeout' : 'sms.gatewayFailed');
    throw err;
  }
  await ctx.stores.failures.reset(triesKey(mode, mobile));
  await ctx.stores.cache.set(codeKey(mode, mobile), { code } satisfies StoredCode, CODE_TTL_MS);
  return ctx.sms.logOnly ? 'sms.logged' : 'sms.sent';
}

/**
 * Checks a code offered for a number; `consume` uses it up on success (the last step of a flow). Every
 * route that checks codes comes through here, so each check counts against the caller's address and the
 * number (429 beyond), and takes a numbered try from the store's atomic counter before it compares: of
 * any number of parallel guesses only the first MAX_TRIES are compared at all, and the code dies with
 * the last of them. A right answer starts the count again (its caller knows the code), so a flow's
 * later step still passes after a few typing mistakes.
 */
export async function verifySmsCode(
  ctx: AppContext,
  request: FastifyRequest,
  mobile: string,
  mode: SmsMode,
  answer: string,
  consume: boolean,
): Promise<void> {
  await limitPerMinute(ctx.stores.failures, `sms-check:${request.ip}`, ctx.config.smsChecksPerMinute);
  await limitPerMinute(
    ctx.stores.failures,
    `sms-check-number:${mobile}`,
    ctx.config.smsChecksPerNumberPerMinute,
  );
  const stored = await ctx.stores.cache.get<StoredCode>(codeKey(mode, mobile));
  if (!stored) throw new AppError(412, 'sms.codeWrong');
  // the counter outlives the code: it starts at the first check, after the code was stored
  const tries = await ctx.stores.failures.increment(triesKey(mode, mobile), CODE_TTL_MS, false);
  if (tries > MAX_TRIES || stored.code !== answer.trim()) {
    if (tries >= MAX_TRIES) await ctx.stores.cache.del(codeKey(mode, mobile));
    throw new AppError(412, 'sms.codeWrong');
  }
  await ctx.stores.failures.reset(triesKey(mode, mobile));
  if (consume) await consumeSmsCode(ctx, mobile, mode, answer);
}

/**
 * Uses up a code `verifySmsCode` accepted earlier in the same request; it is taken in one step, so of
 * parallel requests offering one code only one gets past here (412 for the others).
 */
export async function consumeSmsCode(
  ctx: AppContext,
  mobile: string,
  mode: SmsMode,
  answer: string,
): Promise<void> {
  const taken = await ctx.stores.cache.take<StoredCode>(codeKey(mode, mobile));
  if (taken?.code !== answer.trim()) throw new AppError(412, 'sms.codeWrong');
}
