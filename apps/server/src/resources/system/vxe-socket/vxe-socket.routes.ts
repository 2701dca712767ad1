import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { parseSocketMessage, type SocketMessage } from './vxe-socket-message';

const CHANNEL = 'vxe-socket';
const CLOSE_FORBIDDEN = 4403;

/** What the route uses of a ws socket (typed here: ws ships no types of its own). */
interface PeerSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(text: string): void;
  close(code: number, reason: string): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: () => void): void;
}

interface Peer {
  socket: PeerSocket;
  userId: string;
  pageId: string;
}

/**
 * `/vxeSocket/:userId/:pageId` (spec widgets §7): the live-update channel of open grids. A heartbeat is
 * answered to its sender; update_vxe_table and common_send_date go to every other open page, on every
 * server instance (through the shared pub/sub). The path's userId must be the token's user.
 * @example registerVxeSocketRoutes(api, ctx)
 */
export function registerVxeSocketRoutes(api: FastifyInstance, ctx: AppContext): void {
  const peers = new Map<string, Peer>();
  void ctx.stores.pubsub.subscribe(CHANNEL, (raw: string) => {
    const { from, message } = JSON.parse(raw) as { from: string; message: SocketMessage };
    const text = JSON.stringify(message);
    for (const [id, peer] of peers) if (id !== from && peer.socket.readyState === peer.socket.OPEN) peer.socket.send(text);
  });

  api.get<{ Params: { userId: string; pageId: string } }>(
    '/vxeSocket/:userId/:pageId',
    { websocket: true, config: { access: 'signedIn' }, schema: { hide: true } },
    (ws, request) => {
      const socket = ws as unknown as PeerSocket;
      const auth = request.auth;
      const { userId, pageId } = request.params;
      if (!auth || (userId !== auth.session.userId && userId !== auth.principal.username)) {
        socket.close(CLOSE_FORBIDDEN, 'user mismatch');
        return;
      }
      const id = randomUUID();
      peers.set(id, { socket, userId, pageId });
      socket.on('message', (data) => {
        const message = parseSocketMessage(String(data));
        if (!message) return;
        if (message.type === 'heart_beat') socket.send(JSON.stringify({ type: 'heart_beat', data: message.data ?? null }));
        else void ctx.stores.pubsub.publish(CHANNEL, JSON.stringify({ from: id, message }));
      });
      socket.on('close', () => peers.delete(id));
    },
  );
}
