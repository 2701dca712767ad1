/** Welding processes of a sequence (dictionary weld_process). */
export const WELD_PROCESSES = ['mig', 'tig', 'mma', 'spot', 'laser'] as const;
export type WeldProcess = (typeof WELD_PROCESSES)[number];

/** The parameters a sequence carries, each its own column, with its unit. */
export const SEQUENCE_PARAMETERS = {
  current: 'A',
  voltage: 'V',
  wireFeed: 'm/min',
  gasFlow: 'L/min',
  travelSpeed: 'cm/min',
} as const;
export type SequenceParameter = keyof typeof SEQUENCE_PARAMETERS;

/**
 * The allowed range of each parameter per process; a parameter a process does not list does not apply
 * to it (TIG feeds no wire, MMA uses no gas, a spot weld does not travel) and must stay empty. The form's
 * hints and the server's check both read this one table.
 */
export const PARAMETER_RANGES: Record<
  WeldProcess,
  Partial<Record<SequenceParameter, readonly [number, number]>>
> = {
  mig: { current: [30, 500], voltage: [14, 45], wireFeed: [1, 25], gasFlow: [8, 30], travelSpeed: [10, 150] },
  tig: { current: [5, 400], voltage: [8, 25], gasFlow: [4, 20], travelSpeed: [5, 60] },
  mma: { current: [20, 400], voltage: [18, 40], travelSpeed: [5, 50] },
  spot: { current: [2000, 20000], voltage: [1, 12] },
  laser: { wireFeed: [0.5, 10], gasFlow: [5, 30], travelSpeed: [30, 600] },
};

/** One parameter a process refuses: the message key under `server.` and its parameters. */
export interface ParameterProblem {
  field: SequenceParameter;
  key: 'weldSequence.notApplicable' | 'weldSequence.outOfRange';
  params: { min?: number; max?: number; unit: string };
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/**
 * The parameters of `values` that `process` refuses: set where they do not apply, or out of range.
 * An unknown process refuses nothing here (the dictionary check answers for it).
 * @example parameterProblems('tig', { wireFeed: 5 }) // [{ field: 'wireFeed', key: 'weldSequence.notApplicable', … }]
 */
export function parameterProblems(
  process: unknown,
  values: Partial<Record<SequenceParameter, unknown>>,
): ParameterProblem[] {
  const ranges = PARAMETER_RANGES[process as WeldProcess];
  if (!ranges) return [];
  const problems: ParameterProblem[] = [];
  for (const field of Object.keys(SEQUENCE_PARAMETERS) as SequenceParameter[]) {
    const value = values[field];
    if (isEmpty(value)) continue;
    const unit = SEQUENCE_PARAMETERS[field];
    const range = ranges[field];
    if (!range) problems.push({ field, key: 'weldSequence.notApplicable', params: { unit } });
    else if (Number(value) < range[0] || Number(value) > range[1])
      problems.push({
        field,
        key: 'weldSequence.outOfRange',
        params: { min: range[0], max: range[1], unit },
      });
  }
  return problems;
}
