import type { Stores } from '../stores';
import { hashToken } from '../stores/token-hash';

const CHANNEL = 'session-ended';

/**
 * Sessions that ended (logout, force logout, password change, freeze, deletion): one session when `id`
 * is set (the token store's id, the token's hash), else every session of the user but `except`.
 */
export interface SessionEnded {
  userId: string;
  id?: string;
  except?: string;
}

/**
 * Tells every instance that sessions have ended, so whatever it holds open for them (sockets) closes
 * too; the tokens themselves already fail in the shared store.
 * @example await announceSessionEnded(ctx.stores, { id, userId })
 */
export async function announceSessionEnded(stores: Stores, event: SessionEnded): Promise<void> {
  await stores.pubsub.publish(CHANNEL, JSON.stringify(event));
}

/** @example await onSessionEnded(ctx.stores, ({ id }) => closeSocketsOf(id)) */
export async function onSessionEnded(stores: Stores, listener: (event: SessionEnded) => void): Promise<void> {
  await stores.pubsub.subscribe(CHANNEL, (raw) => listener(JSON.parse(raw) as SessionEnded));
}

/**
 * Ends the session of a token (logout): the token stops working and its sockets close on every instance.
 * @example await endSession(ctx.stores, token, session.userId)
 */
export async function endSession(stores: Stores, token: string, userId: string): Promise<void> {
  await stores.tokens.delete(token);
  await announceSessionEnded(stores, { id: hashToken(token), userId });
}

/**
 * Ends every session of a user (password set by someone else or through the phone, freeze, deletion), or
 * every one but the caller's own (`except`, a token: the user changed their own password), sockets included.
 * @example await endUserSessions(ctx.stores, user.id)
 */
export async function endUserSessions(
  stores: Stores,
  userId: string,
  options: { except?: string } = {},
): Promise<void> {
  const except = options.except === undefined ? undefined : hashToken(options.except);
  await stores.tokens.deleteUser(userId, except);
  await announceSessionEnded(stores, { userId, except });
}
