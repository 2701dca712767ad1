const TYPING = /^-?\d*\.?\d*$/;
const COMPLETE = /^-?\d+(\.\d*)?$/;

/**
 * What a number cell keeps after a keystroke: an optionally negative number with an optional decimal
 * point is accepted (also while half typed, like '-' or '3.'), anything else restores the previous text.
 * @example acceptNumberInput('12a', '12') // '12'
 */
export function acceptNumberInput(next: string, previous: string): string {
  return TYPING.test(next) ? next : previous;
}

/**
 * The value a number cell keeps on blur: a number, or null when the text is not a complete number.
 * @example numberOnBlur('-') // null
 */
export function numberOnBlur(text: string): number | null {
  const t = text.trim();
  return COMPLETE.test(t) && Number.isFinite(Number(t)) ? Number(t) : null;
}
