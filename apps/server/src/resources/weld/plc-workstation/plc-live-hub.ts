import type { PlcLiveValue } from '@weld/core';
import type { PubSub } from '../../../stores';

const CHANNEL = 'weld-plc-live';

/** What a subscribed screen receives: new values, or a status change (online after silence, offline by the check). */
export type LiveMessage =
  | { type: 'values'; workstationId: string; values: PlcLiveValue[]; lastSeen: string }
  | { type: 'status'; workstationId: string; status: 'online' | 'offline'; lastSeen: string | null };

/** What the hub uses of a ws socket (ws ships no types of its own). */
export interface LiveSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(text: string): void;
}

/**
 * The open `/weld/plc/live` sockets of this instance, each following one workstation, and the fan-out
 * between instances: a message is published on the shared pub/sub (Redis when configured) and every
 * instance, this one included, hands it to its sockets following that workstation.
 * @example await hub.publish({ type: 'status', workstationId: 'ws1', status: 'offline', lastSeen })
 */
export class PlcLiveHub {
  private readonly following = new Map<LiveSocket, string>();

  constructor(private readonly pubsub: PubSub) {}

  async start(): Promise<void> {
    await this.pubsub.subscribe(CHANNEL, (raw) => this.deliver(JSON.parse(raw) as LiveMessage, raw));
  }

  follow(socket: LiveSocket, workstationId: string): void {
    this.following.set(socket, workstationId);
  }

  drop(socket: LiveSocket): void {
    this.following.delete(socket);
  }

  async publish(message: LiveMessage): Promise<void> {
    await this.pubsub.publish(CHANNEL, JSON.stringify(message));
  }

  private deliver(message: LiveMessage, text: string): void {
    for (const [socket, workstationId] of this.following) {
      if (workstationId === message.workstationId && socket.readyState === socket.OPEN) socket.send(text);
    }
  }
}
