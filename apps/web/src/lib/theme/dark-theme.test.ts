import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { themeVariables } from './accessible-theme';
import { contrast, mix, over, readableTint } from './contrast';
import { DARK_GREYS, darkShades, darkTheme } from './dark-theme';

const dark = theme.getDesignToken({ algorithm: theme.darkAlgorithm });
// container, layout, popups, a table head, a hovered row
const SURFACES = [dark.colorBgContainer, dark.colorBgLayout, dark.colorBgElevated, '#1d1d1d', '#262626'];

describe('readable tints for dark backgrounds', () => {
  it('keeps a colour that already reads and lightens one that does not, to AA and no further than needed', () => {
    expect(readableTint('#ffffff', ['#141414'], 4.5)).toBe('#ffffff');
    const tint = readableTint('#1677ff', ['#15395b'], 4.5);
    expect(contrast(tint, '#15395b')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tint, '#15395b')).toBeLessThan(4.8);
  });

  it('mixes towards white or black and lays a translucent colour on its background', () => {
    expect(mix('#000000', 255, 50)).toBe('#808080');
    expect(mix('#ffffff', 0, 100)).toBe('#000000');
    expect(over('rgba(255, 255, 255, 0.5)', '#000000')).toBe('#808080');
    expect(over('rgb(20, 20, 20)', '#ffffff')).toBe('#141414');
  });
});

describe('the dark theme', () => {
  it.each(['#1890FF', '#faad14', '#13c2c2', '#f5222d', '#722ed1'])(
    'draws links, tabs, menus and danger text at 4.5:1 and white on filled buttons at 4.5:1 for the brand %s',
    (brand) => {
      const config = darkTheme(brand);
      const token = theme.getDesignToken(config);
      const { components = {} } = config;
      const selectedBg = token.colorPrimaryBg;
      for (const text of [
        token.colorLink,
        token.colorLinkHover,
        token.colorPrimaryText,
        token.colorErrorText,
        components.Tabs?.itemSelectedColor,
        components.Menu?.itemSelectedColor,
        components.Button?.colorError,
      ])
        for (const bg of [...SURFACES, selectedBg])
          expect(contrast(text as string, bg)).toBeGreaterThanOrEqual(4.5);
      // a primary button and the dark menu's selected item write white on the fill
      for (const fill of [components.Button?.colorPrimary, components.Menu?.darkItemSelectedBg])
        expect(contrast('#ffffff', fill as string)).toBeGreaterThanOrEqual(4.5);
      // a solid danger button writes the surface's colour on the light red it shares with danger links
      expect(
        contrast(components.Button?.dangerColor as string, components.Button?.colorError as string),
      ).toBeGreaterThanOrEqual(4.5);
      // the focus ring and outlines
      for (const bg of SURFACES) expect(contrast(token.colorPrimaryBorder, bg)).toBeGreaterThanOrEqual(3);
    },
  );

  it('reads antd greys that are too faint on dark as 4.5:1 greys', () => {
    const token = theme.getDesignToken(darkTheme('#1890FF'));
    for (const grey of [token.colorTextTertiary, token.colorTextDescription, token.colorTextPlaceholder])
      for (const bg of [...SURFACES, '#303030'])
        expect(contrast(over(grey, bg), bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the widgets drawn without antd the same shades as CSS variables', () => {
    const vars = themeVariables('#1890FF', true);
    const shades = darkShades('#1890FF');
    expect(vars['--weld-primary-text']).toBe(shades.text);
    expect(vars['--weld-error-text']).toBe(shades.danger);
    expect(vars['--weld-placeholder']).toBe(DARK_GREYS.placeholder);
    expect(contrast(vars['--weld-focus-border'], dark.colorBgContainer)).toBeGreaterThanOrEqual(3);
  });

  it("global.css's dark block starts from the variables the dark theme sets for the spec's 1890FF", () => {
    const css = readFileSync(path.join(import.meta.dirname, '../../app/global.css'), 'utf8');
    const block = css.slice(
      css.indexOf('html.weld-dark {'),
      css.indexOf('}', css.indexOf('html.weld-dark {')),
    );
    for (const [name, value] of Object.entries(themeVariables('#1890FF', true)))
      expect(block).toContain(`${name}: ${value};`);
  });
});
