import {
  addToSet,
  ALL_SPEC,
  checkIncrement,
  CRON_FIELDS,
  DAY_NAMES,
  DAY_OF_MONTH,
  DAY_OF_WEEK,
  dayValue,
  FieldError,
  HOUR,
  MINUTE,
  MONTH,
  MONTH_NAMES,
  NAME_RANGE,
  NO_SPEC,
  SECOND,
  storeNameRange,
  YEAR,
} from './field-values';

export { ALL_SPEC, CRON_FIELDS, MAX_YEAR, NO_SPEC } from './field-values';

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

/**
 * Parses a Quartz cron expression (6 or 7 fields); throws an Error naming the field and the problem.
 * @example parseCron('0 0 2 * * ?').hours // [2]
 */
export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().toUpperCase().split(/\s+/).filter(Boolean);
  if (parts.length < 6)
    throw new Error(`Invalid cron expression "${expression}": expected 6 or 7 fields, got ${parts.length}`);
  if (parts.length > 7)
    throw new Error(`Invalid cron expression "${expression}": expected 6 or 7 fields, got ${parts.length}`);
  if (parts.length === 6) parts.push('*');
  const sets: Sets = [new Set(), new Set(), new Set(), new Set(), new Set(), new Set(), new Set()];
  const schedule: Flags = { ...NO_FLAGS };
  const days: DayRules = {
    mixedDaysOfMonth: false,
    lastDayOffsets: [],
    nearestWeekdays: [],
    lastWeekdayOffsets: [],
  };
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
      throw new Error(
        `Invalid cron expression "${expression}": ${CRON_FIELDS[type]} field "${part}": ${error.message}`,
        { cause: error },
      );
    }
  });
  const dayOfMonthSpec = !sets[DAY_OF_MONTH].has(NO_SPEC);
  const dayOfWeekSpec = !sets[DAY_OF_WEEK].has(NO_SPEC);
  if (dayOfMonthSpec === dayOfWeekSpec) {
    throw new Error(
      `Invalid cron expression "${expression}": exactly one of day-of-month and day-of-week must be '?'`,
    );
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
  if (type === DAY_OF_WEEK && part.split('#').length > 2)
    throw new FieldError("only one '#' (nth weekday) is supported");
}

type Flags = Pick<
  CronSchedule,
  'lastDayOfMonth' | 'lastDayOffset' | 'nearestWeekday' | 'lastDayOfWeek' | 'nthDayOfWeek'
>;
const NO_FLAGS: Flags = {
  lastDayOfMonth: false,
  lastDayOffset: 0,
  nearestWeekday: false,
  lastDayOfWeek: false,
  nthDayOfWeek: 0,
};
type DayRules = Pick<
  CronSchedule,
  'mixedDaysOfMonth' | 'lastDayOffsets' | 'nearestWeekdays' | 'lastWeekdayOffsets'
>;

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
    if (type !== DAY_OF_MONTH && type !== DAY_OF_WEEK)
      throw new FieldError("'?' is only allowed in day-of-month or day-of-week");
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
    if (flags.nthDayOfWeek < 1 || flags.nthDayOfWeek > 5)
      throw new FieldError("a number between 1 and 5 must follow '#'");
    set.add(dayValue(match[1]!));
  } else if ((match = NAME_RANGE.exec(token))) {
    storeNameRange(match, set, DAY_OF_WEEK, DAY_NAMES, 'day-of-week');
  } else {
    throw new FieldError(`unexpected "${token}"`);
  }
}
