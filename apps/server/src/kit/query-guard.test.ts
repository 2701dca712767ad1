import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_PARAM, MAX_PAGE_SIZE } from '@weld/core';
import type { PageResult } from '@weld/core';
import { dialects } from '../test/databases';
import { call, captcha, login } from '../test/client';
import type { Answer } from '../test/client';
import { ADMIN_PASSWORD, startServer } from '../test/server';
import type { TestServer } from '../test/server';

const HUGE = '922337203685477580';
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** A refused call: 400 in the envelope, a message in the caller's language naming what is at fault. */
function expectRefused(answer: Answer, ...named: string[]) {
  expect(answer.status, answer.body.message).toBe(400);
  expect(answer.body).toMatchObject({ success: false, code: 400 });
  for (const text of named) expect(answer.body.message).toContain(text);
}

/**
 * The guards on what a caller sends, on every dialect alike (issue 12, findings 3 and 4): paging values
 * within bounds, no NUL character anywhere, filter values of the field's kind, exports refused before
 * their first byte. PostgreSQL used to answer all of these with a 500, SQLite and MariaDB some.
 */
describe.each(dialects)('query guards on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const get = (path: string, lang = 'en_US') =>
    call<PageResult<Record<string, unknown>>>(server, 'GET', path, { token: admin, lang });

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await login(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => server?.stop());

  describe('paging', () => {
    const lists = ['/sys/position/list', '/sys/user/list', '/sys/log/list?logType=1'];
    // hand-written lists with their own largest page sizes
    const handWritten: [string, number][] = [
      ['/sys/user/queryByOrgCodeForAddressList', 100],
      ['/sys/user/userRoleList?roleId=role-admin', 1000],
      ['/sys/online/list', 500],
      ['/sys/sysAnnouncementSend/getMyAnnouncementSend', 100],
    ];
    const join = (path: string, params: Record<string, string>) =>
      `${path}${path.includes('?') ? '&' : '?'}${q(params)}`;

    it("refuses a pageNo or pageSize out of bounds on the kit's lists, naming the parameter and the bound", async () => {
      for (const path of lists) {
        for (const param of ['pageNo', 'pageSize']) {
          for (const bad of [HUGE, String(MAX_PAGE_PARAM + 1), '0', '-1', 'x', '1.5']) {
            const answer = await get(join(path, { [param]: bad }));
            expectRefused(answer, param, String(MAX_PAGE_PARAM));
            expect(answer.body.message, path).toBe(
              `${param} must be a whole number from 1 to ${MAX_PAGE_PARAM}`,
            );
          }
        }
      }
      expect((await get(join('/sys/position/list', { pageNo: HUGE }), 'zh_CN')).body.message).toBe(
        `pageNo 应为 1 到 ${MAX_PAGE_PARAM} 之间的整数`,
      );
    });

    it('serves the last allowed page and caps a large page size as before', async () => {
      const last = await get(
        join('/sys/position/list', { pageNo: String(MAX_PAGE_PARAM), pageSize: String(MAX_PAGE_SIZE) }),
      );
      expect(last.status).toBe(200);
      expect(last.body.result).toMatchObject({ records: [], current: MAX_PAGE_PARAM, size: MAX_PAGE_SIZE });
      expect((await get(join('/sys/position/list', { pageSize: '5000' }))).body.result.size).toBe(
        MAX_PAGE_SIZE,
      );
    });

    it('refuses them on the hand-written lists too, each with its bound', async () => {
      for (const [path, maxSize] of handWritten) {
        expect((await get(join(path, { pageNo: '2', pageSize: '5' }))).status, path).toBe(200);
        expectRefused(await get(join(path, { pageNo: HUGE })), 'pageNo', String(MAX_PAGE_PARAM));
        expectRefused(
          await get(join(path, { pageNo: String(MAX_PAGE_PARAM + 1) })),
          'pageNo',
          String(MAX_PAGE_PARAM),
        );
        expectRefused(await get(join(path, { pageSize: HUGE })), 'pageSize', String(maxSize));
        expectRefused(await get(join(path, { pageSize: String(maxSize + 1) })), 'pageSize', String(maxSize));
        for (const param of ['pageNo', 'pageSize']) {
          for (const bad of ['0', '-1', 'x', '1.5'])
            expectRefused(await get(join(path, { [param]: bad })), param);
        }
      }
    });
  });

  describe('numbers that are not finite', () => {
    it('refuses 1e309 and Infinity where a query, a path or a JSON body takes a number', async () => {
      // Ajv coerces them to Infinity and lets them through integer and range checks: a 500 on every dialect before
      for (const bad of ['1e309', '-1e309', 'Infinity']) {
        expectRefused(
          await get(`/sys/user/queryByOrgCodeForAddressList?${q({ pageNo: bad })}`),
          'pageNo',
          'finite',
        );
        expectRefused(
          await get(`/sys/sysAnnouncementSend/getMyAnnouncementSend?${q({ pageSize: bad })}`),
          'pageSize',
          'finite',
        );
      }
      const raw = await fetch(`${server.api}/weld/plc/ingest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-gateway-key': 'key', 'x-lang': 'en_US' },
        body: '{"workstation":"WS","readings":[{"point":"DB1","ts":1,"value":1e309}]}',
      });
      expect(raw.status).toBe(400);
      expect(((await raw.json()) as { message: string }).message).toContain('readings.0.value');
    });
  });

  describe('NUL characters', () => {
    it('refuses them in an anonymous sign-in body, before the password is checked', async () => {
      const { checkKey, text } = await captcha(server);
      const answer = await call(server, 'POST', '/sys/login', {
        body: { username: 'ad\u0000min', password: ADMIN_PASSWORD, captcha: text, checkKey },
        lang: 'en_US',
      });
      expectRefused(answer, 'username', 'NUL');
    });

    it('refuses them in a gateway push of PLC readings', async () => {
      const answer = await call(server, 'POST', '/weld/plc/ingest', {
        body: { workstation: 'WS\u0000', readings: [] },
        headers: { 'x-gateway-key': 'key' },
      });
      expectRefused(answer, 'workstation');
      const nested = await call(server, 'POST', '/weld/plc/ingest', {
        body: { workstation: 'WS', readings: [{ point: 'DB1\u0000', ts: 1, value: 1 }] },
        headers: { 'x-gateway-key': 'key' },
      });
      expectRefused(nested, 'readings.0.point');
    });

    it('refuses them in query strings, path parameters, super queries and written records', async () => {
      expectRefused(await get(`/sys/position/list?${q({ name: '*a\u0000*' })}`), 'name');
      expectRefused(await get(`/sys/user/list?${q({ username: 'a\u0000' })}`), 'username');
      expectRefused(await get('/sys/dict/loadDict/sex%00'), 'dictCode');
      expectRefused(
        await call(server, 'PUT', '/sys/fillRule/executeRuleByCode/a%00b', { token: admin, body: {} }),
        'ruleCode',
      );
      const superQuery = JSON.stringify([{ field: 'name', rule: 'like', val: 'a\u0000' }]);
      expectRefused(
        await get(`/sys/position/list?${q({ superQueryParams: superQuery })}`),
        'superQueryParams',
      );
      const added = await call(server, 'POST', '/sys/position/add', {
        token: admin,
        body: { code: 'NUL1', name: 'a\u0000b', postRank: '1' },
      });
      expectRefused(added, 'name');
      expect((await get(`/sys/position/list?${q({ code: 'NUL1' })}`)).body.result.total).toBe(0);
    });
  });

  describe("filter values by the field's kind", () => {
    it('refuses text where the column holds numbers, on every dialect alike', async () => {
      const bad = [
        '/sys/user/list?sex=x',
        '/sys/user/list?status=x',
        '/sys/user/list?sex=!x',
        '/sys/user/list?sex=1,x',
        '/sys/user/list?sex=%3E%3D%20x',
        '/sys/user/list?sex=99999999999',
        '/sys/log/list?logType=2&operateType=x',
      ];
      for (const path of bad) {
        const answer = await get(path);
        expectRefused(
          answer,
          path.includes('operateType') ? 'operateType' : path.includes('status') ? 'status' : 'sex',
        );
        expect(answer.body.result, path).not.toHaveProperty('records');
      }
    });

    it('refuses text in super-query values of number fields and dates that are no dates', async () => {
      const superQuery = (items: unknown) => `?${q({ superQueryParams: JSON.stringify(items) })}`;
      expectRefused(
        await get(`/sys/user/list${superQuery([{ field: 'sex', rule: 'eq', val: 'x' }])}`),
        'sex',
      );
      expectRefused(
        await get(`/weld/projectLevel/list${superQuery([{ field: 'rank', rule: 'ge', val: '1.5' }])}`),
        'rank',
      );
      expectRefused(
        await get(`/sys/user/list${superQuery([{ field: 'birthday', rule: 'lt', val: 'soon' }])}`),
        'birthday',
      );
      expectRefused(await get('/sys/user/list?createTime_begin=yesterday'), 'createTime_begin');
      expectRefused(await get('/sys/user/list?birthday_end=2026-02-30x'), 'birthday_end');
    });

    it('still filters with valid values of every rule', async () => {
      const ok = [
        '/sys/user/list?sex=1',
        '/sys/user/list?sex=1,2',
        '/sys/user/list?sex=*1*',
        '/sys/user/list?status=!2',
        '/sys/user/list?sex=%3E%3D%201',
        '/sys/user/list?createTime_begin=2020-01-01&createTime_end=2099-12-31',
        `/sys/user/list?${q({ superQueryParams: JSON.stringify([{ field: 'sex', rule: 'in', val: ['1', '2'] }]) })}`,
        '/sys/log/list?logType=1&operateType=1',
        `/weld/projectLevel/list?${q({ superQueryParams: JSON.stringify([{ field: 'rank', rule: 'ge', val: '1' }]) })}`,
      ];
      for (const path of ok) expect((await get(path)).status, path).toBe(200);
      const admins = await get('/sys/user/list?status=1&username=admin');
      expect(admins.body.result.records.map((r) => r.username)).toEqual(['admin']);
    });

    it('refuses a decimal written to an integer column with a 400 naming the field', async () => {
      const answer = await call(server, 'POST', '/weld/projectLevel/add', {
        token: admin,
        body: { code: 'HALF', name: 'half', rank: 1.5 },
        lang: 'en_US',
      });
      expect(answer.status, answer.body.message).toBe(400);
      expect(answer.body.result).toEqual({ errors: { rank: expect.any(String) } });
      expect((await get('/weld/projectLevel/list?code=HALF')).body.result.total).toBe(0);
    });
  });

  describe('exports', () => {
    const download = (path: string) =>
      fetch(`${server.api}${path}`, { headers: { 'X-Access-Token': admin, 'X-Lang': 'en_US' } });

    it('answer a bad query with a 400 envelope before the first byte of the file', async () => {
      for (const path of [
        '/sys/user/exportXls?sex=x',
        '/sys/user/exportXls?createTime_begin=garbage',
        `/sys/user/exportXls?${q({ username: 'a\u0000' })}`,
        '/sys/user/exportXls?fileType=xls&sex=x',
      ]) {
        const response = await download(path);
        expect(response.status, path).toBe(400);
        expect(response.headers.get('content-type'), path).toContain('application/json');
        expect(await response.json(), path).toMatchObject({ success: false, code: 400 });
      }
    });

    it('still stream a whole file for a valid filter', async () => {
      const response = await download('/sys/user/exportXls?sex=1,2&status=1');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('spreadsheetml');
      const bytes = Buffer.from(await response.arrayBuffer());
      // a whole zip ends with its end-of-central-directory record
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(true);
    });
  });
});
