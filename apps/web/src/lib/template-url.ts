import { API_BASE } from './env';
import { session } from './session';

/** The only expressions a menu url may contain; anything else is left as written, never evaluated. */
const VALUES: Record<string, () => string> = {
  'window.location.origin': () => window.location.origin,
  'window.location.host': () => window.location.host,
  'window.location.hostname': () => window.location.hostname,
  'window.location.protocol': () => window.location.protocol,
  'window.location.port': () => window.location.port,
  apiBase: () => API_BASE,
  token: () => session.token() ?? '',
};

/**
 * Fills `{{ expr }}` and `${expr}` placeholders of a menu url from a whitelist.
 * @example renderTemplateUrl('{{ window.location.origin }}/x') // 'http://host/x'
 */
export function renderTemplateUrl(url: string): string {
  return url.replace(/\{\{\s*([\w.]+)\s*\}\}|\$\{\s*([\w.]+)\s*\}/g, (whole, a?: string, b?: string) => {
    const fn = VALUES[(a ?? b) as string];
    return fn ? fn() : whole;
  });
}
