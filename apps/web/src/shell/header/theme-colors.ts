/** Preset primary colours of the settings drawer; the first is the spec's default. */
export const THEME_COLORS = [
  '#1890FF',
  '#F5222D',
  '#FA541C',
  '#FAAD14',
  '#13C2C2',
  '#52C41A',
  '#2F54EB',
  '#722ED1',
] as const;

const HEX = /^#[0-9a-f]{6}$/i;

export function isThemeColor(value: string): boolean {
  return HEX.test(value);
}
