/** Marker Quartz keeps in a field's set for '?' (no specific value). */
export const NO_SPEC = 98;
/** Marker Quartz keeps in a field's set for '*', besides every value. */
export const ALL_SPEC = 99;
/** Last year Quartz will ever fire in: the current year plus 100, fixed when the module loads, as in Quartz. */
export const MAX_YEAR = new Date().getFullYear() + 100;

/** The seven parts in order; the year is optional in the text and defaults to '*'. */
export const CRON_FIELDS = ['second', 'minute', 'hour', 'day-of-month', 'month', 'day-of-week', 'year'] as const;
const [SECOND, MINUTE, HOUR, DAY_OF_MONTH, MONTH, DAY_OF_WEEK, YEAR] = [0, 1, 2, 3, 4, 5, 6] as const;

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** A parsed Quartz expression: sorted value sets (with the NO_SPEC / ALL_SPEC markers) and day flags. */
export interface CronSchedule {
  /** The seven parts as written (upper-cased), the year filled in with '*' when absent. */
  fields: string[];
  seconds: number[];
  minutes: number[];
  hours: number[];
  daysOfMonth: number[];
  months: number[];
  daysOfWeek: number[];
  years: number[];
  lastDayOfMonth: boolean;
  lastDayOffset: number;
  nearestWeekday: boolean;
  lastDayOfWeek: boolean;
  nthDayOfWeek: number;
}

type Sets = [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];

class FieldError extends Error {}

/**
 * Parses a Quartz cron expression (6 or 7 fields); throws an Error naming the field and the problem.
 * @example parseCron('0 0 2 * * ?').hours // [2]
 */
export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().toUpperCase().split(/\s+/).filter(Boolean);
  if (parts.length < 6) throw new Error(`Invalid cron expression "${expression}": expected 6 or 7 fields, got ${parts.length}`);
  if (parts.length > 7) throw new Error(`Invalid cron expression "${expression}": expected 6 or 7 fields, got ${parts.length}`);
  if (parts.length === 6) parts.push('*');
  const sets: Sets = [new Set(), new Set(), new Set(), new Set(), new Set(), new Set(), new Set()];
  const schedule = { lastDayOfMonth: false, lastDayOffset: 0, nearestWeekday: false, lastDayOfWeek: false, nthDayOfWeek: 0 };
  parts.forEach((part, type) => {
    try {
      checkField(part, type);
      for (const token of part.split(',')) storeToken(token, type, sets, schedule);
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      throw new Error(`Invalid cron expression "${expression}": ${CRON_FIELDS[type]} field "${part}": ${error.message}`, { cause: error });
    }
  });
  const dayOfMonthSpec = !sets[DAY_OF_MONTH].has(NO_SPEC);
  const dayOfWeekSpec = !sets[DAY_OF_WEEK].has(NO_SPEC);
  if (dayOfMonthSpec === dayOfWeekSpec) {
    throw new Error(`Invalid cron expression "${expression}": exactly one of day-of-month and day-of-week must be '?'`);
  }
  const sorted = sets.map((set) => [...set].sort((a, b) => a - b));
  return {
    fields: parts,
    seconds: sorted[SECOND]!,
    minutes: sorted[MINUTE]!,
    hours: sorted[HOUR]!,
    daysOfMonth: sorted[DAY_OF_MONTH]!,
    months: sorted[MONTH]!,
    daysOfWeek: sorted[DAY_OF_WEEK]!,
    years: sorted[YEAR]!,
    ...schedule,
  };
}

function checkField(part: string, type: number): void {
  if (part.includes(',') && part.includes('L') && (type === DAY_OF_MONTH || type === DAY_OF_WEEK)) {
    throw new FieldError("'L' cannot be combined with other values in a list");
  }
  if (type === DAY_OF_WEEK && part.split('#').length > 2) throw new FieldError("only one '#' (nth weekday) is supported");
}

type Flags = Pick<CronSchedule, 'lastDayOfMonth' | 'lastDayOffset' | 'nearestWeekday' | 'lastDayOfWeek' | 'nthDayOfWeek'>;

function storeToken(token: string, type: number, sets: Sets, flags: Flags): void {
  const set = sets[type]!;
  let match: RegExpExecArray | null;
  if (token === '?') {
    if (type !== DAY_OF_MONTH && type !== DAY_OF_WEEK) throw new FieldError("'?' is only allowed in day-of-month or day-of-week");
    if (type === DAY_OF_WEEK && !flags.lastDayOfMonth && Math.max(...sets[DAY_OF_MONTH]) === NO_SPEC) {
      throw new FieldError("day-of-month and day-of-week cannot both be '?'");
    }
    set.add(NO_SPEC);
  } else if (token === '*') {
    addToSet(set, type, ALL_SPEC, -1, 0);
  } else if ((match = /^\*?\/(\d+)$/.exec(token))) {
    const increment = checkIncrement(Number(match[1]), type);
    addToSet(set, type, ALL_SPEC, -1, increment);
  } else if ((match = /^(\d+)$/.exec(token))) {
    addToSet(set, type, Number(match[1]), -1, -1);
  } else if ((match = /^(\d+)-(\d+)(?:\/(\d+))?$/.exec(token))) {
    addToSet(set, type, Number(match[1]), Number(match[2]), match[3] === undefined ? 1 : Number(match[3]));
  } else if ((match = /^(\d+)\/(\d+)$/.exec(token))) {
    addToSet(set, type, Number(match[1]), -1, checkIncrement(Number(match[2]), type));
  } else if (type === DAY_OF_MONTH) {
    storeDayOfMonthToken(token, set, flags);
  } else if (type === DAY_OF_WEEK) {
    storeDayOfWeekToken(token, set, flags);
  } else if (type === MONTH && (match = /^([A-Z]{3})(?:-([A-Z]{3}))?$/.exec(token))) {
    const start = nameValue(match[1]!, MONTH_NAMES, 1, 'month');
    const end = match[2] === undefined ? -1 : nameValue(match[2], MONTH_NAMES, 1, 'month');
    addToSet(set, type, start, end, end === -1 ? 0 : 1);
  } else {
    throw new FieldError(`unexpected "${token}"`);
  }
}

function storeDayOfMonthToken(token: string, set: Set<number>, flags: Flags): void {
  let match: RegExpExecArray | null;
  if ((match = /^L(?:-(\d+))?(W)?$/.exec(token))) {
    flags.lastDayOfMonth = true;
    if (match[1] !== undefined) {
      flags.lastDayOffset = Number(match[1]);
      if (flags.lastDayOffset > 30) throw new FieldError('the offset from the last day must be at most 30');
    }
    if (match[2]) flags.nearestWeekday = true;
  } else if ((match = /^(\d+)W$/.exec(token))) {
    const day = Number(match[1]);
    if (day < 1 || day > 31) throw new FieldError("'W' needs a day between 1 and 31");
    flags.nearestWeekday = true;
    set.add(day);
  } else {
    throw new FieldError(`unexpected "${token}"`);
  }
}

function storeDayOfWeekToken(token: string, set: Set<number>, flags: Flags): void {
  let match: RegExpExecArray | null;
  if (token === 'L') {
    set.add(7);
  } else if ((match = /^(\d+|[A-Z]{3})L$/.exec(token))) {
    flags.lastDayOfWeek = true;
    set.add(dayValue(match[1]!));
  } else if ((match = /^(\d+|[A-Z]{3})#(\d+)$/.exec(token))) {
    flags.nthDayOfWeek = Number(match[2]);
    if (flags.nthDayOfWeek < 1 || flags.nthDayOfWeek > 5) throw new FieldError("a number between 1 and 5 must follow '#'");
    set.add(dayValue(match[1]!));
  } else if ((match = /^([A-Z]{3})(?:-([A-Z]{3}))?$/.exec(token))) {
    const start = nameValue(match[1]!, DAY_NAMES, 1, 'day-of-week');
    const end = match[2] === undefined ? -1 : nameValue(match[2], DAY_NAMES, 1, 'day-of-week');
    addToSet(set, DAY_OF_WEEK, start, end, end === -1 ? 0 : 1);
  } else {
    throw new FieldError(`unexpected "${token}"`);
  }
}

function dayValue(text: string): number {
  const value = /^\d+$/.test(text) ? Number(text) : nameValue(text, DAY_NAMES, 1, 'day-of-week');
  if (value < 1 || value > 7) throw new FieldError('day-of-week values must be between 1 and 7');
  return value;
}

function nameValue(name: string, names: string[], first: number, what: string): number {
  const index = names.indexOf(name);
  if (index < 0) throw new FieldError(`"${name}" is not a ${what} name`);
  return index + first;
}

const INCREMENT_LIMITS = [59, 59, 23, 31, 12, 7, Infinity];

function checkIncrement(increment: number, type: number): number {
  if (increment > INCREMENT_LIMITS[type]!) throw new FieldError(`the increment ${increment} is larger than ${INCREMENT_LIMITS[type]}`);
  return increment;
}

const BOUNDS: Array<[number, number, string]> = [
  [0, 59, 'second'],
  [0, 59, 'minute'],
  [0, 23, 'hour'],
  [1, 31, 'day-of-month'],
  [1, 12, 'month'],
  [1, 7, 'day-of-week'],
];
/** Values a range wraps around at, for ranges written backwards such as FRI-MON or 22-2. */
const WRAP = [60, 60, 24, 31, 12, 7];
const FIRST = [0, 0, 0, 1, 1, 1, 1970];
const LAST = [59, 59, 23, 31, 12, 7, MAX_YEAR];

/** Quartz's addToSet: the value bounds, the '*' marker, steps and wrapping ranges. */
function addToSet(set: Set<number>, type: number, value: number, end: number, increment: number): void {
  const bounds = BOUNDS[type];
  if (bounds && value !== ALL_SPEC) {
    const [min, max, name] = bounds;
    const below = type === DAY_OF_WEEK ? value === 0 : value < min;
    if (below || value > max || end > max) throw new FieldError(`${name} values must be between ${min} and ${max}`);
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
