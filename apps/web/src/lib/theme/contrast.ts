/** WCAG 2 contrast arithmetic on #rrggbb colours, for deriving readable shades of a brand colour. */

function channels(hex: string): [number, number, number] {
  if (!/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminanceOf(rgb: number[]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Relative luminance as WCAG 2 defines it (0 black … 1 white). */
export function luminance(hex: string): number {
  return luminanceOf(channels(hex));
}

function ratioOf(l1: number, l2: number): number {
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

/**
 * The contrast ratio of two colours, 1 … 21.
 * @example contrast('#1890ff', '#ffffff') // 3.24
 */
export function contrast(a: string, b: string): number {
  return ratioOf(luminance(a), luminance(b));
}

/**
 * The colour mixed with white (towards 255) or black (towards 0) by `percent`.
 * @example mix('#000000', 255, 50) // '#808080'
 */
export function mix(colour: string, towards: 0 | 255, percent: number): string {
  return toHex(channels(colour).map((c) => c + (towards - c) * (percent / 100)));
}

/** The first mix of the colour towards white or black (0 … 100%) that reaches `ratio` on every background. */
function readableMix(colour: string, towards: 0 | 255, backgrounds: string[], ratio: number): string {
  // numbers, not hex strings, inside the loop: a theme asks for a few dozen shades at start-up
  const base = channels(colour);
  const grounds = backgrounds.map(luminance);
  for (let step = 0; step <= 100; step += 1) {
    const rgb = base.map((c) => Math.round(c + (towards - c) * (step / 100)));
    const l = luminanceOf(rgb);
    if (grounds.every((g) => ratioOf(l, g) >= ratio)) return toHex(rgb);
  }
  return toHex([towards, towards, towards]);
}

/**
 * The colour itself when it already reaches `ratio` against every background, otherwise the lightest mix of it
 * with black that does: the hue stays, so the shade still reads as the brand colour.
 * @example readableShade('#1890ff', ['#ffffff'], 4.5) // a darker blue of 4.5:1 on white
 */
export function readableShade(colour: string, backgrounds: string[], ratio: number): string {
  return readableMix(colour, 0, backgrounds, ratio);
}

/**
 * The same for dark backgrounds: the colour itself when it reaches `ratio`, otherwise the darkest mix of it with
 * white that does.
 * @example readableTint('#1890ff', ['#141414'], 4.5) // '#1890ff' already reads 5.7:1 on dark mode's #141414
 */
export function readableTint(colour: string, backgrounds: string[], ratio: number): string {
  return readableMix(colour, 255, backgrounds, ratio);
}

/**
 * A translucent colour as it shows on an opaque background (antd gives its greys as rgba).
 * @example over('rgba(255, 255, 255, 0.5)', '#000000') // '#808080'
 */
export function over(colour: string, background: string): string {
  const m = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(colour);
  if (!m) return toHex(channels(colour));
  const alpha = m[4] === undefined ? 1 : Number(m[4]);
  const bg = channels(background);
  return toHex([1, 2, 3].map((i, k) => Number(m[i]) * alpha + bg[k] * (1 - alpha)));
}
