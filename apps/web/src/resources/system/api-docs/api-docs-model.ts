import type { OpenApiDocument } from '../../../lib/api/session-api';

export interface ApiRoute {
  method: string;
  path: string;
  summary: string;
  access: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Routes of the OpenAPI document grouped by their first tag, sorted by path. */
export function groupRoutes(
  doc: OpenApiDocument,
  untagged: string,
  publicText: string,
  signedIn: string,
): [string, ApiRoute[]][] {
  const groups = new Map<string, ApiRoute[]>();
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(ops)) {
      if (!METHODS.includes(method)) continue;
      const tag = op.tags?.[0] ?? untagged;
      const access = op['x-permission'] ?? (op.security && op.security.length === 0 ? publicText : signedIn);
      const list = groups.get(tag) ?? [];
      list.push({ method: method.toUpperCase(), path, summary: op.summary ?? op.description ?? '', access });
      groups.set(tag, list);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, list]) => [tag, list.sort((x, y) => x.path.localeCompare(y.path))]);
}
