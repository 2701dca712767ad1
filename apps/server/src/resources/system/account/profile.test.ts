import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@weld/core';
import { USER_ROLE_ID } from '../../../db/seed-ids';
import { dialects } from '../../../test/databases';
import { createUser, startServer } from '../../../test/server';
import type { TestServer } from '../../../test/server';
import { call, login } from '../../../test/client';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n');
const PASSWORD = 'Pr0file#2026';

describe.each(dialects)(
  'account settings: avatar, bound phone, notification preferences on %s',
  (dialect) => {
    let server: TestServer;
    let root: string;
    let token: string;
    let other: string;
    let userId: string;

    beforeAll(async () => {
      root = mkdtempSync(join(tmpdir(), 'weld-profile-'));
      server = await startServer(dialect, { uploadDir: root });
      userId = await createUser(server, {
        username: 'anna',
        password: PASSWORD,
        roleIds: [USER_ROLE_ID],
        tenantIds: [1],
      });
      await createUser(server, {
        username: 'boris',
        password: PASSWORD,
        roleIds: [USER_ROLE_ID],
        tenantIds: [1],
      });
      await server.ctx.db
        .updateTable('sys_user')
        .set({ phone: '13900000002' })
        .where('username', '=', 'boris')
        .execute();
      token = await login(server, 'anna', PASSWORD);
      other = await login(server, 'boris', PASSWORD);
    });
    afterAll(async () => {
      await server?.stop();
      rmSync(root, { recursive: true, force: true });
    });

    async function upload(content: Buffer, name: string, as = token): Promise<string> {
      const form = new FormData();
      form.append('biz', 'avatar');
      form.append('file', new Blob([new Uint8Array(content)]), name);
      const response = await fetch(`${server.api}/sys/common/upload`, {
        method: 'POST',
        headers: { 'X-Access-Token': as },
        body: form,
      });
      return ((await response.json()) as { message: string }).message;
    }
    const avatarOf = async () =>
      (
        await server.ctx.db
          .selectFrom('sys_user')
          .select('avatar')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).avatar;

    it('saves an uploaded image as the avatar and answers the profile', async () => {
      const path = await upload(PNG, 'me.png');
      const saved = await call<{ userInfo: UserInfo }>(server, 'PUT', '/sys/user/avatar', {
        token,
        body: { avatar: path },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe('头像已更新');
      expect(saved.body.result.userInfo.avatar).toBe(path);
      expect(await avatarOf()).toBe(path);
      const current = await call<{ userInfo: UserInfo }>(server, 'GET', '/sys/user/current', { token });
      expect(current.body.result.userInfo.avatar).toBe(path);
    });

    it('refuses as avatar a file that is no image, not stored, or uploaded by someone else', async () => {
      const before = await avatarOf();
      const pdf = await upload(PDF, 'doc.pdf');
      const theirs = await upload(PNG, 'boris.png', other);
      for (const avatar of [
        pdf,
        theirs,
        'avatar/never_0123456789abcdef0123456789abcdef.png',
        '../../etc/passwd.png',
        'https://evil.example/a.png',
      ]) {
        const answer = await call(server, 'PUT', '/sys/user/avatar', {
          token,
          body: { avatar },
          lang: 'en_US',
        });
        expect(answer.status, avatar).toBe(400);
        expect(answer.body.message).toBe('The avatar must be an image you uploaded');
      }
      expect(await avatarOf()).toBe(before);
      const cleared = await call(server, 'PUT', '/sys/user/avatar', { token, body: { avatar: '' } });
      expect(cleared.status).toBe(200);
      expect(await avatarOf()).toBeNull();
    });

    it('binds a new phone only with the SMS code sent to it', async () => {
      const taken = await call(server, 'POST', '/sys/user/phoneCode', {
        token,
        body: { mobile: '13900000002' },
      });
      expect(taken.status).toBe(409);
      const badNumber = await call(server, 'POST', '/sys/user/phoneCode', { token, body: { mobile: '123' } });
      expect(badNumber.status).toBe(400);
      const sent = await call(server, 'POST', '/sys/user/phoneCode', {
        token,
        body: { mobile: '13900000003' },
      });
      expect(sent.status).toBe(200);
      const code = (await server.ctx.stores.cache.get<{ code: string }>('sms:3:13900000003'))?.code ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const wrong = await call(server, 'PUT', '/sys/user/changePhone', {
        token,
        body: { phone: '13900000003', smscode: code === '000000' ? '111111' : '000000' },
      });
      expect(wrong.status).toBe(412);
      const other = await call(server, 'PUT', '/sys/user/changePhone', {
        token,
        body: { phone: '13900000004', smscode: code },
      });
      expect(other.status).toBe(412);
      const right = await call<{ userInfo: UserInfo }>(server, 'PUT', '/sys/user/changePhone', {
        token,
        body: { phone: '13900000003', smscode: code },
      });
      expect(right.status).toBe(200);
      expect(right.body.result.userInfo.phone).toBe('13900000003');
      const again = await call(server, 'PUT', '/sys/user/changePhone', {
        token,
        body: { phone: '13900000003', smscode: code },
      });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('新手机号与当前绑定的手机号相同');
    });

    it('reads the defaults, saves preferences and reads them back; bad input changes nothing', async () => {
      const first = await call(server, 'GET', '/sys/user/notificationPrefs', { token });
      expect(first.body.result).toEqual({ bellNotice: true, bellSystem: true, emailCopy: false });
      const saved = await call(server, 'PUT', '/sys/user/notificationPrefs', {
        token,
        body: { bellNotice: true, bellSystem: false, emailCopy: false },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.result).toEqual({ bellNotice: true, bellSystem: false, emailCopy: false });
      expect((await call(server, 'GET', '/sys/user/notificationPrefs', { token })).body.result).toEqual({
        bellNotice: true,
        bellSystem: false,
        emailCopy: false,
      });
      for (const body of [
        { bellNotice: true, bellSystem: 'no', emailCopy: false },
        { bellNotice: true, emailCopy: false },
      ]) {
        expect((await call(server, 'PUT', '/sys/user/notificationPrefs', { token, body })).status).toBe(400);
      }
      const noMail = await call(server, 'PUT', '/sys/user/notificationPrefs', {
        token,
        body: { bellNotice: false, bellSystem: false, emailCopy: true },
      });
      expect(noMail.status).toBe(400);
      expect(noMail.body.message).toBe('接收邮件副本前请先绑定邮箱');
      expect((await call(server, 'GET', '/sys/user/notificationPrefs', { token })).body.result).toEqual({
        bellNotice: true,
        bellSystem: false,
        emailCopy: false,
      });
      await server.ctx.db
        .updateTable('sys_user')
        .set({ email: 'anna@weld.example.com' })
        .where('id', '=', userId)
        .execute();
      const withMail = await call(server, 'PUT', '/sys/user/notificationPrefs', {
        token,
        body: { bellNotice: false, bellSystem: true, emailCopy: true },
      });
      expect(withMail.status).toBe(200);
      expect((await call(server, 'GET', '/sys/user/notificationPrefs', { token })).body.result).toEqual({
        bellNotice: false,
        bellSystem: true,
        emailCopy: true,
      });
      // another user's preferences are their own
      expect(
        (await call(server, 'GET', '/sys/user/notificationPrefs', { token: other })).body.result,
      ).toEqual({ bellNotice: true, bellSystem: true, emailCopy: false });
    });

    it('saves parallel first saves of the preferences (a double click) without a fault', async () => {
      const lonely = await createUser(server, {
        username: 'clara',
        password: PASSWORD,
        roleIds: [USER_ROLE_ID],
        tenantIds: [1],
      });
      const clara = await login(server, 'clara', PASSWORD);
      const bodies = Array.from({ length: 8 }, (_, i) => ({
        bellNotice: i % 2 === 0,
        bellSystem: false,
        emailCopy: false,
      }));
      const saves = await Promise.all(
        bodies.map((body) => call(server, 'PUT', '/sys/user/notificationPrefs', { token: clara, body })),
      );
      expect(saves.map((s) => s.status)).toEqual(bodies.map(() => 200));
      const rows = await server.ctx.db
        .selectFrom('sys_user_notify_pref')
        .select('user_id')
        .where('user_id', '=', lonely)
        .execute();
      expect(rows).toHaveLength(1);
      expect(bodies).toContainEqual(
        (await call(server, 'GET', '/sys/user/notificationPrefs', { token: clara })).body.result,
      );
    });

    it('needs a signed-in caller', async () => {
      expect((await call(server, 'GET', '/sys/user/notificationPrefs')).status).toBe(401);
      expect((await call(server, 'PUT', '/sys/user/avatar', { body: { avatar: '' } })).status).toBe(401);
    });
  },
);
