import { describe, expect, it } from 'vitest';
import { PARAMETER_RANGES, parameterProblems, WELD_PROCESSES } from './sequence-parameters';

describe('sequence parameter ranges', () => {
  it('knows every process, each using current or travel speed at least', () => {
    expect(Object.keys(PARAMETER_RANGES).sort()).toEqual([...WELD_PROCESSES].sort());
    for (const process of WELD_PROCESSES)
      expect(Object.keys(PARAMETER_RANGES[process]).length).toBeGreaterThan(0);
  });

  it('refuses what a process does not use and what lies outside its range, at both ends inclusive', () => {
    expect(parameterProblems('tig', { current: 5, voltage: 25, wireFeed: 3 })).toEqual([
      { field: 'wireFeed', key: 'weldSequence.notApplicable', params: { unit: 'm/min' } },
    ]);
    expect(parameterProblems('mma', { gasFlow: 10 }).map((p) => p.field)).toEqual(['gasFlow']);
    expect(parameterProblems('mig', { current: 29, travelSpeed: 151 })).toEqual([
      { field: 'current', key: 'weldSequence.outOfRange', params: { min: 30, max: 500, unit: 'A' } },
      { field: 'travelSpeed', key: 'weldSequence.outOfRange', params: { min: 10, max: 150, unit: 'cm/min' } },
    ]);
    expect(parameterProblems('spot', { current: 2000, voltage: 12, wireFeed: null, gasFlow: '' })).toEqual(
      [],
    );
  });

  it('leaves an unknown process to the dictionary check', () => {
    expect(parameterProblems('plasma', { current: 1 })).toEqual([]);
  });
});
