import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client, escapeIdentifier } from 'pg';
import { DataSource } from 'typeorm';
import type { DatabaseTarget } from './data-source-options';
import { DATABASE_TARGET } from './prepared-statements';

/** What a channel's subscriber does with Postgres's notifications. */
export interface NotificationSubscriber {
  /** A notification on the channel, after the transaction that sent it committed. */
  notify(payload: string): void;
  /**
   * Notifications may have been missed, or may be missed from now on (the connection was lost, or
   * has just begun to listen): whatever they keep true must be forgotten.
   */
  reset(): void;
}

/** How often the way round is checked; a connection that died quietly is found within this and the timeout. */
export const NOTIFICATIONS_PROBE_MS = 5_000;
const PROBE_CHANNEL = 'database_notifications_probe';
/** How the listening connection names itself in `pg_stat_activity`. */
export const NOTIFICATIONS_APPLICATION_NAME = 'crm-advisory notifications';
const PROBE_TIMEOUT_MS = 2_000;
const RETRY_MS = { first: 500, max: 30_000 };

/**
 * Postgres's LISTEN/NOTIFY on one connection of its own (a pooled connection is returned, and its
 * LISTEN with it). `listening` is true only while notifications are seen to arrive: before it turns
 * true, and every NOTIFICATIONS_PROBE_MS after, the process sends a notification of its own through
 * the pool and must hear it on its connection within PROBE_TIMEOUT_MS. So a connection that died
 * quietly, or a pooler in transaction mode that took the LISTEN elsewhere, is not trusted. Losing
 * it resets every subscriber; it is made again after a pause. The connection is made only once
 * something subscribes, and never on the embedded database, whose single session the pool holds.
 */
@Injectable()
export class DatabaseNotifications implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DatabaseNotifications');
  private readonly subscribers = new Map<string, NotificationSubscriber>();
  private client: Client | null = null;
  private live = false;
  private stopped = false;
  private retryMs = RETRY_MS.first;
  private timer: NodeJS.Timeout | undefined;
  private readonly instance = randomUUID();
  private probes = 0;
  private awaited: { payload: string; heard: () => void } | undefined;

  constructor(
    @Inject(DATABASE_TARGET) private readonly target: DatabaseTarget,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Whether a notification sent now will reach this process. */
  get listening(): boolean {
    return this.live;
  }

  /** Whether notifications can reach this process at all (a server database, not the embedded one). */
  get available(): boolean {
    return !this.target.embedded;
  }

  /** Subscribes before the application starts (one subscriber a channel); nothing is sent until then. */
  subscribe(channel: string, subscriber: NotificationSubscriber): void {
    if (this.subscribers.has(channel)) throw new Error(`${channel}: already subscribed`);
    this.subscribers.set(channel, subscriber);
  }

  onApplicationBootstrap(): void {
    // Not awaited: the server answers at once, its subscribers' caches waiting for the connection.
    if (this.available && this.subscribers.size > 0) void this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.lose();
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.target.url,
      application_name: NOTIFICATIONS_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    });
    this.client = client;
    client.on('notification', ({ channel, payload = '' }) => {
      if (channel !== PROBE_CHANNEL) this.subscribers.get(channel)?.notify(payload);
      else if (payload === this.awaited?.payload) this.awaited.heard();
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      for (const channel of [PROBE_CHANNEL, ...this.subscribers.keys()])
        await client.query(`LISTEN ${escapeIdentifier(channel)}`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    await this.probe(client);
  }

  /** Sends a notification through the pool and waits to hear it here; turns `listening` on or off. */
  private async probe(client: Client): Promise<void> {
    if (this.client !== client) return;
    const payload = `${this.instance}:${(this.probes += 1)}`;
    let timeout: NodeJS.Timeout | undefined;
    try {
      await new Promise<void>((heard, failed) => {
        this.awaited = { payload, heard };
        timeout = setTimeout(
          () => failed(new Error(`own notification not heard in ${PROBE_TIMEOUT_MS} ms`)),
          PROBE_TIMEOUT_MS,
        );
        this.dataSource.query('SELECT pg_notify($1, $2)', [PROBE_CHANNEL, payload]).catch(failed);
      });
    } catch (error) {
      this.lost(client, error as Error);
      return;
    } finally {
      clearTimeout(timeout);
      this.awaited = undefined;
    }
    if (this.client !== client) return;
    if (!this.live) {
      // Whatever was kept before now may have changed while nothing listened.
      for (const subscriber of this.subscribers.values()) subscriber.reset();
      this.live = true;
      this.retryMs = RETRY_MS.first;
    }
    this.schedule(() => this.probe(client), NOTIFICATIONS_PROBE_MS);
  }

  private lost(client: Client, error: Error): void {
    if (this.client !== client || this.stopped) return;
    this.logger.warn(`listening stopped (${error.message}); trying again in ${this.retryMs} ms`);
    this.lose();
    client.end().catch(() => undefined);
    this.schedule(() => this.connect(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MS.max);
  }

  private lose(): void {
    const wasLive = this.live;
    this.live = false;
    this.client = null;
    clearTimeout(this.timer);
    if (wasLive) for (const subscriber of this.subscribers.values()) subscriber.reset();
  }

  private schedule(task: () => Promise<void>, ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void task(), ms);
    this.timer.unref();
  }
}
