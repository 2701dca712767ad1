import type { Stores } from '../stores';

const CHANNEL = 'session-ended';

/** A session that was ended from outside (force logout): its id is the token store's id (the token's hash). */
export interface SessionEnded {
  id: string;
  userId: string;
}

/**
 * Tells every instance that a session has ended, so whatever it holds open for that session (sockets)
 * closes too; the token itself already fails in the shared store.
 * @example await announceSessionEnded(ctx.stores, { id, userId })
 */
export async function announceSessionEnded(stores: Stores, event: SessionEnded): Promise<void> {
  await stores.pubsub.publish(CHANNEL, JSON.stringify(event));
}

/** @example await onSessionEnded(ctx.stores, ({ id }) => closeSocketsOf(id)) */
export async function onSessionEnded(stores: Stores, listener: (event: SessionEnded) => void): Promise<void> {
  await stores.pubsub.subscribe(CHANNEL, (raw) => listener(JSON.parse(raw) as SessionEnded));
}
