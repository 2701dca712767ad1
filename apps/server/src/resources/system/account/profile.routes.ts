import type { NotificationPrefs } from '@weld/core';
import type { FastifyInstance } from 'fastify';
import { MOBILE_PATTERN, RIGHTS } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { authOf } from '../../../plugins/route-config';
import { sendSmsCode, verifySmsCode } from '../sms';
import { extensionOf, FILE_TYPES, staticKey } from '../upload';
import { findUserById, findUserByPhone, loadUserInfo } from '../user';
import { notificationPrefsOf, saveNotificationPrefs } from './notify-prefs.repo';

const EDIT = RIGHTS.accountSettings.edit;
const phone = { type: 'string', pattern: MOBILE_PATTERN.source } as const;
const prefsSchema = {
  type: 'object',
  required: ['bellNotice', 'bellSystem', 'emailCopy'],
  properties: {
    bellNotice: { type: 'boolean' },
    bellSystem: { type: 'boolean' },
    emailCopy: { type: 'boolean' },
  },
} as const;

async function signedInUser(ctx: AppContext, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError(401, 'errors.unauthorized');
  return user;
}

/** A new bound phone: a valid number other than the own one and not bound to anyone else. */
async function assertFreePhone(ctx: AppContext, userId: string, mobile: string): Promise<void> {
  const owner = await findUserByPhone(ctx.db, mobile);
  if (owner?.id === userId) throw new AppError(400, 'account.samePhone');
  if (owner) throw new AppError(409, 'sms.phoneTaken');
}

/**
 * The account settings' own calls: avatar (a stored image the user uploaded), bound phone changed with
 * an SMS code sent to the new number (mode '3'), and notification preferences.
 * @example registerProfileRoutes(api, ctx)
 */
export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put<{ Body: { avatar: string } }>(
    '/sys/user/avatar',
    {
      config: { permission: EDIT },
      schema: {
        tags: ['user'],
        summary:
          'Set the own avatar to an image the caller uploaded (its stored path); an empty text removes it',
        body: {
          type: 'object',
          required: ['avatar'],
          properties: { avatar: { type: 'string', maxLength: 500 } },
        },
      },
    },
    async (request) => {
      const { session } = authOf(request);
      const avatar = request.body.avatar.trim();
      if (avatar !== '') {
        const key = staticKey(avatar);
        const image = key !== null && FILE_TYPES[extensionOf(key)]?.image === true;
        const uploaded =
          image &&
          (await ctx.db
            .selectFrom('oss_file')
            .select('id')
            .where('url', '=', avatar)
            .where('create_by', '=', session.username)
            .executeTakeFirst());
        if (!uploaded) throw new AppError(400, 'account.badAvatar');
      }
      await ctx.db
        .updateTable('sys_user')
        .set({ avatar: avatar || null, update_by: session.username, update_time: ctx.now() })
        .where('id', '=', session.userId)
        .execute();
      return ok(
        request,
        { userInfo: await loadUserInfo(ctx.db, await signedInUser(ctx, session.userId)) },
        'account.avatarSaved',
      );
    },
  );

  app.post<{ Body: { mobile: string } }>(
    '/sys/user/phoneCode',
    {
      config: { permission: EDIT },
      schema: {
        tags: ['user'],
        summary: 'Send an SMS code to the new phone number to bind (rate-limited)',
        body: { type: 'object', required: ['mobile'], properties: { mobile: phone } },
      },
    },
    async (request) => {
      await assertFreePhone(ctx, authOf(request).session.userId, request.body.mobile);
      return ok(request, null, await sendSmsCode(ctx, request, request.body.mobile, '3'));
    },
  );

  app.put<{ Body: { phone: string; smscode: string } }>(
    '/sys/user/changePhone',
    {
      config: { permission: EDIT },
      schema: {
        tags: ['user'],
        summary: 'Bind a new phone with the SMS code sent to it',
        body: {
          type: 'object',
          required: ['phone', 'smscode'],
          properties: { phone, smscode: { type: 'string', minLength: 4, maxLength: 8 } },
        },
      },
    },
    async (request) => {
      const { session } = authOf(request);
      const { phone: mobile, smscode } = request.body;
      await assertFreePhone(ctx, session.userId, mobile);
      await verifySmsCode(ctx, request, mobile, '3', smscode, true);
      await ctx.db
        .updateTable('sys_user')
        .set({ phone: mobile, update_by: session.username, update_time: ctx.now() })
        .where('id', '=', session.userId)
        .execute();
      return ok(
        request,
        { userInfo: await loadUserInfo(ctx.db, await signedInUser(ctx, session.userId)) },
        'account.phoneChanged',
      );
    },
  );

  app.get(
    '/sys/user/notificationPrefs',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['user'], summary: 'The own notification preferences (defaults when never saved)' },
    },
    async (request) => ok(request, await notificationPrefsOf(ctx.db, authOf(request).session.userId)),
  );

  app.put<{ Body: NotificationPrefs }>(
    '/sys/user/notificationPrefs',
    {
      config: { permission: EDIT },
      schema: { tags: ['user'], summary: 'Save the own notification preferences', body: prefsSchema },
    },
    async (request) => {
      const { session } = authOf(request);
      const prefs = request.body;
      if (prefs.emailCopy && !(await signedInUser(ctx, session.userId)).email)
        throw new AppError(400, 'account.emailCopyNeedsEmail');
      await saveNotificationPrefs(ctx.db, ctx.dialect, session.userId, prefs, ctx.now());
      return ok(request, await notificationPrefsOf(ctx.db, session.userId), 'account.prefsSaved');
    },
  );
}
