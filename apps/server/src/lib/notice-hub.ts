import type { PubSub } from '../stores';

const CHANNEL = 'notice';

/** A push of the notice channel (spec shell §3): `topic` for everyone, `user` for chosen users. */
export interface NoticePush {
  cmd: 'topic' | 'user';
  msgId: string;
  msgTxt: string;
}

/** What the hub uses of a ws socket (typed here: ws ships no types of its own). */
export interface NoticeSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(text: string): void;
}

/**
 * The open `/websocket/{userId}` sockets of this instance by user id, and the fan-out between
 * instances: a push is published on the shared pub/sub (Redis when configured) and every instance,
 * this one included, hands it to the sockets it holds for the named users (null: everyone).
 * @example await hub.push(['u1'], { cmd: 'user', msgId: 'a1', msgTxt: '停机检修' })
 */
export class NoticeHub {
  private readonly sockets = new Map<string, Set<NoticeSocket>>();

  constructor(private readonly pubsub: PubSub) {}

  async start(): Promise<void> {
    await this.pubsub.subscribe(CHANNEL, (raw) => {
      const { userIds, message } = JSON.parse(raw) as { userIds: string[] | null; message: NoticePush };
      this.deliver(userIds, JSON.stringify(message));
    });
  }

  add(userId: string, socket: NoticeSocket): void {
    const own = this.sockets.get(userId) ?? new Set<NoticeSocket>();
    own.add(socket);
    this.sockets.set(userId, own);
  }

  remove(userId: string, socket: NoticeSocket): void {
    const own = this.sockets.get(userId);
    own?.delete(socket);
    if (own?.size === 0) this.sockets.delete(userId);
  }

  /** Sockets open on this instance (the fan-out benchmark and the tests read it). */
  count(): number {
    let n = 0;
    for (const own of this.sockets.values()) n += own.size;
    return n;
  }

  async push(userIds: string[] | null, message: NoticePush): Promise<void> {
    if (userIds !== null && userIds.length === 0) return;
    await this.pubsub.publish(CHANNEL, JSON.stringify({ userIds, message }));
  }

  private deliver(userIds: string[] | null, text: string): void {
    const targets =
      userIds === null
        ? [...this.sockets.values()]
        : userIds.map((id) => this.sockets.get(id)).filter((s) => s !== undefined);
    for (const own of targets)
      for (const socket of own) if (socket.readyState === socket.OPEN) socket.send(text);
  }
}
