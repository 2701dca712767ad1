import type { Listener, PubSub } from './types';

/** In-process fan-out: a single instance has nobody else to tell. */
export class MemoryPubSub implements PubSub {
  private readonly listeners = new Map<string, Listener[]>();

  async publish(channel: string, message: string): Promise<void> {
    for (const listener of this.listeners.get(channel) ?? []) listener(message);
  }

  async subscribe(channel: string, listener: Listener): Promise<void> {
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
  }
}
