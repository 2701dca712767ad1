import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import {
  answerHeartbeat,
  CLOSE_FORBIDDEN,
  sessionSockets,
  socketCaller,
} from '../../../plugins/user-sockets';
import type { UserSocket } from '../../../plugins/user-sockets';
import type { LiveSocket, PlcLiveHub } from './plc-live-hub';

/** the right a socket needs: the same that lists the workstations */
export const LIVE_RIGHT = 'weld:plcWorkstation:list';

type PeerSocket = LiveSocket & UserSocket;

/** `{"cmd":"subscribe","workstationId":"…"}`: the one workstation a socket follows (a later one replaces it). */
function subscription(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { cmd?: unknown; workstationId?: unknown };
    return parsed.cmd === 'subscribe' &&
      typeof parsed.workstationId === 'string' &&
      parsed.workstationId.length <= 32
      ? parsed.workstationId
      : null;
  } catch {
    return null;
  }
}

/**
 * `/weld/plc/live/:userId`: live values and status of one workstation. The token comes as the
 * sub-protocol and must be the path's user's, with the workstation list right (else closed with 4403).
 * A subscribe is answered `{type: 'subscribed', workstationId, status, lastSeen}`; `HeartBeat` is answered
 * `{cmd: 'heartcheck'}`. A session forced out loses its sockets.
 * @example registerPlcLiveSocket(api, ctx, hub)
 */
export function registerPlcLiveSocket(api: FastifyInstance, ctx: AppContext, hub: PlcLiveHub): void {
  const held = sessionSockets(ctx.stores);
  api.get<{ Params: { userId: string } }>(
    '/weld/plc/live/:userId',
    { websocket: true, config: { access: 'signedIn' }, schema: { hide: true } },
    (ws, request) => {
      const socket = ws as unknown as PeerSocket;
      const auth = socketCaller(request, socket);
      if (!auth) return;
      if (!auth.principal.isAdmin && !auth.principal.codes.has(LIVE_RIGHT)) {
        socket.close(CLOSE_FORBIDDEN, 'no right');
        return;
      }
      held.hold(auth, socket);
      socket.on('message', (data) => {
        const text = String(data).trim();
        if (answerHeartbeat(socket, text)) return;
        const workstationId = subscription(text);
        if (!workstationId) return;
        void ctx.db
          .selectFrom('weld_plc_workstation')
          .select(['status', 'last_seen'])
          .where('id', '=', workstationId)
          .executeTakeFirst()
          .then(
            (row) => {
              if (!row) {
                socket.send(JSON.stringify({ type: 'unknown', workstationId }));
                return;
              }
              hub.follow(socket, workstationId);
              socket.send(
                JSON.stringify({
                  type: 'subscribed',
                  workstationId,
                  status: row.status,
                  lastSeen: row.last_seen,
                }),
              );
            },
            () => socket.close(1011, 'lookup failed'),
          );
      });
      socket.on('close', () => hub.drop(socket));
    },
  );
}
