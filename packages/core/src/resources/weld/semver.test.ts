import { describe, expect, it } from 'vitest';
import { compareSemver, parseSemver, versionSortKey } from './semver';

describe('firmware semantic versions', () => {
  it('accepts x.y.z with an optional pre-release and refuses anything else', () => {
    for (const ok of ['0.0.1', '1.2.0', '10.20.30', '1.3.0-beta.1', '2.0.0-rc-2'])
      expect(parseSemver(ok), ok).not.toBeNull();
    for (const bad of [
      '1.2',
      '1.2.3.4',
      'v1.2.3',
      '01.2.3',
      '1.2.3-',
      '1.2.3+build',
      '1.2.3-beta.01',
      '',
      '1.2.x',
    ])
      expect(parseSemver(bad), bad).toBeNull();
  });

  it('orders by numbers, not text, with pre-releases before their release', () => {
    const order = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.2.0',
      '1.9.3',
      '1.10.0',
      '2.0.0',
    ];
    const shuffled = [...order].reverse();
    expect([...shuffled].sort(compareSemver)).toEqual(order);
    expect(compareSemver('1.10.0', '1.9.3')).toBeGreaterThan(0);
    expect(compareSemver('1.2.0', '1.2.0')).toBe(0);
  });

  it('gives sort keys whose plain text order is the semantic order of releases', () => {
    const order = ['0.9.9', '1.0.0-rc.1', '1.0.0', '1.2.0', '1.9.3', '1.10.0', '10.0.0'];
    expect(
      [...order]
        .reverse()
        .map((v) => [versionSortKey(v), v] as const)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([, v]) => v),
    ).toEqual(order);
    expect(versionSortKey('1.2.0')).toBe('000001000002000000z');
  });
});
