import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

/** Objects and arrays to look through; a buffer or a stream a parser might hand over holds no text. */
function isContainer(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  return !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer) && typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * Where a NUL character sits in a parsed value: the dotted path of the value holding it (`items.0.name`;
 * '' for the value itself or a key at its top), or null when there is none.
 * @example nulPath({ user: { name: 'a\u0000' } }) // 'user.name'
 */
export function nulPath(value: unknown): string | null {
  // an explicit stack, not recursion: a deeply nested JSON body must not overflow the call stack
  const stack: [unknown, string][] = [[value, '']];
  const seen = new WeakSet<object>();
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\0')) return path;
    } else if (isContainer(item) && !seen.has(item)) {
      seen.add(item);
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\0')) return path;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * Refuses, with a 400 naming the field, any request whose path parameters, query string or JSON body
 * holds a NUL character (U+0000), before validation and before any handler: no text the product keeps
 * or searches has one, and PostgreSQL refuses it in text (the statement would fail as a 500), while
 * SQLite and MariaDB would store it. One rule on every database and every route.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [root, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const path = nulPath(value);
      if (path !== null) throw new AppError(400, 'validation.nul', { field: path || root });
    }
  });
}
