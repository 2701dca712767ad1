import type { Locale } from '@weld/core';
import { AppError } from '../lib/errors';
import type { LogText } from '../lib/sys-log';
import type { Session } from '../stores';
import type { Principal } from './principals';

/**
 * What a route tells the operation log about a call beyond its right and parameters: the text of its row (a locale
 * key, e.g. the table a design change concerns) and a detail appended to the logged parameters (a sync's DDL).
 */
export interface OperationNote {
  text: LogText;
  detail?: string;
}

/** The signed-in caller of a request, set by the access hook. */
export interface RequestAuth {
  token: string;
  session: Session;
  principal: Principal;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call: anyone, or any signed-in user; otherwise `permission` names the right needed */
    access?: 'public' | 'signedIn';
    permission?: string;
    /** X-Sign and X-TIMESTAMP required */
    signed?: boolean;
    /** callable while the user still has to change a generated password */
    beforePasswordChange?: boolean;
    /** a write that is bookkeeping, not an operation (a page-visit count): kept out of the operation log */
    noOperationLog?: boolean;
  }
  interface FastifyRequest {
    lang: Locale;
    auth: RequestAuth | null;
    /** set by a route for its operation-log row (plugins/operation-log.ts) */
    operationNote: OperationNote | null;
  }
}

/** Signed-in caller or a thrown 401; routes behind the access hook always have one. */
export function authOf(request: { auth: RequestAuth | null }): RequestAuth {
  if (!request.auth) throw new Error('route reached without a signed-in caller');
  return request.auth;
}

/**
 * Whether the signed-in caller holds a right; admins hold every right.
 * @example if (holdsRight(request, 'system:user:list')) record.phone = row.phone
 */
export function holdsRight(request: { auth: RequestAuth | null }, code: string): boolean {
  const { principal } = authOf(request);
  return principal.isAdmin || principal.codes.has(code);
}

/**
 * For a route several screens need, each under its own right: 403 unless the caller holds one of them.
 * @example requireAnyRight(request, ['system:role:list', 'system:user:add'])
 */
export function requireAnyRight(request: { auth: RequestAuth | null }, codes: readonly string[]): void {
  if (!codes.some((code) => holdsRight(request, code))) throw new AppError(403, 'errors.forbidden');
}
