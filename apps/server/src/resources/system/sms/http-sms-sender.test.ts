import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { call } from '../../../test/client';
import { startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { fillSmsTemplate } from './http-sms-sender';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real SMS gateway stand-in: records each request and answers with `state.status` after `state.delayMs`. */
async function startGateway() {
  const received: Received[] = [];
  const state = { status: 200, delayMs: 0, answer: '' };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      setTimeout(() => {
        if (res.destroyed) return;
        res
          .writeHead(state.status, { 'content-type': 'application/json' })
          .end(state.answer || JSON.stringify({ Code: state.status < 300 ? 'OK' : 'ERROR' }));
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    state,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const httpEnv = (url: string, extra: Record<string, string> = {}) => ({
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: `${url}/sms/send?to={{mobile}}`,
  SMS_HTTP_HEADERS: '{"Authorization":"Bearer gateway-secret","X-App":"weld"}',
  SMS_HTTP_BODY:
    '{"phone":"{{mobile}}","params":{"code":"{{code}}"},"template":"{{templateId}}","purpose":"{{mode}}"}',
  SMS_HTTP_TEMPLATE_ID: 'SMS_0042',
  SMS_HTTP_TIMEOUT_MS: '400',
  ...extra,
});

const smsConfig = (env: Record<string, string>) => loadConfig(env).sms;

describe('the HTTP SMS provider against a real gateway peer', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let server: TestServer;

  beforeAll(async () => {
    gateway = await startGateway();
    server = await startServer('sqlite', { sms: smsConfig(httpEnv(gateway.url)) });
  });
  afterAll(async () => {
    await server?.stop();
    await gateway?.close();
  });
  beforeEach(() => {
    gateway.received.length = 0;
    gateway.state.status = 200;
    gateway.state.delayMs = 0;
    gateway.state.answer = '';
  });

  const stored = async (mode: string, mobile: string) =>
    (await server.ctx.stores.cache.get<{ code: string }>(`sms:${mode}:${mobile}`))?.code;

  it('tells the screens that codes reach phones', async () => {
    const config = await call<{ smsDelivered: boolean }>(server, 'GET', '/sys/loginConfig');
    expect(config.body.result.smsDelivered).toBe(true);
  });

  it('sends the configured method, headers and filled body; the code the phone gets registers the user', async () => {
    const sent = await call(server, 'POST', '/sys/sms', { body: { mobile: '13811110001', smsmode: '1' } });
    expect(sent).toMatchObject({
      status: 200,
      body: { success: true, message: '短信验证码已发送，5分钟内有效' },
    });
    expect(gateway.received).toHaveLength(1);
    const request = gateway.received[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/sms/send?to=13811110001');
    expect(request.headers.authorization).toBe('Bearer gateway-secret');
    expect(request.headers['x-app']).toBe('weld');
    expect(request.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request.body) as {
      phone: string;
      params: { code: string };
      template: string;
      purpose: string;
    };
    expect(body).toMatchObject({ phone: '13811110001', template: 'SMS_0042', purpose: '1' });
    expect(body.params.code).toMatch(/^\d{6}$/);
    const registered = await call(server, 'POST', '/sys/user/register', {
      body: {
        username: 'gateway_user',
        password: 'G4te!way-pass',
        phone: '13811110001',
        smscode: body.params.code,
      },
    });
    expect(registered.status, registered.body.message).toBe(200);
  });

  it('refuses a gateway error: clear message, no code stored, the number may ask again at once, an earlier code still works', async () => {
    const mobile = '13811110002';
    expect((await call(server, 'POST', '/sys/sms', { body: { mobile, smsmode: '1' } })).status).toBe(200);
    const delivered = await stored('1', mobile);
    await server.ctx.stores.failures.reset(`sms-resend:${mobile}`); // a minute has passed
    gateway.state.status = 503;
    const failed = await call(server, 'POST', '/sys/sms', { body: { mobile, smsmode: '1' } });
    expect(failed).toMatchObject({
      status: 500,
      body: { success: false, message: '短信发送失败：短信服务暂不可用，验证码未发送，请稍后重试' },
    });
    expect(await stored('1', mobile)).toBe(delivered);
    const english = await call(server, 'POST', '/sys/sms', { body: { mobile, smsmode: '1' }, lang: 'en_US' });
    expect(english.body.message).toContain('SMS service is unavailable');
    gateway.state.status = 200;
    const retried = await call(server, 'POST', '/sys/sms', { body: { mobile, smsmode: '1' } });
    expect(retried.status).toBe(200);
    const code = (JSON.parse(gateway.received.at(-1)!.body) as { params: { code: string } }).params.code;
    expect(await stored('1', mobile)).toBe(code);
  });

  it('gives up on a gateway that does not answer in time, without locking the number', async () => {
    gateway.state.delayMs = 1500;
    const started = Date.now();
    const failed = await call(server, 'POST', '/sys/sms', { body: { mobile: '13811110003', smsmode: '1' } });
    expect(Date.now() - started).toBeLessThan(1400);
    expect(failed).toMatchObject({
      status: 500,
      body: { message: '短信发送失败：短信服务响应超时，验证码未发送，请稍后重试' },
    });
    expect(await stored('1', '13811110003')).toBeUndefined();
    gateway.state.delayMs = 0;
    expect(
      (await call(server, 'POST', '/sys/sms', { body: { mobile: '13811110003', smsmode: '1' } })).status,
    ).toBe(200);
  });

  it('takes a 200 whose body says the gateway refused (SMS_HTTP_OK_PATTERN) as a failure', async () => {
    const strict = await startServer('sqlite', {
      sms: smsConfig(httpEnv(gateway.url, { SMS_HTTP_OK_PATTERN: '"Code"\\s*:\\s*"OK"' })),
    });
    try {
      gateway.state.answer = '{"Code":"isv.BUSINESS_LIMIT_CONTROL","Message":"too many"}';
      const refused = await call(strict, 'POST', '/sys/sms', {
        body: { mobile: '13811110008', smsmode: '1' },
      });
      expect(refused).toMatchObject({
        status: 500,
        body: { message: '短信发送失败：短信服务暂不可用，验证码未发送，请稍后重试' },
      });
      expect(await strict.ctx.stores.cache.get('sms:1:13811110008')).toBeNull();
      gateway.state.answer = '{"Code": "OK","BizId":"1"}';
      expect(
        (await call(strict, 'POST', '/sys/sms', { body: { mobile: '13811110008', smsmode: '1' } })).status,
      ).toBe(200);
    } finally {
      await strict.stop();
    }
  });

  it('answers a refused connection with the unavailable message', async () => {
    const closed = await startGateway();
    await closed.close();
    const offline = await startServer('sqlite', { sms: smsConfig(httpEnv(closed.url)) });
    try {
      const failed = await call(offline, 'POST', '/sys/sms', {
        body: { mobile: '13811110004', smsmode: '1' },
      });
      expect(failed).toMatchObject({
        status: 500,
        body: { message: '短信发送失败：短信服务暂不可用，验证码未发送，请稍后重试' },
      });
      expect(await offline.ctx.stores.failures.read('sms-resend:13811110004')).toBe(0);
    } finally {
      await offline.stop();
    }
  });

  it('sends a form-encoded body and a GET with the values in the query, escaped', async () => {
    const form = await startServer('sqlite', {
      sms: smsConfig(
        httpEnv(gateway.url, {
          SMS_HTTP_HEADERS: '{"content-type":"application/x-www-form-urlencoded"}',
          SMS_HTTP_BODY: 'to={{mobile}}&text=Code {{code}}&tpl={{templateId}}',
          SMS_HTTP_TEMPLATE_ID: 'a&b=c',
        }),
      ),
    });
    const get = await startServer('sqlite', {
      sms: smsConfig(
        httpEnv(gateway.url, {
          SMS_HTTP_METHOD: 'GET',
          SMS_HTTP_URL: `${gateway.url}/q?m={{mobile}}&c={{code}}`,
          SMS_HTTP_BODY: '',
        }),
      ),
    });
    try {
      expect(
        (await call(form, 'POST', '/sys/sms', { body: { mobile: '13811110005', smsmode: '1' } })).status,
      ).toBe(200);
      const posted = new URLSearchParams(gateway.received[0]!.body);
      expect(posted.get('to')).toBe('13811110005');
      expect(posted.get('text')).toMatch(/^Code \d{6}$/);
      expect(posted.get('tpl')).toBe('a&b=c');
      expect(
        (await call(get, 'POST', '/sys/sms', { body: { mobile: '13811110006', smsmode: '1' } })).status,
      ).toBe(200);
      expect(gateway.received[1]).toMatchObject({ method: 'GET', body: '' });
      expect(gateway.received[1]!.url).toMatch(/^\/q\?m=13811110006&c=\d{6}$/);
    } finally {
      await form.stop();
      await get.stop();
    }
  });
});

describe('SMS without a provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite');
  });
  afterAll(async () => server?.stop());

  it('says so: the login configuration, and the send answer in each language', async () => {
    const config = await call<{ smsDelivered: boolean }>(server, 'GET', '/sys/loginConfig');
    expect(config.body.result.smsDelivered).toBe(false);
    const sent = await call(server, 'POST', '/sys/sms', { body: { mobile: '13811110007', smsmode: '1' } });
    expect(sent).toMatchObject({
      status: 200,
      body: { message: '未配置短信服务：验证码没有发送到手机，已记录在服务器日志中，请联系管理员获取' },
    });
    await server.ctx.stores.failures.reset('sms-resend:13811110007');
    const russian = await call(server, 'POST', '/sys/sms', {
      body: { mobile: '13811110007', smsmode: '1' },
      lang: 'ru_RU',
    });
    expect(russian.body.message).toContain('SMS-сервис не настроен');
  });
});

describe('SMS provider configuration', () => {
  it('reads the HTTP provider from the environment, and refuses what cannot work', () => {
    expect(smsConfig({})).toEqual({ kind: 'log' });
    expect(smsConfig({ SMS_HTTP_URL: 'https://sms.example.com/send' })).toMatchObject({
      kind: 'http',
      method: 'POST',
      timeoutMs: 5000,
      headers: {},
    });
    expect(() => smsConfig({ SMS_PROVIDER: 'http' })).toThrow(ConfigError);
    expect(() => smsConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(() => smsConfig({ SMS_HTTP_URL: 'https://x.example', SMS_HTTP_HEADERS: '["x"]' })).toThrow(
      /SMS_HTTP_HEADERS/,
    );
    expect(() => smsConfig({ SMS_HTTP_URL: 'https://x.example', SMS_HTTP_METHOD: 'DELETE' })).toThrow(
      /SMS_HTTP_METHOD/,
    );
    expect(() =>
      smsConfig({ SMS_HTTP_URL: 'https://x.example', SMS_HTTP_METHOD: 'GET', SMS_HTTP_BODY: 'x' }),
    ).toThrow(/SMS_HTTP_BODY/);
    expect(() => smsConfig({ SMS_HTTP_URL: 'https://x.example', SMS_HTTP_OK_PATTERN: '"Code":(' })).toThrow(
      /SMS_HTTP_OK_PATTERN/,
    );
  });

  it('fills only the known placeholders, escaping each value for its place', () => {
    const message = { mobile: '13800000000', code: '012345', mode: '2' as const };
    expect(
      fillSmsTemplate('{"t":"{{templateId}}","c":"{{ code }}","x":"{{other}}"}', message, 'a"b', (v) =>
        JSON.stringify(v).slice(1, -1),
      ),
    ).toBe('{"t":"a\\"b","c":"012345","x":"{{other}}"}');
  });
});
