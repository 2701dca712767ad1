import { describe, expect, it } from 'vitest';
import { compareVersions, newestVersion } from './version-order';

describe('manual versions', () => {
  it('compares dotted numbers as numbers, missing segments as zero', () => {
    expect(compareVersions('2.10', '2.9')).toBeGreaterThan(0);
    expect(compareVersions('1.0', '1')).toBe(0);
    expect(compareVersions('1.0.1', '1.0')).toBeGreaterThan(0);
    expect(compareVersions('0.9', '1.0')).toBeLessThan(0);
  });

  it('finds the newest of a group, or none', () => {
    expect(newestVersion(['1.0', '1.10', '1.9', '1.2.3'])).toBe('1.10');
    expect(newestVersion([])).toBeNull();
  });
});
