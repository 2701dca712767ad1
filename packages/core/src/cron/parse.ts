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
  /**
   * Set when the day-of-month is a list that mixes 'L', 'L-n', 'LW' or 'nW' with other members
   * ('1,L', '15,L-1', 'L,15W', '2W,16'), as Quartz 2.5 accepts: the day is then any member of
   * daysOfMonth and of the three lists below, each computed per month.
   */
  mixedDaysOfMonth: boolean;
  /** Offsets from the month's last day: 0 for 'L', n for 'L-n' (mixed lists only). */
  lastDayOffsets: number[];
  /** Days whose nearest weekday fires, from 'nW' (mixed lists only). */
  nearestWeekdays: number[];
  /** Offsets from the last day whose nearest weekday fires, from 'LW' and 'L-nW' (mixed lists only). */
  lastWeekdayOffsets: number[];
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
  const schedule: Flags = { ...NO_FLAGS };
  const days: DayRules = { mixedDaysOfMonth: false, lastDayOffsets: [], nearestWeekdays: [], lastWeekdayOffsets: [] };
  parts.forEach((part, type) => {
    try {
      checkField(part, type);
      const tokens = part.split(',');
      if (type === DAY_OF_MONTH && tokens.length > 1 && tokens.some((token) => /[LW]/.test(token))) {
        days.mixedDaysOfMonth = true;
        for (const token of tokens) storeMixedDayToken(token, sets, days);
      } else {
        for (const token of tokens) storeToken(token, type, sets, schedule);
      }
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
    ...days,
    lastDayOffsets: [...new Set(days.lastDayOffsets)],
    nearestWeekdays: [...new Set(days.nearestWeekdays)].sort((a, b) => a - b),
    lastWeekdayOffsets: [...new Set(days.lastWeekdayOffsets)],
  };
}

function checkField(part: string, type: number): void {
  if (part.includes(',') && part.includes('L') && type === DAY_OF_WEEK) {
    throw new FieldError("'L' cannot be combined with other values in a list");
  }
  if (type === DAY_OF_WEEK && part.split('#').length > 2) throw new FieldError("only one '#' (nth weekday) is supported");
}

type Flags = Pick<CronSchedule, 'lastDayOfMonth' | 'lastDayOffset' | 'nearestWeekday' | 'lastDayOfWeek' | 'nthDayOfWeek'>;
const NO_FLAGS: Flags = { lastDayOfMonth: false, lastDayOffset: 0, nearestWeekday: false, lastDayOfWeek: false, nthDayOfWeek: 0 };
type DayRules = Pick<CronSchedule, 'mixedDaysOfMonth' | 'lastDayOffsets' | 'nearestWeekdays' | 'lastWeekdayOffsets'>;

/** One member of a day-of-month list that mixes 'L' / 'W' forms with plain days. */
function storeMixedDayToken(token: string, sets: Sets, days: DayRules): void {
  let match: RegExpExecArray | null;
  if ((match = /^L(?:-(\d+))?(W)?$/.exec(token))) {
    const offset = match[1] === undefined ? 0 : Number(match[1]);
    if (offset > 30) throw new FieldError('the offset from the last day must be at most 30');
    (match[2] ? days.lastWeekdayOffsets : days.lastDayOffsets).push(offset);
  } else if ((match = /^(\d+)W$/.exec(token))) {
    const day = Number(match[1]);
    if (day < 1 || day > 31) throw new FieldError("'W' needs a day between 1 and 31");
    days.nearestWeekdays.push(day);
  } else if (token === '?') {
    throw new FieldError("'?' cannot be part of a list");
  } else {
    // Plain members (numbers, ranges, steps) set no flags; a throwaway flags object keeps storeToken's shape.
    storeToken(token, DAY_OF_MONTH, sets, { ...NO_FLAGS });
  }
}

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
  } else if (type === MONTH && (match = NAME_RANGE.exec(token))) {
    storeNameRange(match, set, type, MONTH_NAMES, 'month');
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
  } else if ((match = NAME_RANGE.exec(token))) {
    storeNameRange(match, set, DAY_OF_WEEK, DAY_NAMES, 'day-of-week');
  } else {
    throw new FieldError(`unexpected "${token}"`);
  }
}

/** A name, or a range of names with an optional step: 'FEB', 'FEB-APR', 'FEB-APR/2', 'MON-FRI/2'. */
const NAME_RANGE = /^([A-Z]{3})(?:-([A-Z]{3})(?:\/(\d+))?)?$/;

/** Stores a NAME_RANGE match; a step after names counts as it does after numbers (FEB-APR/2 = 2-4/2). */
function storeNameRange(match: RegExpExecArray, set: Set<number>, type: number, names: string[], what: string): void {
  const start = nameValue(match[1]!, names, 1, what);
  const end = match[2] === undefined ? -1 : nameValue(match[2], names, 1, what);
  const step = match[3] === undefined ? 1 : checkIncrement(Number(match[3]), type);
  if (step === 0) throw new FieldError('the step must be at least 1');
  addToSet(set, type, start, end, end === -1 ? 0 : step);
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
