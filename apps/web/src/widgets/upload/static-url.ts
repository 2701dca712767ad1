import { API_BASE } from '../../lib/env';

/**
 * Where stored files are fetched from: VITE_STATIC_DOMAIN when the build sets one (a CDN or another
 * host), else the server's own static route.
 */
export const STATIC_BASE: string = (
  (import.meta.env.VITE_STATIC_DOMAIN as string | undefined) || `${API_BASE}/sys/common/static`
).replace(/\/+$/, '');

/**
 * The URL of a stored path: the static domain prefixed, unless the path already is an address
 * (spec widgets §7).
 * @example staticUrl('temp/a_….png') // '/api/sys/common/static/temp/a_….png'
 */
export function staticUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${STATIC_BASE}/${path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`;
}

// the server adds `_<32 hex>` before the extension to make stored names unguessable
const RANDOM = /_[0-9a-f]{32}(?=\.[A-Za-z0-9]+$)/;

/**
 * The name a person sees for a stored path or URL: its last segment without the server's random part.
 * @example displayName('temp/焊缝_0123456789abcdef0123456789abcdef.png') // '焊缝.png'
 */
export function displayName(path: string): string {
  const leaf = path.split(/[?#]/)[0].split('/').pop() ?? path;
  let name = leaf;
  try {
    name = decodeURIComponent(leaf);
  } catch {
    // a stray % stays as it is
  }
  return name.replace(RANDOM, '');
}

/** The first `length` characters and an ellipsis (spec widgets §9: file names at 5). */
export function ellipsis(text: string, length = 5): string {
  const chars = [...text];
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : text;
}

/** Comma-joined stored paths → list, empty parts dropped. */
export function splitPaths(value: unknown): string[] {
  return typeof value === 'string'
    ? value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : [];
}
