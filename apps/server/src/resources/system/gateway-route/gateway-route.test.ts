import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases';
import { ADMIN_PASSWORD, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';
import { parseHostRules } from '../../../lib/host-allow-list';

type Rec = Record<string, unknown> & { id: string };
const route = {
  routerId: 'weld-manual',
  name: '说明书服务',
  uri: 'http://10.20.0.5:8080/manual',
  status: '1',
  predicates: JSON.stringify([{ name: 'Path', args: { _genkey_0: '/manual/**' } }]),
  filters: JSON.stringify([{ name: 'StripPrefix', args: { _genkey_0: 1 } }]),
};

describe.each(dialects)('gateway routes on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const add = (body: Record<string, unknown>) =>
    call<Rec>(server, 'POST', '/sys/gatewayRoute/add', { token: admin, body });

  beforeAll(async () => {
    server = await startServer(dialect, { dataSourceAllowedHosts: parseHostRules('10.20.0.0/16') });
    admin = await login(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => server?.stop());

  it('saves a route whose uri, predicates and filters are sound, with the flags as yes/no values', async () => {
    const { status, body } = await add(route);
    expect(status, body.message).toBe(200);
    expect(body.result).toMatchObject({
      ...route,
      retryable: '0',
      retryable_dictText: '否',
      showApi: '1',
      status_dictText: '有效',
      anonymous: '0',
      perms: null,
      timeoutSeconds: 30,
    });
  });

  it('refuses a bad uri and predicates or filters that are not arrays of {name, args}, per field, writing nothing', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ uri: 'ftp://x' }, ['uri']],
      [{ uri: 'lb://weld-manual' }, ['uri']],
      [{ uri: 'http://user:secret@10.20.0.5/' }, ['uri']],
      [{ uri: 'http://10.30.0.5/' }, ['uri']],
      [{ predicates: '[{"name":"Host","args":{"_genkey_0":"**.weld.com"}}]' }, ['predicates']],
      [{ predicates: '[{"name":"Path","args":{"_genkey_0":"no-slash"}}]' }, ['predicates']],
      [
        { filters: '[{"name":"AddRequestHeader","args":{"_genkey_0":"Bad Name","_genkey_1":"x"}}]' },
        ['filters'],
      ],
      [{ filters: '[{"name":"StripPrefix","args":{"_genkey_0":"-1"}}]' }, ['filters']],
      [{ perms: 'has space' }, ['perms']],
      [{ timeoutSeconds: 0 }, ['timeoutSeconds']],
      [{ predicates: 'nope' }, ['predicates']],
      [{ predicates: '{"name":"Path"}' }, ['predicates']],
      [{ filters: '[{"args":{}}]' }, ['filters']],
      [{ filters: '[{"name":"X","args":{"a":{"deep":1}}}]', predicates: '[1]' }, ['predicates', 'filters']],
    ];
    for (const [change, fields] of cases) {
      const answer = await add({ ...route, routerId: 'bad-route', ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys((answer.body.result as unknown as { errors: object }).errors).sort()).toEqual(
        [...fields].sort(),
      );
    }
    expect(
      (await call(server, 'GET', '/sys/gatewayRoute/list?routerId=bad-route', { token: admin })).body.result,
    ).toMatchObject({ total: 0 });
  });
});
