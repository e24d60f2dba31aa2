import { Injectable } from '@nestjs/common';
import type { JobContext, JobProcessor } from '@jobs/job-types';
import { AnalyticsService, type IngestBatch } from './analytics.service';

declare module '@jobs/job-types' {
  interface JobPayloads {
    'analytics/ingest': IngestBatch;
  }
}

/** Writes one batch of buffered events (`AnalyticsService.writeBatch`: claimed once, never twice). */
@Injectable()
export class AnalyticsIngestProcessor implements JobProcessor<'analytics/ingest'> {
  readonly job = 'analytics/ingest';

  constructor(private readonly analytics: AnalyticsService) {}

  handle(batch: IngestBatch, context: JobContext): Promise<void> {
    return this.analytics.writeBatch(batch, context);
  }
}
