import { describe, expect, it } from 'vitest';
import { isLocalePath, localeBack, localeHref } from './locale-link';

describe('language links', () => {
  it('link each language to the route named after its locale, back to the page it was chosen on', () => {
    expect(localeHref('ru_RU', '/isystem/position?x=1')).toBe('/ru_RU?back=%2Fisystem%2Fposition%3Fx%3D1');
    expect(localeBack('?back=%2Fisystem%2Fposition%3Fx%3D1')).toBe('/isystem/position?x=1');
    expect(['/zh_CN', '/en_US', '/ru_RU', '/de_DE', '/ru_RU/x'].map(isLocalePath)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('only ever go back within the site', () => {
    for (const back of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(localeBack(`?back=${encodeURIComponent(back)}`)).toBe('/');
    }
  });
});
