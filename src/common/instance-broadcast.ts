import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { createRedis, type Redis } from './redis-client';

/**
 * Tells the other instances of the site that something changed (Redis pub/sub on `channel`); each
 * instance hears only the others. Without Redis there is one instance, and publishing does nothing.
 */
export class InstanceBroadcast {
  private readonly logger: Logger;
  private readonly instanceId = randomUUID();
  private readonly publisher: Redis | undefined;
  private readonly subscriber: Redis | undefined;

  constructor(
    redisUrl: string | undefined,
    private readonly channel: string,
    onMessage: (message: string) => void,
    label: string,
  ) {
    this.logger = new Logger(label);
    if (!redisUrl) return;
    const connect = () =>
      createRedis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    this.publisher = connect();
    this.subscriber = connect();
    for (const client of [this.publisher, this.subscriber])
      client.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    void this.subscriber.subscribe(channel).catch((error: Error) => {
      this.logger.warn(`Changes from other instances not received: ${error.message}`);
    });
    this.subscriber.on('message', (_channel: string, message: string) => {
      const space = message.indexOf(' ');
      if (message.slice(0, space) !== this.instanceId) onMessage(message.slice(space + 1));
    });
  }

  /** Never throws: the change is made here already; other instances also re-read on their own schedule. */
  async publish(message: string): Promise<void> {
    try {
      await this.publisher?.publish(this.channel, `${this.instanceId} ${message}`);
    } catch (error) {
      this.logger.warn(`Other instances not told (${message}): ${(error as Error).message}`);
    }
  }

  close(): void {
    // disconnect, not quit: quit is a command, which waits (and fails) while Redis is away.
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }
}
