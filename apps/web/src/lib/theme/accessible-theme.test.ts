import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { lightTheme, themeVariables } from './accessible-theme';
import { contrast, readableShade } from './contrast';

describe('readable shades of the brand colour', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2);
  });

  it('keeps a colour that already reads and darkens one that does not, to AA and no further than needed', () => {
    expect(readableShade('#000000', ['#ffffff'], 4.5)).toBe('#000000');
    const shade = readableShade('#1890ff', ['#ffffff'], 4.5);
    expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shade, '#ffffff')).toBeLessThan(4.8);
  });

  it.each(['#1890ff', '#faad14', '#13c2c2', '#f5222d'])(
    'gives links, primary buttons, tabs and menus a 4.5:1 text colour for the brand %s',
    (brand) => {
      const { token = {}, components = {} } = lightTheme(brand);
      expect(token.colorPrimary).toBe(brand);
      for (const c of [token.colorLink, token.colorPrimaryText, components.Button?.colorPrimary])
        expect(contrast(c as string, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      const selectedBg = theme.getDesignToken({ token: { colorPrimary: brand } }).colorPrimaryBg;
      expect(contrast(components.Menu?.itemSelectedColor as string, selectedBg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token.colorPrimaryBorder as string, '#ffffff')).toBeGreaterThanOrEqual(3);
    },
  );

  it("global.css starts from the variables the theme sets for the spec's 1890FF", () => {
    const css = readFileSync(path.join(import.meta.dirname, '../../app/global.css'), 'utf8');
    for (const [name, value] of Object.entries(themeVariables('#1890ff')))
      expect(css).toContain(`${name}: ${value};`);
  });
});
