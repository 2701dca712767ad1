import { theme, type ThemeConfig } from 'antd';
import { contrast, mix, readableShade, readableTint } from './contrast';
import { PRESETS } from './preset-colours';

/** WCAG AA: body text 4.5:1; controls, focus rings and large glyphs 3:1. */
const TEXT = 4.5;
const NON_TEXT = 3;

// antd's dark greys are white at 45% and 25% (2.9:1 and 1.6:1 on #141414); 55% and 50% reach 4.5:1 on every dark
// surface up to the #303030 of a hovered row
export const DARK_GREYS = { tertiary: 'rgba(255, 255, 255, 0.55)', placeholder: 'rgba(255, 255, 255, 0.5)' };
const TERTIARY = DARK_GREYS.tertiary;
const PLACEHOLDER = DARK_GREYS.placeholder;

type Token = Record<string, string>;

const derived = new Map<string, Token>();

/**
 * antd's dark map tokens for these seeds (the algorithm alone, without the component tokens); kept, since each
 * derivation takes antd over ten milliseconds.
 */
function dark(token: Record<string, string> = {}): Token {
  const key = JSON.stringify(token);
  let tokens = derived.get(key);
  if (!tokens) {
    tokens = theme.darkAlgorithm({ ...theme.defaultSeed, ...token }) as unknown as Token;
    derived.set(key, tokens);
  }
  return tokens;
}

/**
 * A seed token the dark algorithm derives again (colorLink, colorError, …) comes out darker than it goes in: the
 * seed is lightened until the colour antd derives from it reaches `ratio` on every surface. The derived colour
 * lightens with the seed, so the least mix that reads is found by halving.
 */
function seedReaching(key: string, colour: string, surfaces: string[], ratio: number): string {
  const reads = (percent: number) => {
    const out = dark({ [key]: mix(colour, 255, percent) })[key];
    return surfaces.every((bg) => contrast(out, bg) >= ratio);
  };
  if (reads(0)) return colour;
  // in steps of 4%: a step lightens a link by less than the eye tells apart, and each try costs a derivation
  let [low, high] = [0, 25];
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (reads(mid * 4)) high = mid;
    else low = mid;
  }
  return mix(colour, 255, high * 4);
}

/** The surfaces text sits on in dark mode: container, layout, elevated (dropdowns, modals), a table head, a hovered row, the selected item's tint. */
function surfacesOf(brand: string): string[] {
  const t = dark({ colorPrimary: brand });
  return [t.colorBgContainer, t.colorBgLayout, t.colorBgElevated, '#1d1d1d', '#262626', t.colorPrimaryBg];
}

/** The dark shades of the brand: `text` for text drawn in it, `fill` for a background white text is drawn on. */
export function darkShades(brand: string) {
  const t = dark({ colorPrimary: brand });
  const surfaces = surfacesOf(brand);
  const brandHex = brand.toLowerCase();
  return {
    surfaces,
    text: readableTint(brandHex, surfaces, TEXT),
    // hover and press go further from the dark surface, so that they stay readable too
    hover: readableTint(brandHex, surfaces, 5.5),
    pressed: readableTint(brandHex, surfaces, 7),
    fill: readableShade(t.colorPrimary, ['#ffffff'], TEXT),
    fillHover: readableShade(t.colorPrimary, ['#ffffff'], 5.5),
    fillPressed: readableShade(t.colorPrimary, ['#ffffff'], 7),
    border: readableTint(t.colorPrimary, surfaces.slice(0, 5), NON_TEXT),
    danger: readableTint(t.colorError, [...surfaces, t.colorErrorBg], TEXT),
    link: seedReaching('colorLink', readableTint(brandHex, surfaces, TEXT), surfaces, TEXT),
  };
}

/** A tag draws a preset's 7th dark shade on its 1st; a few (geekblue, purple, blue) read below 4.5:1 there. */
function tagTokens(): Token {
  const t = dark();
  const tokens: Token = {};
  for (const k of PRESETS) tokens[`${k}7`] = readableTint(t[`${k}7`], [t[`${k}1`], '#141414'], TEXT);
  return tokens;
}

/**
 * The dark theme built on the brand colour, to the same AA rule as the light one. No single shade of a colour reads
 * both as text on dark mode's #141414 and under white text (the two ratios multiply to 18.4, and 4.5 x 4.5 is
 * 20.25), so text, links, tabs and outlines take a lighter `text` shade and filled buttons and the selected menu item
 * a darker `fill`; a solid danger button, whose fill antd draws from the same token as a danger link's text, keeps
 * the light red and writes on it in the dark surface's colour.
 * @example <ConfigProvider theme={darkTheme('#1890ff')} />
 */
export function darkTheme(brand: string): ThemeConfig {
  const s = darkShades(brand);
  const surface = dark().colorBgContainer;
  const onText = { colorPrimary: s.text, colorPrimaryHover: s.hover, colorPrimaryActive: s.pressed };
  return {
    algorithm: theme.darkAlgorithm,
    token: {
      colorPrimary: brand,
      colorInfo: brand,
      colorLink: s.link,
      colorLinkHover: s.hover,
      colorLinkActive: s.pressed,
      colorPrimaryText: s.text,
      colorPrimaryTextHover: s.hover,
      colorPrimaryTextActive: s.pressed,
      colorPrimaryBorder: s.border,
      colorErrorText: s.danger,
      colorTextTertiary: TERTIARY,
      colorTextDescription: TERTIARY,
      colorTextPlaceholder: PLACEHOLDER,
    },
    components: {
      Button: {
        colorPrimary: s.fill,
        colorPrimaryHover: s.fillHover,
        colorPrimaryActive: s.fillPressed,
        defaultHoverColor: s.hover,
        defaultHoverBorderColor: s.hover,
        defaultActiveColor: s.pressed,
        defaultActiveBorderColor: s.pressed,
        colorError: s.danger,
        colorErrorHover: readableTint(s.danger, [surface], 5.5),
        colorErrorActive: readableTint(s.danger, [surface], 7),
        dangerColor: surface,
      },
      DatePicker: { colorPrimary: s.fill },
      Steps: { colorPrimary: s.fill },
      Pagination: onText,
      Radio: {
        ...onText,
        buttonSolidCheckedBg: s.fill,
        buttonSolidCheckedHoverBg: s.fillHover,
        buttonSolidCheckedActiveBg: s.fillPressed,
      },
      Menu: {
        itemSelectedColor: s.text,
        subMenuItemSelectedColor: s.text,
        horizontalItemSelectedColor: s.text,
        // white on the selected item's fill; the fill still stands out from the menu's navy
        darkItemSelectedBg: s.fill,
      },
      Tag: tagTokens(),
      Table: { colorTextDisabled: TERTIARY },
      Tabs: {
        itemSelectedColor: s.text,
        itemHoverColor: s.hover,
        itemActiveColor: s.pressed,
        inkBarColor: s.text,
      },
      Typography: { colorError: s.danger, colorLink: s.text },
      Form: { colorError: s.danger },
    },
  };
}
