import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startServer } from '../../../test/server';
import { call } from '../../../test/client';
import type { Answer } from '../../../test/client';
import { flushPrefix } from '../../../test/redis';
import { startInstancePair } from '../../../test/instance-pair';
import type { InstancePair } from '../../../test/instance-pair';
import { USER_ROLE_ID } from '../../../db/seed-ids';
import type { Config } from '../../../config';
import type { SmsMessage } from '../../../lib/sms-sender';

const redisUrl = process.env.TEST_REDIS_URL;
const storeKinds: ('memory' | 'redis')[] = ['memory', ...(redisUrl ? (['redis'] as const) : [])];
const NEW_PASSWORD = 'N3w!guess-pass';

/** A code-checking route: the SMS mode its code is sent in and the body that offers a code for a number. */
interface CheckRoute {
  name: string;
  method: 'POST';
  path: string;
  mode: '0' | '1' | '2';
  body: (mobile: string, code: string, username: string) => Record<string, string>;
}

const ROUTES: CheckRoute[] = [
  {
    name: 'phone verification',
    method: 'POST',
    path: '/sys/user/phoneVerification',
    mode: '2',
    body: (phone, smscode) => ({ phone, smscode }),
  },
  {
    name: 'password change',
    method: 'POST',
    path: '/sys/user/passwordChange',
    mode: '2',
    body: (phone, smscode, username) => ({ username, password: NEW_PASSWORD, smscode, phone }),
  },
  {
    name: 'phone login',
    method: 'POST',
    path: '/sys/phoneLogin',
    mode: '0',
    body: (mobile, captcha) => ({ mobile, captcha }),
  },
  {
    name: 'registration',
    method: 'POST',
    path: '/sys/user/register',
    mode: '1',
    body: (phone, smscode, username) => ({ username, password: NEW_PASSWORD, phone, smscode }),
  },
];

/** `n` different six-digit codes, none of them `right`. */
function wrongCodes(right: string, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < n; i++) {
    const code = String((Number(right) + 1 + i * 7919) % 1_000_000).padStart(6, '0');
    if (code !== right) out.push(code);
  }
  return out;
}

let phones = 0;
/** a fresh mobile number per case: codes may be sent to a number only once a minute */
const nextPhone = () =>
  `136${String(Date.now() % 100_000).padStart(5, '0')}${String(phones++ % 1000).padStart(3, '0')}`;

/** A server whose SMS codes land in `inbox`, on the memory stores or on Redis under a prefix of its own. */
async function smsServer(kind: 'memory' | 'redis', overrides: Partial<Config> = {}) {
  const inbox: SmsMessage[] = [];
  const redisPrefix = `weldtest:${randomBytes(4).toString('hex')}:`;
  const server = await startServer(
    'sqlite',
    {
      smsPerMinute: 10_000,
      ...(kind === 'redis' ? { redisUrl: redisUrl as string, redisPrefix } : {}),
      ...overrides,
    },
    {
      sms: { send: async (message) => void inbox.push(message) },
    },
  );
  expect(server.ctx.stores.kind).toBe(kind);
  return {
    server,
    /** sends a code for the route's mode and answers it as the phone shows it */
    async codeFor(route: CheckRoute, mobile: string): Promise<string> {
      const sent = await call(server, 'POST', '/sys/sms', { body: { mobile, smsmode: route.mode } });
      expect(sent.status, sent.body.message).toBe(200);
      const message = inbox.filter((m) => m.mobile === mobile && m.mode === route.mode).pop();
      return message?.code ?? '';
    },
    /** a user to check codes for (registration needs a number no one has, and a free name) */
    async accountFor(route: CheckRoute): Promise<{ mobile: string; username: string }> {
      const mobile = nextPhone();
      const username = `g${randomBytes(5).toString('hex')}`;
      if (route.mode !== '1') {
        const id = await createUser(server, {
          username,
          password: 'Old!guess-pass1',
          roleIds: [USER_ROLE_ID],
          tenantIds: [1],
        });
        await server.ctx.db.updateTable('sys_user').set({ phone: mobile }).where('id', '=', id).execute();
      }
      return { mobile, username };
    },
    stop: async () => {
      await server.stop();
      if (kind === 'redis') await flushPrefix(redisUrl as string, redisPrefix);
    },
  };
}

const offer = (
  server: { api: string },
  route: CheckRoute,
  mobile: string,
  code: string,
  username: string,
  from?: string,
): Promise<Answer> =>
  call(server, route.method, route.path, {
    body: route.body(mobile, code, username),
    headers: from ? { 'X-Forwarded-For': from } : {},
  });

describe.each(storeKinds)('guessing SMS codes in parallel with %s stores', (kind) => {
  let sms: Awaited<ReturnType<typeof smsServer>>;

  beforeAll(async () => {
    sms = await smsServer(kind);
  });
  afterAll(async () => sms?.stop());

  it.each(ROUTES)('$name: after 200 parallel wrong guesses the right code is refused', async (route) => {
    const { mobile, username } = await sms.accountFor(route);
    const code = await sms.codeFor(route, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const answers = await Promise.all(
      wrongCodes(code, 200).map((guess) => offer(sms.server, route, mobile, guess, username)),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 412)).toEqual([]);
    const right = await offer(sms.server, route, mobile, code, username);
    expect(right.status, right.body.message).toBe(412);
  });

  it('four wrong answers leave the code alive: both steps of the forgotten-password flow pass with it, once', async () => {
    const [verify, change] = ROUTES;
    const { mobile, username } = await sms.accountFor(verify);
    const code = await sms.codeFor(verify, mobile);
    for (const guess of wrongCodes(code, 4))
      expect((await offer(sms.server, verify, mobile, guess, username)).status).toBe(412);
    const verified = await offer(sms.server, verify, mobile, code, username);
    expect(verified.status, verified.body.message).toBe(200);
    expect((await offer(sms.server, change, mobile, code, username)).status).toBe(200);
    expect((await offer(sms.server, change, mobile, code, username)).status).toBe(412);
  });

  it('a code used by two parallel logins signs in once', async () => {
    const route = ROUTES[2];
    const { mobile, username } = await sms.accountFor(route);
    const code = await sms.codeFor(route, mobile);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => offer(sms.server, route, mobile, code, username)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412, 412, 412]);
  });
});

describe.each(storeKinds)('rate limits of the code-checking routes with %s stores', (kind) => {
  const perAddress = 20;
  const perNumber = 8;
  let sms: Awaited<ReturnType<typeof smsServer>>;

  beforeAll(async () => {
    // addresses come from X-Forwarded-For (one trusted proxy), so each guess can come from elsewhere
    sms = await smsServer(kind, {
      smsChecksPerMinute: perAddress,
      smsChecksPerNumberPerMinute: perNumber,
      trustProxyHops: 1,
    });
  });
  afterAll(async () => sms?.stop());

  let hosts = 0;
  const nextAddress = () =>
    `10.${kind === 'redis' ? 1 : 2}.${Math.floor(hosts / 250)}.${(hosts++ % 250) + 1}`;

  it.each(ROUTES)(
    '$name: one number is checked only so often a minute, from however many addresses',
    async (route) => {
      const { mobile, username } = await sms.accountFor(route);
      const code = await sms.codeFor(route, mobile);
      const answers = await Promise.all(
        wrongCodes(code, 30).map((guess) => offer(sms.server, route, mobile, guess, username, nextAddress())),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 412)).toHaveLength(perNumber);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30 - perNumber);
      expect(answers.find((a) => a.status === 429)?.body).toMatchObject({
        success: false,
        code: 429,
        message: '请求过于频繁，请稍后再试',
      });
    },
  );

  it('one address checks at most its share of codes a minute over every number and route', async () => {
    const address = nextAddress();
    const answers: number[] = [];
    for (let i = 0; i < perAddress + 4; i++) {
      const route = ROUTES[i % ROUTES.length];
      const { mobile, username } = await sms.accountFor(route);
      answers.push((await offer(sms.server, route, mobile, '000000', username, address)).status);
    }
    expect(answers.slice(0, perAddress).every((s) => s === 412 || s === 400)).toBe(true);
    expect(answers.slice(perAddress)).toEqual([429, 429, 429, 429]);
    // another address is not held back
    const route = ROUTES[0];
    const { mobile, username } = await sms.accountFor(route);
    expect((await offer(sms.server, route, mobile, '000000', username, nextAddress())).status).toBe(412);
  });
});

describe.each(redisUrl ? [redisUrl] : [])(
  'guessing SMS codes across two instances sharing Redis (%s)',
  (url) => {
    let pair: InstancePair;

    beforeAll(async () => {
      pair = await startInstancePair(url);
    });
    afterAll(async () => pair?.stop());

    it('200 wrong guesses spread over both instances kill the code on both', async () => {
      const { a, b } = pair;
      const mobile = nextPhone();
      const id = await createUser(a, {
        username: 'pairguess',
        password: 'Old!guess-pass1',
        roleIds: [USER_ROLE_ID],
        tenantIds: [1],
      });
      await a.ctx.db.updateTable('sys_user').set({ phone: mobile }).where('id', '=', id).execute();
      expect((await call(a, 'POST', '/sys/sms', { body: { mobile, smsmode: '2' } })).status).toBe(200);
      // the log provider's code, read where both instances keep it
      const code = (await b.ctx.stores.cache.get<{ code: string }>(`sms:2:${mobile}`))?.code ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const route = ROUTES[0];
      const answers = await Promise.all(
        wrongCodes(code, 200).map((guess, i) => offer(i % 2 ? a : b, route, mobile, guess, 'pairguess')),
      );
      expect(answers.map((x) => x.status).filter((s) => s !== 412)).toEqual([]);
      expect((await offer(a, route, mobile, code, 'pairguess')).status).toBe(412);
      expect((await offer(b, route, mobile, code, 'pairguess')).status).toBe(412);
    });
  },
);
