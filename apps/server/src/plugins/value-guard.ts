import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

/** Objects and arrays to look through; a buffer or a stream a parser might hand over holds no text. */
function isContainer(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  return (
    !ArrayBuffer.isView(value) &&
    !(value instanceof ArrayBuffer) &&
    typeof (value as { pipe?: unknown }).pipe !== 'function'
  );
}

/**
 * Where a NUL character sits in a parsed value: the dotted path of the value holding it (`items.0.name`;
 * '' for the value itself or a key at its top), or null when there is none.
 * @example nulPath({ user: { name: 'a\u0000' } }) // 'user.name'
 */
export function nulPath(value: unknown): string | null {
  return badPath(
    value,
    (item) => typeof item === 'string' && item.includes('\0'),
    (key) => key.includes('\0'),
  );
}

/**
 * Where a number that is not finite sits in a validated value (`1e309` in a query or a JSON body becomes
 * Infinity), as nulPath answers; null when there is none.
 * @example infinitePath({ pageNo: Infinity }) // 'pageNo'
 */
export function infinitePath(value: unknown): string | null {
  return badPath(
    value,
    (item) => typeof item === 'number' && !Number.isFinite(item),
    () => false,
  );
}

function badPath(
  value: unknown,
  badValue: (item: unknown) => boolean,
  badKey: (key: string) => boolean,
): string | null {
  // an explicit stack, not recursion: a deeply nested JSON body must not overflow the call stack
  const stack: [unknown, string][] = [[value, '']];
  const seen = new WeakSet<object>();
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (badValue(item)) return path;
    if (isContainer(item) && !seen.has(item)) {
      seen.add(item);
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (badKey(key)) return path;
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
 * SQLite and MariaDB would store it. One rule on every database and every route. Likewise, after
 * validation, a number that is not finite.
 */
export function registerValueGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuse(request, nulPath, 'validation.nul'));
  // after validation: the schema's coercion is what turns `1e309` into Infinity, and Ajv lets a number
  // that is not finite pass integer and range checks, so the database would get it (a 500 on every dialect)
  app.addHook('preHandler', async (request) => refuse(request, infinitePath, 'validation.notFinite'));
}

function refuse(request: FastifyRequest, find: (value: unknown) => string | null, key: string): void {
  for (const [root, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const path = find(value);
    if (path !== null) throw new AppError(400, key, { field: path || root });
  }
}
