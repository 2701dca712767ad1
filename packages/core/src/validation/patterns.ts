/** Form patterns of the spec (shell §5) shared by the web forms and the server's checks. */
export const MOBILE_PATTERN = /^1[34578]\d{9}$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,18}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** A symbol is anything that is neither a letter nor a digit nor white space. */
const SYMBOL = /[^A-Za-z0-9\s]/;

/** Password policy: at least 8 characters mixing digits, upper and lower letters and symbols. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    password.length <= 64 &&
    /\d/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    SYMBOL.test(password)
  );
}

export type PasswordStrength = 'low' | 'middle' | 'strong';

/** Strength meter of the registration form: counts character classes and length. */
export function passwordStrength(password: string): PasswordStrength {
  const classes = [/\d/, /[a-z]/, /[A-Z]/, SYMBOL].filter((re) => re.test(password)).length;
  if (classes === 4 && password.length >= 8) return 'strong';
  if (classes >= 2 && password.length >= 6) return 'middle';
  return 'low';
}
