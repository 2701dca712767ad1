/** The seven parts of a Quartz expression, in order, as the editor's tabs. */
export const CRON_PARTS = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;
export type CronPart = (typeof CRON_PARTS)[number];

/**
 * Radio modes, one numbering for every panel (each panel offers its own subset):
 * 1 every `*`, 2 not set `?`, 3 range `a-b`, 4 loop `a/b`, 5 nearest workday `nW`, 6 last day `L`,
 * 7 specify `a,b,c`, 8 nth weekday `d#n`, 9 last weekday of the month `dL`, 10 last workday `LW`,
 * 11 days before the month end `L-n`.
 */
export type CronMode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

/** One panel's state: the chosen mode plus the inputs of every mode, kept while another mode is chosen. */
export interface PartState {
  mode: CronMode;
  rangeStart: number;
  rangeEnd: number;
  loopStart: number;
  loopStep: number;
  specify: number[];
  workday: number;
  nth: number;
  weekday: number;
  lastOffset: number;
}

export type CronState = Record<CronPart, PartState>;

/** Bounds of each panel's inputs, from the spec's cron bounds. */
export const PART_BOUNDS: Record<
  CronPart,
  { min: number; max: number; stepMin: number; stepMax: number; modes: CronMode[] }
> = {
  second: { min: 0, max: 59, stepMin: 1, stepMax: 59, modes: [1, 3, 4, 7] },
  minute: { min: 0, max: 59, stepMin: 1, stepMax: 60, modes: [1, 3, 4, 7] },
  hour: { min: 0, max: 23, stepMin: 1, stepMax: 23, modes: [1, 3, 4, 7] },
  day: { min: 1, max: 31, stepMin: 1, stepMax: 31, modes: [1, 2, 3, 4, 5, 6, 10, 11, 7] },
  month: { min: 1, max: 12, stepMin: 1, stepMax: 12, modes: [1, 3, 4, 7] },
  week: { min: 1, max: 7, stepMin: 1, stepMax: 7, modes: [1, 2, 3, 8, 9, 7] },
  year: { min: 2019, max: 2119, stepMin: 1, stepMax: 99, modes: [1, 3, 4, 7] },
};

/** Weekdays as the week panel lists them, Monday first, with Quartz's numbers (1 = Sunday). */
export const WEEKDAYS = [2, 3, 4, 5, 6, 7, 1];

/** The editor's default, `* * * * * ? *`. */
export function defaultCronState(thisYear = new Date().getFullYear()): CronState {
  const part = (min: number, max: number, mode: CronMode = 1): PartState => ({
    mode,
    rangeStart: min,
    rangeEnd: max,
    loopStart: min,
    loopStep: 1,
    specify: [],
    workday: 1,
    nth: 1,
    weekday: 2,
    lastOffset: 1,
  });
  return {
    second: part(0, 59),
    minute: part(0, 59),
    hour: part(0, 23),
    day: part(1, 31),
    month: part(1, 12),
    week: { ...part(2, 6, 2) },
    year: { ...part(thisYear, thisYear + 100), loopStart: thisYear },
  };
}

/** The text of one part. */
export function formatPart(state: PartState): string {
  switch (state.mode) {
    case 1:
      return '*';
    case 2:
      return '?';
    case 3:
      return `${state.rangeStart}-${state.rangeEnd}`;
    case 4:
      return `${state.loopStart}/${state.loopStep}`;
    case 5:
      return `${state.workday}W`;
    case 6:
      return 'L';
    case 7:
      return state.specify.length ? [...state.specify].sort((a, b) => a - b).join(',') : '*';
    case 8:
      return `${state.weekday}#${state.nth}`;
    case 9:
      return `${state.weekday}L`;
    case 10:
      return 'LW';
    case 11:
      return `L-${state.lastOffset}`;
  }
}

/** The whole expression, seven parts. */
export function formatCron(state: CronState): string {
  return CRON_PARTS.map((part) => formatPart(state[part])).join(' ');
}

const PATTERNS: Array<[RegExp, (m: RegExpExecArray, min: number) => Partial<PartState>]> = [
  [/^\*$/, () => ({ mode: 1 })],
  [/^\?$/, () => ({ mode: 2 })],
  [/^(\d+)-(\d+)$/, (m) => ({ mode: 3, rangeStart: Number(m[1]), rangeEnd: Number(m[2]) })],
  [/^(\d+)\/(\d+)$/, (m) => ({ mode: 4, loopStart: Number(m[1]), loopStep: Number(m[2]) })],
  [/^\*\/(\d+)$/, (m, min) => ({ mode: 4, loopStart: min, loopStep: Number(m[1]) })],
  [/^(\d+)W$/, (m) => ({ mode: 5, workday: Number(m[1]) })],
  [/^L$/, () => ({ mode: 6 })],
  [/^\d+(,\d+)*$/, (m) => ({ mode: 7, specify: m[0].split(',').map(Number) })],
  [/^(\d)#(\d)$/, (m) => ({ mode: 8, weekday: Number(m[1]), nth: Number(m[2]) })],
  [/^(\d)L$/, (m) => ({ mode: 9, weekday: Number(m[1]) })],
  [/^LW$/, () => ({ mode: 10 })],
  [/^L-(\d+)$/, (m) => ({ mode: 11, lastOffset: Number(m[1]) })],
];

/**
 * Reads one part back into its panel, keeping the inputs of the other modes; null when the panel
 * cannot show it (names, lists of ranges, a mode this panel does not offer).
 */
export function parsePart(part: CronPart, text: string, current: PartState): PartState | null {
  for (const [pattern, read] of PATTERNS) {
    const match = pattern.exec(text.toUpperCase());
    if (!match) continue;
    const next = { ...current, ...read(match, part === 'year' ? 1970 : PART_BOUNDS[part].min) };
    return PART_BOUNDS[part].modes.includes(next.mode) ? next : null;
  }
  return null;
}

/** The panels of an expression, or null with the first part they cannot show. */
export function parseCronState(
  expression: string,
  current: CronState,
): { state: CronState } | { unsupported: CronPart } {
  const texts = expression.trim().split(/\s+/);
  if (texts.length === 6) texts.push('*');
  const next = { ...current };
  for (const [index, part] of CRON_PARTS.entries()) {
    const parsed = parsePart(part, texts[index] ?? '', current[part]);
    if (!parsed) return { unsupported: part };
    next[part] = parsed;
  }
  return { state: next };
}

const isSet = (state: PartState) => state.mode !== 1 && state.mode !== 2;

/**
 * The spec's auto-adjustments after a panel changed: a set minute turns a `*` second into 0, a set hour a
 * `*` minute into 0, a set day or week a `*` hour into 0; day and week are never both `*` nor both `?`;
 * a set year turns a `*` month into 1. An adjusted part adjusts further (hour → minute → second), as
 * the original's watchers did.
 */
export function autoAdjust(state: CronState, changed: CronPart): CronState {
  const next = { ...state };
  const queue: CronPart[] = [changed];
  const patch = (part: CronPart, value: Partial<PartState>) => {
    next[part] = { ...next[part], ...value };
    queue.push(part);
  };
  const zeroIfEvery = (part: CronPart, first: number) =>
    next[part].mode === 1 && patch(part, { mode: 7, specify: [first] });
  for (let part = queue.shift(); part; part = queue.shift()) {
    const current = next[part];
    if (part === 'minute' && isSet(current)) zeroIfEvery('second', 0);
    if (part === 'hour' && isSet(current)) zeroIfEvery('minute', 0);
    if ((part === 'day' || part === 'week') && isSet(current)) zeroIfEvery('hour', 0);
    if (part === 'year' && isSet(current)) zeroIfEvery('month', 1);
    if (part === 'day' || part === 'week') {
      const other = part === 'day' ? 'week' : 'day';
      if (current.mode === 2 && next[other].mode === 2) next[other] = { ...next[other], mode: 1 };
      else if (current.mode !== 2 && next[other].mode !== 2) next[other] = { ...next[other], mode: 2 };
    }
  }
  return next;
}
