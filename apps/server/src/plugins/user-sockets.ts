import type { RequestAuth } from './route-config';
import type { Stores } from '../stores';
import { hashToken } from '../stores/token-hash';
import { onSessionEnded } from '../lib/session-events';

/** the path's user is not the token's, or the caller lacks the socket's right */
export const CLOSE_FORBIDDEN = 4403;
/** the sockets of a session that ended (logout, force logout, password change, freeze) close with this code */
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
export function socketCaller(
  request: { auth: RequestAuth | null; params: { userId: string } },
  socket: UserSocket,
): RequestAuth | null {
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
 * Sockets kept by session and user, so sessions that end (logout, force logout, password change, freeze)
 * lose their sockets on every instance at once.
 * @example const held = sessionSockets(ctx.stores); held.hold(auth, socket)
 */
export function sessionSockets(stores: Stores): { hold(auth: RequestAuth, socket: UserSocket): void } {
  const bySession = new Map<string, Set<UserSocket>>();
  const sessionsByUser = new Map<string, Set<string>>();
  const forget = (session: string, userId: string, socket: UserSocket) => {
    const sockets = bySession.get(session);
    sockets?.delete(socket);
    if (sockets?.size !== 0) return;
    bySession.delete(session);
    sessionsByUser.get(userId)?.delete(session);
    if (sessionsByUser.get(userId)?.size === 0) sessionsByUser.delete(userId);
  };
  void onSessionEnded(stores, ({ id, userId, except }) => {
    const ended =
      id !== undefined
        ? [id]
        : [...(sessionsByUser.get(userId) ?? [])].filter((session) => session !== except);
    for (const session of ended) {
      for (const socket of [...(bySession.get(session) ?? [])]) {
        forget(session, userId, socket);
        socket.close(CLOSE_SESSION_ENDED, 'session ended');
      }
    }
  });
  return {
    hold({ token, session: { userId } }, socket) {
      const session = hashToken(token);
      bySession.set(session, (bySession.get(session) ?? new Set()).add(socket));
      sessionsByUser.set(userId, (sessionsByUser.get(userId) ?? new Set()).add(session));
      socket.on('close', () => forget(session, userId, socket));
    },
  };
}
