import { theme, type ThemeConfig } from 'antd';
import { readableShade } from './contrast';
import { DARK_GREYS, darkShades } from './dark-theme';
import { PRESETS } from './preset-colours';

/** WCAG AA: body text 4.5:1; controls, focus rings and large glyphs 3:1. */
const TEXT = 4.5;
const NON_TEXT = 3;

const TERTIARY = 'rgba(0, 0, 0, 0.58)';
const PLACEHOLDER = 'rgba(0, 0, 0, 0.56)';

function shadesOf(brand: string) {
  const base = theme.getDesignToken({ token: { colorPrimary: brand } });
  // white, the layout's grey, the selected item's tint and a table head's #fafafa (antd gives that one as rgba)
  const surfaces = ['#ffffff', base.colorBgLayout, base.colorPrimaryBg, '#fafafa'];
  return {
    text: readableShade(brand, surfaces, TEXT),
    // hover and press darken (never lighten, as antd's palette does) so that they stay readable too
    hover: readableShade(brand, surfaces, 5.5),
    pressed: readableShade(brand, surfaces, 7),
    danger: readableShade(base.colorError, ['#ffffff', base.colorErrorBg], TEXT),
  };
}

/**
 * A tag draws a preset's 7th shade on its 1st and a status colour on its pale background; several (green, orange,
 * gold, the success and warning colours) read below 4.5:1, so their text takes a darker shade of the same hue.
 */
function tagTokens(): Record<string, string> {
  const t = theme.getDesignToken() as unknown as Record<string, string>;
  const tokens: Record<string, string> = {};
  for (const k of PRESETS) tokens[`${k}7`] = readableShade(t[`${k}7`], [t[`${k}1`], '#ffffff'], TEXT);
  for (const k of ['Success', 'Warning'])
    tokens[`color${k}`] = readableShade(t[`color${k}`], [t[`color${k}Bg`], '#ffffff'], TEXT);
  return tokens;
}

/** Text in a status colour (Typography's success, warning and danger). */
function statusTextTokens(danger: string) {
  const t = theme.getDesignToken();
  return {
    colorSuccessText: readableShade(t.colorSuccess, ['#ffffff', t.colorSuccessBg], TEXT),
    colorWarningText: readableShade(t.colorWarning, ['#ffffff', t.colorWarningBg], TEXT),
    colorErrorText: danger,
  };
}

/**
 * The same shades as CSS variables, for the screens drawn without antd (login, registration, the editable grid,
 * the editors); global.css holds their light values for 1890FF until the settings are read, and the surfaces and
 * greys of both modes, which do not depend on the brand.
 * @example themeVariables('#1890ff')['--weld-primary-text'] // '#1370c7'
 */
export function themeVariables(brand: string, dark = false): Record<string, string> {
  if (dark) {
    const d = darkShades(brand);
    return {
      '--weld-primary-text': d.text,
      '--weld-primary-hover': d.hover,
      '--weld-text-tertiary': DARK_GREYS.tertiary,
      '--weld-placeholder': DARK_GREYS.placeholder,
      '--weld-error-text': d.danger,
      '--weld-focus-border': d.border,
      // white text sits on these: a darker shade than dark mode's text colour
      '--weld-primary-fill': d.fill,
      '--weld-primary-fill-hover': d.fillHover,
    };
  }
  const { text, hover, danger } = shadesOf(brand);
  return {
    '--weld-primary-text': text,
    '--weld-primary-hover': hover,
    '--weld-text-tertiary': TERTIARY,
    '--weld-placeholder': PLACEHOLDER,
    '--weld-error-text': danger,
    '--weld-focus-border': readableShade(brand, ['#ffffff'], NON_TEXT),
    // in light mode the text shade is dark enough for white text on it
    '--weld-primary-fill': text,
    '--weld-primary-fill-hover': hover,
  };
}

/**
 * The light theme built on the brand colour (spec shell §9: 1890FF). The brand stays the seed, so fills, borders,
 * ink bars and selected backgrounds keep it; text drawn in it, and white text drawn on it, use the lightest shade of
 * the same hue that reaches AA on the surfaces it sits on, so every page inherits readable links, tabs, menus and
 * primary buttons.
 * @example <ConfigProvider theme={lightTheme('#1890ff')} />
 */
export function lightTheme(brand: string): ThemeConfig {
  const { text, hover, pressed, danger } = shadesOf(brand);
  const onBrand = { colorPrimary: text, colorPrimaryHover: hover, colorPrimaryActive: pressed };
  return {
    algorithm: theme.defaultAlgorithm,
    token: {
      colorPrimary: brand,
      colorInfo: brand,
      colorLink: text,
      colorLinkHover: hover,
      colorLinkActive: pressed,
      colorPrimaryText: text,
      colorPrimaryTextHover: hover,
      colorPrimaryTextActive: pressed,
      // the keyboard focus ring antd draws is this border colour
      colorPrimaryBorder: readableShade(brand, ['#ffffff'], NON_TEXT),
      colorError: danger,
      // antd's 45% and 25% greys (#8c8c8c, #bfbfbf) read at 3.4:1 and 1.8:1; 58% and 56% black reach 4.5:1 on the greys of table heads
      colorTextTertiary: TERTIARY,
      colorTextDescription: TERTIARY,
      colorTextPlaceholder: PLACEHOLDER,
      ...statusTextTokens(danger),
    },
    components: {
      Button: onBrand,
      Pagination: onBrand,
      DatePicker: onBrand,
      Radio: onBrand,
      Steps: onBrand,
      Menu: { itemSelectedColor: text, subMenuItemSelectedColor: text, horizontalItemSelectedColor: text },
      Tag: { ...tagTokens(), colorInfo: text },
      // a table's empty text is drawn in the disabled grey, yet it is a message to read
      Table: { colorTextDisabled: TERTIARY },
      Tabs: { itemSelectedColor: text, itemHoverColor: hover, itemActiveColor: pressed },
    },
  };
}
