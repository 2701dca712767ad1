// The values of one field of a Quartz cron expression (parse.ts): markers, names, bounds, steps and ranges.

/** Marker Quartz keeps in a field's set for '?' (no specific value). */
export const NO_SPEC = 98;
/** Marker Quartz keeps in a field's set for '*', besides every value. */
export const ALL_SPEC = 99;
/** Last year Quartz will ever fire in: the current year plus 100, fixed when the module loads, as in Quartz. */
export const MAX_YEAR = new Date().getFullYear() + 100;

/** The seven parts in order; the year is optional in the text and defaults to '*'. */
export const CRON_FIELDS = [
  'second',
  'minute',
  'hour',
  'day-of-month',
  'month',
  'day-of-week',
  'year',
] as const;
export const [SECOND, MINUTE, HOUR, DAY_OF_MONTH, MONTH, DAY_OF_WEEK, YEAR] = [0, 1, 2, 3, 4, 5, 6] as const;

export const MONTH_NAMES = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
];
export const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** A problem of one field; parseCron names the field in front of its message. */
export class FieldError extends Error {}

/** A name, or a range of names with an optional step: 'FEB', 'FEB-APR', 'FEB-APR/2', 'MON-FRI/2'. */
export const NAME_RANGE = /^([A-Z]{3})(?:-([A-Z]{3})(?:\/(\d+))?)?$/;

/** Stores a NAME_RANGE match; a step after names counts as it does after numbers (FEB-APR/2 = 2-4/2). */
export function storeNameRange(
  match: RegExpExecArray,
  set: Set<number>,
  type: number,
  names: string[],
  what: string,
): void {
  const start = nameValue(match[1]!, names, 1, what);
  const end = match[2] === undefined ? -1 : nameValue(match[2], names, 1, what);
  const step = match[3] === undefined ? 1 : checkIncrement(Number(match[3]), type);
  if (step === 0) throw new FieldError('the step must be at least 1');
  addToSet(set, type, start, end, end === -1 ? 0 : step);
}

export function dayValue(text: string): number {
  const value = /^\d+$/.test(text) ? Number(text) : nameValue(text, DAY_NAMES, 1, 'day-of-week');
  if (value < 1 || value > 7) throw new FieldError('day-of-week values must be between 1 and 7');
  return value;
}

export function nameValue(name: string, names: string[], first: number, what: string): number {
  const index = names.indexOf(name);
  if (index < 0) throw new FieldError(`"${name}" is not a ${what} name`);
  return index + first;
}

export const INCREMENT_LIMITS = [59, 59, 23, 31, 12, 7, Infinity];

export function checkIncrement(increment: number, type: number): number {
  if (increment > INCREMENT_LIMITS[type]!)
    throw new FieldError(`the increment ${increment} is larger than ${INCREMENT_LIMITS[type]}`);
  return increment;
}

export const BOUNDS: Array<[number, number, string]> = [
  [0, 59, 'second'],
  [0, 59, 'minute'],
  [0, 23, 'hour'],
  [1, 31, 'day-of-month'],
  [1, 12, 'month'],
  [1, 7, 'day-of-week'],
];
/** Values a range wraps around at, for ranges written backwards such as FRI-MON or 22-2. */
export const WRAP = [60, 60, 24, 31, 12, 7];
export const FIRST = [0, 0, 0, 1, 1, 1, 1970];
export const LAST = [59, 59, 23, 31, 12, 7, MAX_YEAR];

/** Quartz's addToSet: the value bounds, the '*' marker, steps and wrapping ranges. */
export function addToSet(
  set: Set<number>,
  type: number,
  value: number,
  end: number,
  increment: number,
): void {
  const bounds = BOUNDS[type];
  if (bounds && value !== ALL_SPEC) {
    const [min, max, name] = bounds;
    const below = type === DAY_OF_WEEK ? value === 0 : value < min;
    if (below || value > max || end > max)
      throw new FieldError(`${name} values must be between ${min} and ${max}`);
  }
  if ((increment === 0 || increment === -1) && value !== ALL_SPEC) {
    set.add(value === -1 ? NO_SPEC : value);
    return;
  }
  let start = value;
  let stop = end;
  if (value === ALL_SPEC && increment <= 0) {
    increment = 1;
    set.add(ALL_SPEC);
  }
  if (stop === -1) stop = LAST[type]!;
  if (start === -1 || start === ALL_SPEC) start = FIRST[type]!;
  let wrap = -1;
  if (stop < start) {
    if (type === YEAR) throw new FieldError('the start year must be before the end year');
    wrap = WRAP[type]!;
    stop += wrap;
  }
  for (let i = start; i <= stop; i += increment) {
    if (wrap === -1) {
      set.add(i);
    } else {
      const wrapped = i % wrap;
      set.add(wrapped === 0 && type >= DAY_OF_MONTH ? wrap : wrapped);
    }
  }
}
