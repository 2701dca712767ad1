/** Reading single environment values; a bad one stops the server with a message that says what to fix. */

/** A configuration the server refuses to start with; the message says what to fix. */
export class ConfigError extends Error {}

export function bool(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(true|1|yes|on)$/i.test(value)) return true;
  if (/^(false|0|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

export function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new ConfigError(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}
