import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { JobProcessor } from '@jobs/job-types';
import { SiteSettings } from '@modules/settings';
import { VisitorIds } from './visitor-ids';

declare module '@jobs/job-types' {
  interface JobPayloads {
    'analytics/retention': Record<string, never>; // scheduled: no payload
  }
}

export const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Deletes raw events (and the claims of the batches that brought them) older than
 * ANALYTICS_RETENTION_DAYS, and visitor salts older than 48 hours (after which yesterday's visitor
 * ids can no longer be tied to anyone). Idempotent.
 */
@Injectable()
export class AnalyticsRetention implements JobProcessor<'analytics/retention'> {
  readonly job = 'analytics/retention';
  private readonly logger = new Logger('Analytics');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly visitors: VisitorIds,
    private readonly settings: SiteSettings,
  ) {}

  async handle(): Promise<void> {
    const days = this.settings.current().analyticsRetentionDays;
    const [, events] = (await this.dataSource.query(
      'DELETE FROM analytics_events WHERE occurred_at < now() - make_interval(days => $1)',
      [days],
    )) as [unknown, number];
    // A batch's claim only has to outlive the chance of that batch coming again, which its rows' own
    // retention bounds generously.
    await this.dataSource.query(
      'DELETE FROM analytics_ingested_batches WHERE written_at < now() - make_interval(days => $1)',
      [days],
    );
    const [, salts] = (await this.dataSource.query(
      "DELETE FROM analytics_salts WHERE created_at < now() - interval '48 hours'",
    )) as [unknown, number];
    if (salts) this.visitors.forget();
    if (events || salts) this.logger.log({ events, salts }, 'Analytics retention');
  }
}
