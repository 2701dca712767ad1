import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';

const key = (checkKey: string) => `captcha:${checkKey}`;

/**
 * A 4-character captcha as an SVG data URL; its text waits in the cache for one use within the TTL.
 * @example const image = await issueCaptcha(ctx, 'k1763776123')
 */
export async function issueCaptcha(ctx: AppContext, checkKey: string): Promise<string> {
  // loaded with the first captcha: a server that asks for none (captcha off, SSO) does not hold its font (some 9 MB)
  const { default: svgCaptcha } = await import('svg-captcha');
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1ilI',
    color: true,
    background: '#f5f5f5',
  });
  await ctx.stores.cache.set(key(checkKey), captcha.text.toLowerCase(), ctx.config.captchaTtlSeconds * 1000);
  return `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
}

/** Single use and case-insensitive: the stored text is taken whether or not the answer matches. */
export async function checkCaptcha(
  ctx: AppContext,
  checkKey: string | undefined,
  answer: string | undefined,
): Promise<void> {
  if (!checkKey || !answer) throw new AppError(412, 'login.captchaRequired');
  const expected = await ctx.stores.cache.take<string>(key(checkKey));
  if (!expected || expected !== answer.trim().toLowerCase()) throw new AppError(412, 'login.captchaWrong');
}
