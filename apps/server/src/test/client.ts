import type { ApiResult } from '@weld/core';
import type { TestServer } from './server';

export interface Answer<T = unknown> {
  status: number;
  body: ApiResult<T>;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  lang?: string;
}

/**
 * One HTTP call to the API over the network, as the web app makes it.
 * @example const { status, body } = await call(server, 'GET', '/sys/loginConfig')
 */
export async function call<T = unknown>(
  server: { api: string },
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers['X-Access-Token'] = options.token;
  if (options.lang) headers['X-Lang'] = options.lang;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.api}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as ApiResult<T>, headers: response.headers };
}

let keys = 0;

/** Fetches a captcha image and reads its text from the server's cache store (what the person reads off the image). */
export async function captcha(server: TestServer): Promise<{ checkKey: string; text: string }> {
  const checkKey = `k${Date.now()}${keys++}`;
  const answer = await call<string>(server, 'GET', `/sys/randomImage/${checkKey}`);
  if (answer.status !== 200) throw new Error(`captcha: ${answer.status} ${answer.body.message}`);
  const text = await server.ctx.stores.cache.get<string>(`captcha:${checkKey}`);
  return { checkKey, text: text ?? '' };
}

/** Login with a fresh captcha; answers the raw call. */
export async function loginCall(server: TestServer, username: string, password: string, lang?: string) {
  const { checkKey, text } = await captcha(server);
  return call<{ token: string; userInfo: { mustChangePassword: boolean; orgCode: string | null } }>(
    server,
    'POST',
    '/sys/login',
    {
      body: { username, password, captcha: text, checkKey },
      lang,
    },
  );
}

export async function login(server: TestServer, username: string, password: string): Promise<string> {
  const answer = await loginCall(server, username, password);
  if (answer.status !== 200) throw new Error(`login ${username}: ${answer.status} ${answer.body.message}`);
  return answer.body.result.token;
}

/** No stack trace, no SQL, no file path in an answer. */
export function expectClean(text: string): boolean {
  return !/(\bat \w+ \(|\.ts:\d+|node_modules|SELECT |INSERT |UPDATE |sqlite|SQLITE_|syntax error)/i.test(
    text,
  );
}
