import type { FastifyInstance } from 'fastify';
import { answerHeartbeat, sessionSockets, socketCaller } from '../../../plugins/user-sockets';
import type { UserSocket } from '../../../plugins/user-sockets';
import type { Stores } from '../../../stores';
import type { NoticeHub, NoticeSocket } from '../../../lib/notice-hub';

export { HEARTBEAT } from '../../../plugins/user-sockets';

type PeerSocket = NoticeSocket & UserSocket;

/**
 * `/websocket/:userId` (spec shell §7): a user's notice channel. The token comes as the sub-protocol
 * (plugins/websocket.ts) and the path's user must be the token's user (id or username), else the socket is
 * closed with 4403. A `HeartBeat` text is answered `{cmd: 'heartcheck'}`, so the client knows the line
 * is alive; pushes of the hub arrive as `{cmd, msgId, msgTxt}`. A session forced out loses its sockets
 * on every instance at once.
 * @example registerNoticeSocket(api, hub, ctx.stores)
 */
export function registerNoticeSocket(api: FastifyInstance, hub: NoticeHub, stores: Stores): void {
  const held = sessionSockets(stores);
  api.get<{ Params: { userId: string } }>(
    '/websocket/:userId',
    { websocket: true, config: { access: 'signedIn' }, schema: { hide: true } },
    (ws, request) => {
      const socket = ws as unknown as PeerSocket;
      const auth = socketCaller(request, socket);
      if (!auth) return;
      const owner = auth.session.userId;
      hub.add(owner, socket);
      held.hold(auth, socket);
      socket.on('message', (data) => void answerHeartbeat(socket, String(data)));
      socket.on('close', () => hub.remove(owner, socket));
    },
  );
}
