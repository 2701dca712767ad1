import type { Locale } from '@weld/core';
import type { Session } from '../stores';
import type { Principal } from './principals';

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
  }
}

/** Signed-in caller or a thrown 401; routes behind the access hook always have one. */
export function authOf(request: { auth: RequestAuth | null }): RequestAuth {
  if (!request.auth) throw new Error('route reached without a signed-in caller');
  return request.auth;
}
