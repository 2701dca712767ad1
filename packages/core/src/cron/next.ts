import { daysInMonth, Field, LenientCalendar } from './calendar';
import { MAX_YEAR, NO_SPEC, type CronSchedule } from './parse';

const SUNDAY = 1;
const SATURDAY = 7;
/** Far more loop turns than any schedule that fires needs (monthly scans to MAX_YEAR take a few thousand). */
const MAX_STEPS = 20_000;

/** First value of a sorted set that is ≥ `value` (Java's tailSet(value).first()). */
function ceiling(values: number[], value: number): number | undefined {
  return values.find((candidate) => candidate >= value);
}

function setCalendarHour(cal: LenientCalendar, hour: number): void {
  cal.set(Field.Hour, hour);
  // An hour skipped by a DST jump reads back as the next one; Quartz then asks for the hour after.
  if (cal.get(Field.Hour) !== hour && hour !== 24) cal.set(Field.Hour, hour + 1);
}

/** The nearest weekday to `day` within its month, as the 'W' suffix means. */
function nearestWeekday(timeZone: string, year: number, month: number, day: number): number {
  const probe = new LenientCalendar(timeZone, 0);
  probe.set(Field.Second, 0);
  probe.set(Field.Minute, 0);
  probe.set(Field.Hour, 0);
  probe.set(Field.Day, day);
  probe.set(Field.Month, month - 1);
  probe.set(Field.Year, year);
  const lastDay = daysInMonth(month, year);
  const dayOfWeek = probe.dayOfWeek();
  if (dayOfWeek === SATURDAY && day === 1) return day + 2;
  if (dayOfWeek === SATURDAY) return day - 1;
  if (dayOfWeek === SUNDAY && day === lastDay) return day - 2;
  if (dayOfWeek === SUNDAY) return day + 1;
  return day;
}

/** Whether the candidate built from these wall fields lies before `after` (second precision, like Quartz). */
function isBefore(timeZone: string, fields: number[], after: number): boolean {
  const [year, month, day, hour, minute, second] = fields as [number, number, number, number, number, number];
  const candidate = new LenientCalendar(timeZone, 0);
  candidate.set(Field.Millisecond, 0);
  candidate.set(Field.Second, second);
  candidate.set(Field.Minute, minute);
  candidate.set(Field.Hour, hour);
  candidate.set(Field.Day, day);
  candidate.set(Field.Month, month - 1);
  candidate.set(Field.Year, year);
  return candidate.getTime() < after;
}

function resetTo(cal: LenientCalendar, day: number, month0: number): void {
  cal.set(Field.Second, 0);
  cal.set(Field.Minute, 0);
  cal.set(Field.Hour, 0);
  cal.set(Field.Day, day);
  cal.set(Field.Month, month0);
}

/**
 * Quartz's CronExpression.getTimeAfter, step for step (including its quirks), on a lenient calendar
 * in `timeZone`. Returns the next fire instant strictly after `afterTime` in ms, or null when none.
 */
export function timeAfter(schedule: CronSchedule, afterTime: number, timeZone: string): number | null {
  const { seconds, minutes, hours, daysOfMonth, months, daysOfWeek, years } = schedule;
  const after = afterTime + 1000;
  const cal = new LenientCalendar(timeZone, after);
  cal.set(Field.Millisecond, 0);
  // Quartz loops forever on a few schedules (e.g. L-30W in February); a scheduler must not, so give up.
  for (let step = 0; step < MAX_STEPS; step++) {
    if (cal.get(Field.Year) > 2999) return null;

    let sec = cal.get(Field.Second);
    let min = cal.get(Field.Minute);
    const nextSecond = ceiling(seconds, sec);
    if (nextSecond !== undefined) {
      sec = nextSecond;
    } else {
      sec = seconds[0]!;
      min++;
      cal.set(Field.Minute, min);
    }
    cal.set(Field.Second, sec);

    min = cal.get(Field.Minute);
    let hr = cal.get(Field.Hour);
    let t = -1;
    const nextMinute = ceiling(minutes, min);
    if (nextMinute !== undefined) {
      t = min;
      min = nextMinute;
    } else {
      min = minutes[0]!;
      hr++;
    }
    if (min !== t) {
      cal.set(Field.Second, 0);
      cal.set(Field.Minute, min);
      setCalendarHour(cal, hr);
      continue;
    }
    cal.set(Field.Minute, min);

    hr = cal.get(Field.Hour);
    let day = cal.get(Field.Day);
    t = -1;
    const nextHour = ceiling(hours, hr);
    if (nextHour !== undefined) {
      t = hr;
      hr = nextHour;
    } else {
      hr = hours[0]!;
      day++;
    }
    if (hr !== t) {
      cal.set(Field.Second, 0);
      cal.set(Field.Minute, 0);
      cal.set(Field.Day, day);
      setCalendarHour(cal, hr);
      continue;
    }
    cal.set(Field.Hour, hr);

    day = cal.get(Field.Day);
    let mon = cal.get(Field.Month) + 1;
    t = -1;
    let tmon = mon;
    const dayOfMonthSpec = !daysOfMonth.includes(NO_SPEC);
    const dayOfWeekSpec = !daysOfWeek.includes(NO_SPEC);
    if (dayOfMonthSpec && !dayOfWeekSpec && schedule.mixedDaysOfMonth) {
      const nextDay = ceiling(mixedDayCandidates(schedule, timeZone, cal.get(Field.Year), mon), day);
      if (nextDay === undefined) {
        resetTo(cal, 1, mon);
        continue;
      }
      if (nextDay !== day) {
        resetTo(cal, nextDay, mon - 1);
        continue;
      }
    } else if (dayOfMonthSpec && !dayOfWeekSpec) {
      const nextDay = ceiling(daysOfMonth, day);
      const year = cal.get(Field.Year);
      if (schedule.lastDayOfMonth) {
        t = day;
        day = daysInMonth(mon, year) - schedule.lastDayOffset;
        if (!schedule.nearestWeekday) {
          if (t > day) {
            mon++;
            if (mon > 12) {
              mon = 1;
              tmon = 3333;
              cal.addYears(1);
            }
            day = 1;
          }
        } else {
          day = nearestWeekday(timeZone, year, mon, day);
          if (isBefore(timeZone, [year, mon, day, hr, min, sec], after)) {
            day = 1;
            mon++;
          }
        }
      } else if (schedule.nearestWeekday) {
        t = day;
        day = nearestWeekday(timeZone, year, mon, daysOfMonth[0]!);
        if (isBefore(timeZone, [year, mon, day, hr, min, sec], after)) {
          day = daysOfMonth[0]!;
          mon++;
        }
      } else if (nextDay !== undefined) {
        t = day;
        day = nextDay;
        if (day > daysInMonth(mon, year)) {
          day = daysOfMonth[0]!;
          mon++;
        }
      } else {
        day = daysOfMonth[0]!;
        mon++;
      }
      if (day !== t || mon !== tmon) {
        resetTo(cal, day, mon - 1);
        continue;
      }
    } else if (dayOfWeekSpec && !dayOfMonthSpec) {
      const outcome = dayOfWeekStep(schedule, cal, day, mon);
      if (outcome === 'continue') continue;
    }
    cal.set(Field.Day, day);

    mon = cal.get(Field.Month) + 1;
    let year = cal.get(Field.Year);
    t = -1;
    if (year > MAX_YEAR) return null;
    const nextMonth = ceiling(months, mon);
    if (nextMonth !== undefined) {
      t = mon;
      mon = nextMonth;
    } else {
      mon = months[0]!;
      year++;
    }
    if (mon !== t) {
      resetTo(cal, 1, mon - 1);
      cal.set(Field.Year, year);
      continue;
    }
    cal.set(Field.Month, mon - 1);

    year = cal.get(Field.Year);
    const nextYear = ceiling(years, year);
    if (nextYear === undefined) return null;
    t = year;
    year = nextYear;
    if (year !== t) {
      resetTo(cal, 1, 0);
      cal.set(Field.Year, year);
      continue;
    }
    cal.set(Field.Year, year);
    return cal.getTime();
  }
  return null;
}

/**
 * The days of one month that a mixed day-of-month list ('1,L', 'L-1,15W', '2W,16') names, sorted.
 * Each member is worked out in the month at hand and never spills into the next, as in Quartz 2.5.
 */
function mixedDayCandidates(schedule: CronSchedule, timeZone: string, year: number, month: number): number[] {
  const lastDay = daysInMonth(month, year);
  const days = new Set(schedule.daysOfMonth.filter((day) => day <= lastDay));
  for (const offset of schedule.lastDayOffsets) if (lastDay - offset >= 1) days.add(lastDay - offset);
  for (const day of schedule.nearestWeekdays)
    if (day <= lastDay) days.add(nearestWeekday(timeZone, year, month, day));
  for (const offset of schedule.lastWeekdayOffsets) {
    if (lastDay - offset >= 1) days.add(nearestWeekday(timeZone, year, month, lastDay - offset));
  }
  return [...days].sort((a, b) => a - b);
}

/** The day-of-week branch of getTimeAfter; 'continue' when the calendar was moved and the loop restarts. */
function dayOfWeekStep(
  schedule: CronSchedule,
  cal: LenientCalendar,
  day: number,
  mon: number,
): 'continue' | 'stay' {
  const { daysOfWeek } = schedule;
  const currentDow = cal.dayOfWeek();
  const lastDay = daysInMonth(mon, cal.get(Field.Year));
  if (schedule.lastDayOfWeek) {
    const wanted = daysOfWeek[0]!;
    let daysToAdd =
      currentDow < wanted ? wanted - currentDow : currentDow > wanted ? wanted + (7 - currentDow) : 0;
    if (day + daysToAdd > lastDay) {
      resetTo(cal, 1, mon);
      return 'continue';
    }
    while (day + daysToAdd + 7 <= lastDay) daysToAdd += 7;
    if (daysToAdd > 0) {
      resetTo(cal, day + daysToAdd, mon - 1);
      return 'continue';
    }
    return 'stay';
  }
  if (schedule.nthDayOfWeek !== 0) {
    const wanted = daysOfWeek[0]!;
    let daysToAdd =
      currentDow < wanted ? wanted - currentDow : currentDow > wanted ? wanted + (7 - currentDow) : 0;
    const dayShifted = daysToAdd > 0;
    day += daysToAdd;
    let weekOfMonth = Math.trunc(day / 7);
    if (day % 7 > 0) weekOfMonth++;
    daysToAdd = (schedule.nthDayOfWeek - weekOfMonth) * 7;
    day += daysToAdd;
    if (daysToAdd < 0 || day > lastDay) {
      resetTo(cal, 1, mon);
      return 'continue';
    }
    if (daysToAdd > 0 || dayShifted) {
      resetTo(cal, day, mon - 1);
      return 'continue';
    }
    return 'stay';
  }
  const wanted = ceiling(daysOfWeek, currentDow) ?? daysOfWeek[0]!;
  const daysToAdd =
    currentDow < wanted ? wanted - currentDow : currentDow > wanted ? wanted + (7 - currentDow) : 0;
  if (day + daysToAdd > lastDay) {
    resetTo(cal, 1, mon);
    return 'continue';
  }
  if (daysToAdd > 0) {
    resetTo(cal, day + daysToAdd, mon - 1);
    return 'continue';
  }
  return 'stay';
}
