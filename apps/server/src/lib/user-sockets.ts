import type { RequestAuth } from '../plugins/route-config';
import type { Stores } from '../stores';
import { hashToken } from '../stores/token-hash';
import { onSessionEnded } from './session-events';

/** the path's user is not the token's, or the caller lacks the socket's right */
export const CLOSE_FORBIDDEN = 4403;
/** a force-logged-out session's sockets close with this code (as the grid's live channel does) */
export const CLOSE_SESSION_ENDED = 4401;
/** the heartbeat text the clients send (spec shell §7) */
export const HEARTBEAT = 'HeartBeat';

/** What these helpers need of a server-side WebSocket. */
export interface UserSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: () => void): void;
}

/**
 * The signed-in caller of a `…/:userId` socket when the path's user is the token's (id or username);
 * otherwise the socket is closed with 4403 and the answer is null.
 * @example const auth = socketCaller(request, socket); if (!auth) return;
 */
export function socketCaller(request: { auth: RequestAuth | null; params: { userId: string } }, socket: UserSocket): RequestAuth | null {
  const auth = request.auth;
  const { userId } = request.params;
  if (!auth || (userId !== auth.session.userId && userId !== auth.principal.username)) {
    socket.close(CLOSE_FORBIDDEN, 'user mismatch');
    return null;
  }
  return auth;
}

/** Answers a `HeartBeat` text with `{cmd: 'heartcheck'}`; true when the text was one. */
export function answerHeartbeat(socket: UserSocket, text: string): boolean {
  if (text.trim() !== HEARTBEAT) return false;
  socket.send(JSON.stringify({ cmd: 'heartcheck', msgTxt: HEARTBEAT }));
  return true;
}

/**
 * Sockets kept by session, so a session forced out loses its sockets on every instance at once.
 * @example const held = sessionSockets(ctx.stores); held.hold(auth.token, socket)
 */
export function sessionSockets(stores: Stores): { hold(token: string, socket: UserSocket): void } {
  const bySession = new Map<string, Set<UserSocket>>();
  void onSessionEnded(stores, ({ id }) => {
    for (const socket of bySession.get(id) ?? []) socket.close(CLOSE_SESSION_ENDED, 'session ended');
    bySession.delete(id);
  });
  return {
    hold(token, socket) {
      const session = hashToken(token);
      bySession.set(session, (bySession.get(session) ?? new Set()).add(socket));
      socket.on('close', () => {
        bySession.get(session)?.delete(socket);
        if (bySession.get(session)?.size === 0) bySession.delete(session);
      });
    },
  };
}
