/** Weights of the 17 leading digits of a national ID number (GB 11643-1999). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/**
 * The check character of the 17 leading digits of a national ID number.
 * @example idCardCheckChar('11010519491231002') // 'X'
 */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

function isRealDate(yyyymmdd: string): boolean {
  const [y, m, d] = [
    Number(yyyymmdd.slice(0, 4)),
    Number(yyyymmdd.slice(4, 6)),
    Number(yyyymmdd.slice(6, 8)),
  ];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * An 18-character national ID number: region code, a real birth date, sequence, and the right check
 * character (a lower-case x is taken as X).
 * @example isIdCardNumber('11010519491231002X') // true
 */
export function isIdCardNumber(value: string): boolean {
  if (!/^[1-9]\d{16}[\dXx]$/.test(value)) return false;
  if (!isRealDate(value.slice(6, 14))) return false;
  return idCardCheckChar(value.slice(0, 17)) === value[17].toUpperCase();
}
