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
  // every request's params, query and body pass here twice: the common answer (nothing bad) costs no
  // allocation; only a refusal walks again to name the path
  return holdsBad(value, badValue, badKey) ? pathOfBad(value, badValue, badKey) : null;
}

/** Containers still to look through, and those seen. */
interface Walk {
  stack: object[];
  seen: WeakSet<object>;
}

/** Whether anything in `value` is bad; allocates only for containers nested in containers. */
function holdsBad(
  value: unknown,
  badValue: (item: unknown) => boolean,
  badKey: (key: string) => boolean,
): boolean {
  if (badValue(value)) return true;
  if (!isContainer(value)) return false;
  // an explicit stack, not recursion: a deeply nested JSON body must not overflow the call stack
  let walk: Walk | null = null;
  let item: object | undefined = value;
  while (item !== undefined) {
    const isArray = Array.isArray(item);
    const keys = isArray ? undefined : item;
    const length = isArray ? (item as unknown[]).length : 0;
    // arrays by index, objects by their own keys (for-in over a plain object allocates nothing)
    for (const key in keys) {
      if (!Object.hasOwn(item, key)) continue;
      if (badKey(key)) return true;
      const child = (item as Record<string, unknown>)[key];
      if (badValue(child)) return true;
      if (isContainer(child)) walk = pushed(walk, value, child);
    }
    for (let i = 0; i < length; i++) {
      const child = (item as unknown[])[i];
      if (badValue(child)) return true;
      if (isContainer(child)) walk = pushed(walk, value, child);
    }
    item = walk?.stack.pop();
  }
  return false;
}

/** The walk's stack with `child` on it, unless it was seen (a parser that hands over a cycle). */
function pushed(walk: Walk | null, root: object, child: object): Walk {
  const next = walk ?? { stack: [], seen: new WeakSet([root]) };
  if (!next.seen.has(child)) {
    next.seen.add(child);
    next.stack.push(child);
  }
  return next;
}

function pathOfBad(
  value: unknown,
  badValue: (item: unknown) => boolean,
  badKey: (key: string) => boolean,
): string | null {
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
  // callback hooks, not async ones: they run on every request, and a promise each is garbage each
  app.addHook('preValidation', (request, _reply, done) => done(refusal(request, nulPath, 'validation.nul')));
  // after validation: the schema's coercion is what turns `1e309` into Infinity, and Ajv lets a number
  // that is not finite pass integer and range checks, so the database would get it (a 500 on every dialect)
  app.addHook('preHandler', (request, _reply, done) =>
    done(refusal(request, infinitePath, 'validation.notFinite')),
  );
}

function refusal(
  request: FastifyRequest,
  find: (value: unknown) => string | null,
  key: string,
): AppError | undefined {
  const named = (root: string, path: string | null) =>
    path === null ? undefined : new AppError(400, key, { field: path || root });
  return (
    named('params', find(request.params)) ??
    named('query', find(request.query)) ??
    named('body', find(request.body))
  );
}
