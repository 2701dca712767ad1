import { describe, expect, it } from 'vitest';
import { deviceFor, greetingFor } from './greeting';

describe('greeting by hour', () => {
  it.each([
    [0, 'morning'],
    [8, 'morning'],
    [9, 'forenoon'],
    [11, 'forenoon'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [19, 'afternoon'],
    [20, 'evening'],
  ])('hour %i is %s', (hour, greeting) => expect(greetingFor(hour)).toBe(greeting));
});

describe('responsive rule', () => {
  it('is mobile up to 1087.99 px and desktop above', () => {
    expect(deviceFor(1087)).toBe('mobile');
    expect(deviceFor(700)).toBe('mobile');
    expect(deviceFor(1088)).toBe('desktop');
  });
});
