import type { FastifyRequest } from 'fastify';
import { translate } from '@weld/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../db/ids';

export const LOG_TYPE_LOGIN = 1;
export const LOG_TYPE_OPERATE = 2;

/** Values of the operate_type dictionary (the platform's 1–6, and 7/8 on login rows). */
export const OPERATE = {
  query: 1,
  add: 2,
  edit: 3,
  delete: 4,
  import: 5,
  export: 6,
  login: 7,
  logout: 8,
} as const;

/**
 * The operate type of a call: the kit's action names first, then the HTTP method.
 * @example operateTypeOf('PUT', '/api/sys/user/frozenBatch') // 3
 */
export function operateTypeOf(method: string, url: string): number {
  const last = url.split('?')[0].split('/').pop() ?? '';
  if (/^export/i.test(last)) return OPERATE.export;
  if (/^import/i.test(last)) return OPERATE.import;
  if (/^add/i.test(last)) return OPERATE.add;
  if (/^(edit|update)/i.test(last)) return OPERATE.edit;
  if (/^delete/i.test(last)) return OPERATE.delete;
  if (method === 'POST') return OPERATE.add;
  if (method === 'PUT' || method === 'PATCH') return OPERATE.edit;
  if (method === 'DELETE') return OPERATE.delete;
  return OPERATE.query;
}

/** A log text by locale key: stored in zh_CN, shown in the reader's language. */
export interface LogText {
  key: string;
  params?: Record<string, unknown>;
}

/** The stored columns of a log text. @example logTextColumns({ key: 'server.login.logLogin', params: { username } }) */
export function logTextColumns(text: LogText) {
  return {
    log_content: translate('zh_CN', text.key, text.params).slice(0, 1000),
    content_key: text.key,
    content_params: text.params ? JSON.stringify(text.params).slice(0, 500) : null,
  };
}

/**
 * The text of a log row in a language: from its key when it has one, else as stored.
 * @example logContentIn('en_US', row) // 'User: admin, signed in'
 */
export function logContentIn(lang: Parameters<typeof translate>[0], row: Record<string, unknown>): string {
  const stored = String(row.logContent ?? '');
  if (typeof row.contentKey !== 'string' || row.contentKey === '') return stored;
  let params: Record<string, unknown>;
  try {
    params =
      typeof row.contentParams === 'string' ? (JSON.parse(row.contentParams) as Record<string, unknown>) : {};
  } catch {
    return stored;
  }
  const text = translate(lang, row.contentKey, params);
  return text === row.contentKey ? stored : text;
}

/** What a log write needs of the app context (lib sits below it). */
interface LogContext {
  db: Kysely<Database>;
  now(): string;
}

/**
 * One login-log row for the request (sign in, a refused sign-in with its status, sign out); a failing log
 * write is logged, never fails the call.
 * @example await writeLog(ctx, request, { type: LOG_TYPE_LOGIN, operateType: OPERATE.login, text: { key: 'server.login.logLogin', params: { username } }, userId, username, startedAt })
 */
export async function writeLog(
  ctx: LogContext,
  request: FastifyRequest,
  entry: {
    type: number;
    operateType: number;
    text: LogText;
    userId: string | null;
    username: string | null;
    startedAt: number;
    status?: number;
  },
): Promise<void> {
  try {
    await ctx.db
      .insertInto('sys_log')
      .values({
        id: newId(),
        log_type: entry.type,
        ...logTextColumns(entry.text),
        userid: entry.userId,
        username: entry.username,
        ip: request.ip,
        method: request.method,
        request_url: request.url.split('?')[0].slice(0, 255),
        cost_time: Date.now() - entry.startedAt,
        create_time: ctx.now(),
        operate_type: entry.operateType,
        request_param: null,
        status_code: entry.status ?? 200,
      })
      .execute();
  } catch (err) {
    request.log.error({ err }, 'sys_log write failed');
  }
}
