import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../test/databases';
import { ADMIN_PASSWORD, startServer } from '../test/server';
import type { TestServer } from '../test/server';
import { call, expectClean, login } from '../test/client';

/** A raw POST with the given JSON content type and body text, as clients that send no body still label it. */
async function post(server: TestServer, path: string, body: string, token?: string) {
  const response = await fetch(`${server.api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'X-Access-Token': token } : {}) },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: JSON.parse(text) as { success: boolean; code: number; message: string },
  };
}

describe.each(dialects)('JSON request bodies on %s', (dialect) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => server?.stop());

  it('an empty body labelled application/json is no body: logout goes through and ends the session', async () => {
    const token = await login(server, 'admin', ADMIN_PASSWORD);
    const out = await post(server, '/sys/logout', '', token);
    expect(out.status, out.text).toBe(200);
    expect(out.body).toMatchObject({ success: true, code: 200 });
    expect((await call(server, 'GET', '/sys/user/current', { token })).status).toBe(401);
  });

  it('reaches the handler of another body-less POST (an unknown device is a 404, not a refused body)', async () => {
    const out = await post(server, '/weld/device/resetKey?id=no-such-device', '', admin);
    expect(out.status, out.text).toBe(404);
    expect(out.body).toMatchObject({ success: false, code: 404 });
  });

  it('a route that needs a body still refuses an empty one as bad input, in the envelope', async () => {
    const out = await post(server, '/sys/login', '');
    expect(out.status, out.text).toBe(400);
    expect(out.body).toMatchObject({ success: false, code: 400 });
  });

  it('malformed JSON is a 400 envelope, never a 500', async () => {
    for (const text of ['{"username":', '{"a":1}}', 'nul', '\u0000', '{"__proto__":{"x":1}}']) {
      const out = await post(server, '/sys/login', text);
      expect(out.status, text).toBe(400);
      expect(out.body).toMatchObject({ success: false, code: 400 });
      expect(expectClean(out.text)).toBe(true);
    }
    const logout = await post(server, '/sys/logout', '{', admin);
    expect(logout.status).toBe(400);
    expect(logout.body.message).toBe('请求体不是合法的 JSON');
  });

  it('keeps the body limit: over 1 MB is a 413 envelope', async () => {
    const out = await post(server, '/sys/login', JSON.stringify({ username: 'x'.repeat(1_100_000) }));
    expect(out.status).toBe(413);
    expect(out.body).toMatchObject({ success: false, code: 413 });
  });
});
