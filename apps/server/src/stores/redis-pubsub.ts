import type { Redis } from 'ioredis';
import type { Listener, PubSub } from './types';

/** Redis channels under `<prefix>`; subscribing needs a connection of its own. */
export class RedisPubSub implements PubSub {
  private readonly listeners = new Map<string, Listener[]>();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
  ) {
    subscriber.on('message', (channel: string, message: string) => {
      for (const listener of this.listeners.get(channel) ?? []) listener(message);
    });
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.publisher.publish(this.prefix + channel, message);
  }

  async subscribe(channel: string, listener: Listener): Promise<void> {
    const full = this.prefix + channel;
    const existing = this.listeners.get(full);
    this.listeners.set(full, [...(existing ?? []), listener]);
    if (!existing) await this.subscriber.subscribe(full);
  }
}
