import type { FastifyRequest } from 'fastify';
import type { LoginRequest, LoginResult, UserInfoResult } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { hashPassword, verifyPassword } from '../../../lib/password';
import { limitPerMinute } from '../../../lib/rate-limit';
import { LOG_TYPE_LOGIN, OPERATE, writeLog } from '../../../lib/sys-log';
import { findUserById, findUserByName, loadUserInfo, toUserInfo, userDeparts, userTenants } from '../user';
import type { UserRow } from '../user';
import { allDictItems } from '../../../kit/dictionaries';
import { checkCaptcha } from './captcha';

/** Compared against when the user is unknown, so both failures take the same time. */
const decoy = hashPassword('decoy-Password-1!');

const failureKey = (username: string) => `login-fail:${username.toLowerCase()}`;

/**
 * Password login: captcha (when on), lockout after too many wrong passwords, frozen users refused,
 * then a new session and everything the shell needs at once.
 */
export async function login(
  ctx: AppContext,
  request: FastifyRequest,
  body: LoginRequest,
): Promise<LoginResult> {
  const startedAt = Date.now();
  const { config, stores } = ctx;
  await limitPerMinute(stores.failures, `login:${request.ip}`, config.loginPerMinute);
  if (config.loginCaptcha) await checkCaptcha(ctx, body.checkKey, body.captcha);

  const user = await checkPassword(ctx, body).catch(async (err: unknown) => {
    // a refused sign-in (wrong password, locked, frozen) is in the login log with its status
    if (err instanceof AppError) {
      await writeLog(ctx, request, {
        type: LOG_TYPE_LOGIN,
        operateType: OPERATE.login,
        text: { key: 'server.sysLog.loginFailed', params: { username: body.username.slice(0, 100) } },
        userId: null,
        username: body.username.slice(0, 100),
        startedAt,
        status: err.status,
      });
    }
    throw err;
  });
  return startSession(ctx, request, user, startedAt);
}

/** The user whose password this is, not locked out and not frozen; an AppError otherwise. */
async function checkPassword(ctx: AppContext, body: LoginRequest): Promise<UserRow> {
  const { config, stores } = ctx;
  const lockKey = failureKey(body.username);
  const lockedParams = { minutes: config.lockMinutes };
  if ((await stores.failures.read(lockKey)) > config.maxLoginFailures)
    throw new AppError(429, 'login.locked', lockedParams);

  const user = await findUserByName(ctx.db, body.username);
  const valid = user
    ? await verifyPassword(body.password, user)
    : (await verifyPassword(body.password, await decoy)) && false;
  if (!user || !valid) {
    const failures = await stores.failures.increment(lockKey, config.lockMinutes * 60_000);
    if (failures > config.maxLoginFailures) throw new AppError(429, 'login.locked', lockedParams);
    throw new AppError(400, 'login.badCredentials');
  }
  if (Number(user.status) !== 1) throw new AppError(403, 'login.frozen');
  await stores.failures.reset(lockKey);
  return user;
}

/** A new session for a checked user, the sys_log row, and everything the shell needs at once. */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow,
  startedAt: number,
): Promise<LoginResult> {
  if (Number(user.status) !== 1) throw new AppError(403, 'login.frozen');
  const token = await ctx.stores.tokens.create({
    userId: user.id,
    username: user.username,
    loginAt: startedAt,
    ip: request.ip,
  });
  const [departs, tenants, sysAllDictItems] = await Promise.all([
    userDeparts(ctx.db, user.id),
    userTenants(ctx.db, user.id),
    allDictItems(ctx, request.lang),
  ]);
  await writeLog(ctx, request, {
    type: LOG_TYPE_LOGIN,
    operateType: OPERATE.login,
    text: { key: 'server.login.logLogin', params: { username: user.username } },
    userId: user.id,
    username: user.username,
    startedAt,
  });
  return {
    token,
    userInfo: toUserInfo(user, tenants),
    departs,
    multi_depart: departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2,
    tenantList: tenants,
    sysAllDictItems,
  };
}

/**
 * The signed-in user as login answered them, with every dictionary: the original's Vue3 client asks for it
 * right after login (GET /sys/user/getUserInfo) and stays on the login page without it.
 */
export async function signedInUserInfo(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
): Promise<UserInfoResult> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError(401, 'errors.unauthorized');
  const [userInfo, sysAllDictItems] = await Promise.all([
    loadUserInfo(ctx.db, user),
    allDictItems(ctx, request.lang),
  ]);
  return { userInfo, sysAllDictItems };
}
