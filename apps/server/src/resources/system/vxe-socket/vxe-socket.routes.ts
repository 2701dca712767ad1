import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { sessionSockets, socketCaller } from '../../../plugins/user-sockets';
import { parseSocketMessage, type SocketMessage } from './vxe-socket-message';

const CHANNEL = 'vxe-socket';

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
  tenantIds: number[];
}

/** What travels between instances: the sender's socket, page and tenants, and the message. */
interface Envelope {
  from: string;
  pageId: string;
  tenantIds: number[];
  message: SocketMessage;
}

/**
 * Rows of one organisation do not reach another's pages: a peer hears a sender it shares a tenant with
 * (or, where neither belongs to any tenant, everyone else without one).
 */
function sharesTenant(a: readonly number[], b: readonly number[]): boolean {
  if (a.length === 0 || b.length === 0) return a.length === b.length;
  return a.some((t) => b.includes(t));
}

/**
 * `/vxeSocket/:userId/:pageId` (spec widgets §7): the live-update channel of open grids. A heartbeat is
 * answered to its sender; update_vxe_table and common_send_date go to every other open page of the
 * sender's tenants (not back to the sending page), on every server instance through the shared pub/sub.
 * The path's userId must be the token's user.
 * @example registerVxeSocketRoutes(api, ctx)
 */
export function registerVxeSocketRoutes(api: FastifyInstance, ctx: AppContext): void {
  const peers = new Map<string, Peer>();
  void ctx.stores.pubsub.subscribe(CHANNEL, (raw: string) => {
    const { from, pageId, tenantIds, message } = JSON.parse(raw) as Envelope;
    const text = JSON.stringify(message);
    for (const [id, peer] of peers) {
      if (
        id === from ||
        peer.pageId === pageId ||
        !sharesTenant(peer.tenantIds, tenantIds) ||
        peer.socket.readyState !== peer.socket.OPEN
      )
        continue;
      peer.socket.send(text);
    }
  });
  // a session forced out keeps no socket open on any instance
  const held = sessionSockets(ctx.stores);

  api.get<{ Params: { userId: string; pageId: string } }>(
    '/vxeSocket/:userId/:pageId',
    { websocket: true, config: { access: 'signedIn' }, schema: { hide: true } },
    (ws, request) => {
      const socket = ws as unknown as PeerSocket;
      const auth = socketCaller(request, socket);
      if (!auth) return;
      const { userId, pageId } = request.params;
      const id = randomUUID();
      const tenantIds = [...auth.principal.tenantIds];
      peers.set(id, { socket, userId, pageId, tenantIds });
      held.hold(auth, socket);
      socket.on('message', (data) => {
        const message = parseSocketMessage(String(data));
        if (!message) return;
        if (message.type === 'heart_beat')
          socket.send(JSON.stringify({ type: 'heart_beat', data: message.data ?? null }));
        else
          void ctx.stores.pubsub.publish(
            CHANNEL,
            JSON.stringify({ from: id, pageId, tenantIds, message } satisfies Envelope),
          );
      });
      socket.on('close', () => peers.delete(id));
    },
  );
}
