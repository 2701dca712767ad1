import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../test/databases';
import { ADMIN_PASSWORD, createUser, startServer } from '../test/server';
import type { TestServer } from '../test/server';
import { call, login } from '../test/client';
import { openSocket } from '../test/ws-client';
import type { OpenSocket } from '../test/ws-client';
import { startInstancePair } from '../test/instance-pair';
import type { InstancePair } from '../test/instance-pair';
import { USER_ROLE_ID } from '../db/seed-ids';
import type { SmsMessage } from './sms-sender';
import { CLOSE_SESSION_ENDED } from '../plugins/user-sockets';

const PASSWORD = 'S0cket!pass';
const NEW_PASSWORD = 'N3w!socket-pass';
const redisUrls = process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [];

interface Person {
  id: string;
  username: string;
}

/** A signed-in session with its notice bell and a live-grid socket open, as the web app keeps them. */
interface LiveSession {
  token: string;
  bell: OpenSocket;
  grid: OpenSocket;
}

async function signIn(server: TestServer, person: Person): Promise<LiveSession> {
  const token = await login(server, person.username, PASSWORD);
  const bell = await openSocket(server.api, `/websocket/${person.id}`, token);
  const grid = await openSocket(server.api, `/vxeSocket/${person.id}/page1`, token);
  return { token, bell, grid };
}

/** The code of a socket's close, or 'open' when it is still open after a while. */
const closeOf = (socket: OpenSocket, waitMs = 3000) =>
  Promise.race([socket.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), waitMs))]);

/** Releases a notice to one user as an admin would; answers its id. */
async function notify(server: TestServer, admin: string, username: string, title: string): Promise<string> {
  const added = await call<{ id: string }>(server, 'POST', '/sys/annountCement/add', {
    token: admin,
    body: { titile: title, msgCategory: '1', priority: 'M', msgType: 'USER', userIds: username },
  });
  expect(added.status, added.body.message).toBe(200);
  expect(
    (
      await call(server, 'GET', `/sys/annountCement/doReleaseData?id=${added.body.result.id}`, {
        token: admin,
      })
    ).status,
  ).toBe(200);
  return added.body.result.id;
}

describe.each(dialects)('ending sessions closes their sockets on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const inbox: SmsMessage[] = [];

  beforeAll(async () => {
    server = await startServer(
      dialect,
      { smsPerMinute: 10_000 },
      { sms: { send: async (message) => void inbox.push(message) } },
    );
    admin = await login(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => server?.stop());

  const person = async (phone?: string): Promise<Person> => {
    const username = `s${randomBytes(5).toString('hex')}`;
    const id = await createUser(server, {
      username,
      password: PASSWORD,
      roleIds: [USER_ROLE_ID],
      tenantIds: [1],
    });
    if (phone) await server.ctx.db.updateTable('sys_user').set({ phone }).where('id', '=', id).execute();
    return { id, username };
  };

  it('logout closes the sockets of that session and no notice reaches them; the same user’s other session keeps its own', async () => {
    const someone = await person();
    const ending = await signIn(server, someone);
    const staying = await signIn(server, someone);
    const out = await call(server, 'POST', '/sys/logout', { token: ending.token });
    expect(out.status, out.body.message).toBe(200);
    expect(await closeOf(ending.bell)).toBe(CLOSE_SESSION_ENDED);
    expect(await closeOf(ending.grid)).toBe(CLOSE_SESSION_ENDED);
    const msgId = await notify(server, admin, someone.username, '退出后的通知');
    expect(await staying.bell.next()).toEqual({ cmd: 'user', msgId, msgTxt: '退出后的通知' });
    expect(ending.bell.frames).toEqual([]);
    expect(await closeOf(staying.grid, 200)).toBe('open');
    expect((await call(server, 'GET', '/sys/user/current', { token: staying.token })).status).toBe(200);
    staying.bell.ws.close();
    staying.grid.ws.close();
  });

  it('freezing a user closes every socket of theirs; a notice released afterwards reaches none', async () => {
    const someone = await person();
    const sessions = [await signIn(server, someone), await signIn(server, someone)];
    const frozen = await call(server, 'PUT', '/sys/user/frozenBatch', {
      token: admin,
      body: { ids: someone.id, status: 2 },
    });
    expect(frozen.status, frozen.body.message).toBe(200);
    for (const s of sessions) {
      expect(await closeOf(s.bell)).toBe(CLOSE_SESSION_ENDED);
      expect(await closeOf(s.grid)).toBe(CLOSE_SESSION_ENDED);
      expect((await call(server, 'GET', '/sys/user/current', { token: s.token })).status).toBe(401);
    }
    await notify(server, admin, someone.username, '冻结后的通知');
    for (const s of sessions) expect(s.bell.frames).toEqual([]);
  });

  it('an admin’s password reset closes every socket of the user', async () => {
    const someone = await person();
    const session = await signIn(server, someone);
    const reset = await call(server, 'PUT', '/sys/user/changePassword', {
      token: admin,
      body: { username: someone.username, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD },
    });
    expect(reset.status, reset.body.message).toBe(200);
    expect(await closeOf(session.bell)).toBe(CLOSE_SESSION_ENDED);
    expect(await closeOf(session.grid)).toBe(CLOSE_SESSION_ENDED);
  });

  it('a password set in the user form closes every socket of the user', async () => {
    const someone = await person();
    const session = await signIn(server, someone);
    const edit = await call(server, 'PUT', '/sys/user/edit', {
      token: admin,
      body: {
        id: someone.id,
        username: someone.username,
        realname: someone.username,
        password: NEW_PASSWORD,
      },
    });
    expect(edit.status, edit.body.message).toBe(200);
    expect(await closeOf(session.bell)).toBe(CLOSE_SESSION_ENDED);
    expect((await call(server, 'GET', '/sys/user/current', { token: session.token })).status).toBe(401);
  });

  it('a forgotten password set through the phone closes every socket of the user', async () => {
    const phone = `135${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    const someone = await person(phone);
    const session = await signIn(server, someone);
    expect((await call(server, 'POST', '/sys/sms', { body: { mobile: phone, smsmode: '2' } })).status).toBe(
      200,
    );
    const smscode = inbox.filter((m) => m.mobile === phone).pop()?.code ?? '';
    const changed = await call(server, 'POST', '/sys/user/passwordChange', {
      body: { username: someone.username, password: NEW_PASSWORD, smscode, phone },
    });
    expect(changed.status, changed.body.message).toBe(200);
    expect(await closeOf(session.bell)).toBe(CLOSE_SESSION_ENDED);
    expect(await closeOf(session.grid)).toBe(CLOSE_SESSION_ENDED);
  });

  it('changing one’s own password ends the other sessions and their sockets; the session that changed it stays', async () => {
    const someone = await person();
    const changing = await signIn(server, someone);
    const elsewhere = await signIn(server, someone);
    const body = {
      username: someone.username,
      oldpassword: PASSWORD,
      password: NEW_PASSWORD,
      confirmpassword: NEW_PASSWORD,
    };
    const changed = await call(server, 'POST', '/sys/user/updatePassword', { token: changing.token, body });
    expect(changed.status, changed.body.message).toBe(200);
    expect(await closeOf(elsewhere.bell)).toBe(CLOSE_SESSION_ENDED);
    expect(await closeOf(elsewhere.grid)).toBe(CLOSE_SESSION_ENDED);
    expect((await call(server, 'GET', '/sys/user/current', { token: elsewhere.token })).status).toBe(401);
    expect((await call(server, 'GET', '/sys/user/current', { token: changing.token })).status).toBe(200);
    const msgId = await notify(server, admin, someone.username, '改密后的通知');
    expect(await changing.bell.next()).toEqual({ cmd: 'user', msgId, msgTxt: '改密后的通知' });
    changing.bell.ws.close();
    changing.grid.ws.close();
  });
});

describe.each(redisUrls)(
  'ending sessions closes their sockets across instances sharing Redis (%s)',
  (redisUrl) => {
    let pair: InstancePair;
    let admin: string;

    beforeAll(async () => {
      pair = await startInstancePair(redisUrl);
      admin = await login(pair.a, 'admin', ADMIN_PASSWORD);
    });
    afterAll(async () => pair?.stop());

    const person = async (): Promise<Person> => {
      const username = `r${randomBytes(5).toString('hex')}`;
      return {
        id: await createUser(pair.a, {
          username,
          password: PASSWORD,
          roleIds: [USER_ROLE_ID],
          tenantIds: [1],
        }),
        username,
      };
    };

    it('logout on A closes the session’s sockets held by B, and no notice reaches them', async () => {
      const someone = await person();
      const session = await signIn(pair.b, someone);
      expect((await call(pair.a, 'POST', '/sys/logout', { token: session.token })).status).toBe(200);
      expect(await closeOf(session.bell)).toBe(CLOSE_SESSION_ENDED);
      expect(await closeOf(session.grid)).toBe(CLOSE_SESSION_ENDED);
      await notify(pair.a, admin, someone.username, '跨实例退出后的通知');
      expect(session.bell.frames).toEqual([]);
    });

    it('freezing on A closes the user’s sockets on both instances', async () => {
      const someone = await person();
      const onA = await signIn(pair.a, someone);
      const onB = await signIn(pair.b, someone);
      expect(
        (
          await call(pair.a, 'PUT', '/sys/user/frozenBatch', {
            token: admin,
            body: { ids: someone.id, status: 2 },
          })
        ).status,
      ).toBe(200);
      for (const s of [onA, onB]) {
        expect(await closeOf(s.bell)).toBe(CLOSE_SESSION_ENDED);
        expect(await closeOf(s.grid)).toBe(CLOSE_SESSION_ENDED);
      }
    });

    it('a password reset on B closes the user’s sockets held by A', async () => {
      const someone = await person();
      const session = await signIn(pair.a, someone);
      const reset = await call(pair.b, 'PUT', '/sys/user/changePassword', {
        token: admin,
        body: { username: someone.username, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD },
      });
      expect(reset.status, reset.body.message).toBe(200);
      expect(await closeOf(session.bell)).toBe(CLOSE_SESSION_ENDED);
      expect(await closeOf(session.grid)).toBe(CLOSE_SESSION_ENDED);
    });
  },
);
