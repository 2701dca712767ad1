import { offsetAt, wallToInstant } from './zone';

/** Field indexes of {@link LenientCalendar}, in the order Quartz walks them. */
export const Field = { Year: 0, Month: 1, Day: 2, Hour: 3, Minute: 4, Second: 5, Millisecond: 6 } as const;
export type Field = (typeof Field)[keyof typeof Field];

/**
 * The slice of java.util.GregorianCalendar that Quartz relies on: fields may be set out of range
 * (day 0, hour 24, month 12) and are normalised, with the zone's DST rules, on the next read.
 */
export class LenientCalendar {
  private fields: number[] = [];
  private time = 0;
  private dirty = false;

  constructor(
    private readonly timeZone: string,
    instant: number,
  ) {
    this.setTime(instant);
  }

  setTime(instant: number): void {
    this.time = instant;
    const wall = new Date(instant + offsetAt(this.timeZone, instant));
    this.fields = [
      wall.getUTCFullYear(),
      wall.getUTCMonth(),
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
      wall.getUTCMilliseconds(),
    ];
    this.dirty = false;
  }

  getTime(): number {
    this.complete();
    return this.time;
  }

  /** Month is 0-based, as in Java. */
  get(field: Field): number {
    this.complete();
    return this.fields[field]!;
  }

  set(field: Field, value: number): void {
    this.fields[field] = value;
    this.dirty = true;
  }

  /** Java's DAY_OF_WEEK: 1 = Sunday … 7 = Saturday. */
  dayOfWeek(): number {
    this.complete();
    const [year, month, day] = this.fields as [number, number, number];
    return new Date(Date.UTC(year, month, day)).getUTCDay() + 1;
  }

  /** Calendar.add(YEAR, n): the day of month is pinned to the length of the target month. */
  addYears(years: number): void {
    this.complete();
    const [year, month, day] = this.fields as [number, number, number];
    this.fields[Field.Year] = year + years;
    this.fields[Field.Day] = Math.min(day, daysInMonth(month + 1, year + years));
    this.dirty = true;
  }

  private complete(): void {
    if (!this.dirty) return;
    const [year, month, day, hour, minute, second, ms] = this.fields as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const date = new Date(0);
    date.setUTCFullYear(year, month, day);
    date.setUTCHours(hour, minute, second, ms);
    this.setTime(wallToInstant(this.timeZone, date.getTime()));
  }
}

/** Days in a 1-based month of the proleptic Gregorian calendar. */
export function daysInMonth(month: number, year: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
