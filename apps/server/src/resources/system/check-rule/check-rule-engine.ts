import vm from 'node:vm';

/** One step of a check rule: the next `digits` characters (or the rest, with '*') must match `pattern`. */
export interface CheckStep {
  digits: number | '*';
  pattern: RegExp;
  message: string;
}

/** Why a rule text was refused: a `server.checkRule.*` message key and its parameters. */
export interface RuleProblem {
  key: string;
  params?: Record<string, unknown>;
}

export const MAX_STEPS = 20;
export const MAX_PATTERN = 200;
export const MAX_VALUE = 256;
const MAX_MESSAGE = 200;
const MAX_DIGITS = MAX_VALUE;

/**
 * The first of three guards against catastrophic regexes (with the length limits and the time bound of
 * `checkBounded`): patterns that could backtrack exponentially or need more than a regular language are
 * refused on save. Refused: back-references, lookbehind, and a repeated group (`*`, `+`, `{n,}`,
 * `{n,m}`) whose body holds a quantifier or an alternation — the shapes of `(a+)+`, `(a|aa)*`, `(\d{2})*`.
 * Polynomial shapes such as `a*a*a*b` pass this test; the time bound stops them.
 */
export function unsafePattern(source: string): boolean {
  if (/\\[1-9]|\\k<|\(\?<[=!]/.test(source)) return true;
  const groups: { risky: boolean }[] = [];
  let lastGroupRisky = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      lastGroupRisky = false;
      continue;
    }
    if (c === '[') {
      // a character class is one atom: skip to its unescaped end
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
      lastGroupRisky = false;
      continue;
    }
    const quantifier =
      c === '*' || c === '+' || c === '?' || (c === '{' && /^\{\d+(,\d*)?\}/.test(source.slice(i)));
    if (quantifier) {
      // {n} and {n,n} repeat a fixed number of times; ? at most once
      const repeats = c !== '?' && !/^\{(\d+)(?:,\1)?\}/.test(source.slice(i));
      if (repeats && lastGroupRisky) return true;
      if (groups.length > 0) groups[groups.length - 1].risky = true;
      if (c === '{') i = source.indexOf('}', i);
      lastGroupRisky = false;
      continue;
    }
    if (c === '(') {
      groups.push({ risky: false });
      // (?: (?= (?! open a group; their '?' is no quantifier
      if (source[i + 1] === '?') i += 2;
    } else if (c === ')') {
      const closed = groups.pop();
      lastGroupRisky = !!closed?.risky;
      // a risky inner group makes its parent risky too
      if (closed?.risky && groups.length > 0) groups[groups.length - 1].risky = true;
      continue;
    } else if (c === '|' && groups.length > 0) groups[groups.length - 1].risky = true;
    lastGroupRisky = false;
  }
  return false;
}

function stepOf(raw: unknown, index: number, last: boolean): CheckStep | RuleProblem {
  const at = { index: index + 1 };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { key: 'checkRule.stepNotObject', params: at };
  const { digits, pattern, message } = raw as Record<string, unknown>;
  let count: number | '*';
  if (digits === '*') {
    if (!last) return { key: 'checkRule.starNotLast', params: at };
    count = '*';
  } else {
    count =
      typeof digits === 'number'
        ? digits
        : typeof digits === 'string' && /^\d+$/.test(digits)
          ? Number(digits)
          : NaN;
    if (!Number.isInteger(count) || count < 1 || count > MAX_DIGITS)
      return { key: 'checkRule.badDigits', params: { ...at, max: MAX_DIGITS } };
  }
  if (typeof pattern !== 'string' || pattern === '' || pattern.length > MAX_PATTERN)
    return { key: 'checkRule.badPatternLength', params: { ...at, max: MAX_PATTERN } };
  if (typeof message !== 'string' || message.trim() === '' || message.length > MAX_MESSAGE)
    return { key: 'checkRule.badMessage', params: { ...at, max: MAX_MESSAGE } };
  if (unsafePattern(pattern)) return { key: 'checkRule.unsafePattern', params: at };
  try {
    return { digits: count, pattern: new RegExp(`^(?:${pattern})$`), message };
  } catch {
    return { key: 'checkRule.badPattern', params: at };
  }
}

/**
 * The steps of a rule's JSON text, or the first problem found.
 * @example parseRule('[{"digits":"1","pattern":"[A-Z]","message":"首位须为大写字母"}]')
 */
export function parseRule(text: string): CheckStep[] | RuleProblem {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { key: 'checkRule.notJson' };
  }
  if (!Array.isArray(data) || data.length === 0 || data.length > MAX_STEPS)
    return { key: 'checkRule.notArray', params: { max: MAX_STEPS } };
  const steps: CheckStep[] = [];
  for (const [i, raw] of data.entries()) {
    const step = stepOf(raw, i, i === data.length - 1);
    if ('key' in step) return step;
    steps.push(step);
  }
  return steps;
}

/**
 * Runs the steps over a value, by characters (not UTF-16 units); null when it passes, else the failing
 * step's message. Characters left over after the last numbered step fail with `tooLong`.
 * @example checkValue(steps, 'A01') // null
 */
export function checkValue(
  steps: CheckStep[],
  value: string,
): { message: string } | { key: 'checkRule.tooLong' } | null {
  const chars = Array.from(value);
  let at = 0;
  for (const step of steps) {
    const end = step.digits === '*' ? chars.length : Math.min(chars.length, at + step.digits);
    if (!step.pattern.test(chars.slice(at, end).join(''))) return { message: step.message };
    at = end;
  }
  return at < chars.length ? { key: 'checkRule.tooLong' } : null;
}

/** How long one check may run: a polynomial pattern (`a*a*a*a*b`) on a hostile 256-character value would take seconds. */
export const CHECK_TIME_MS = 200;

// one context for every check: V8 interrupts a script running in it, regex matching included, at the timeout
const sandbox = vm.createContext(Object.create(null) as object);
const runTask = new vm.Script('task()');

/**
 * `checkValue` with a time bound: the run is interrupted after CHECK_TIME_MS and answers `timeout`.
 * @example checkBounded(steps, 'A01') // null
 */
export function checkBounded(
  steps: CheckStep[],
  value: string,
): ReturnType<typeof checkValue> | { key: 'checkRule.timeout' } {
  const box = sandbox as { task?: () => unknown };
  box.task = () => checkValue(steps, value);
  try {
    return runTask.runInContext(sandbox, { timeout: CHECK_TIME_MS }) as ReturnType<typeof checkValue>;
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
      return { key: 'checkRule.timeout' };
    throw err;
  } finally {
    box.task = undefined;
  }
}
