import { Logger, Module, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { InertiaService } from '@inertia/inertia.service';
import { JobQueue } from '@jobs/job-queue';
import { JobRegistry } from '@jobs/job-registry';
import { AnalyticsAdminController } from './analytics-admin.controller';
import { AnalyticsIngestProcessor } from './analytics-ingest.processor';
import { AnalyticsReports } from './analytics-reports';
import { AnalyticsRetention, RETENTION_EVERY_MS } from './analytics-retention.processor';
import { AnalyticsRollup, ROLLUP_EVERY_MS } from './analytics-rollup.processor';
import { AnalyticsService } from './analytics.service';
import { VisitorIds } from './visitor-ids';
import { AnalyticsDashboardNumbers } from './analytics-dashboard-numbers';

/**
 * First-party, cookieless analytics: page views captured on the server as pages are served, goals
 * other modules record through AnalyticsService.goal(), batched ingestion through the `analytics`
 * queue, and retention. See docs/analytics.md.
 */
@Module({
  controllers: [AnalyticsAdminController],
  providers: [
    AnalyticsDashboardNumbers,
    AnalyticsService,
    AnalyticsIngestProcessor,
    VisitorIds,
    AnalyticsRetention,
    AnalyticsRollup,
    AnalyticsReports,
  ],
  exports: [AnalyticsDashboardNumbers, AnalyticsService],
})
export class AnalyticsModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly ingest: AnalyticsIngestProcessor,
    private readonly retention: AnalyticsRetention,
    private readonly rollup: AnalyticsRollup,
    private readonly registry: JobRegistry,
    private readonly inertia: InertiaService,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.ingest);
    this.registry.register(this.retention);
    this.registry.register(this.rollup);
    if (this.config.analytics.capture)
      this.inertia.onPageView((req, component) => this.analytics.capturePageView(req, component));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.isTest || !this.config.runsWorkers) return; // tests run the job directly
    try {
      await this.jobs.repeat(this.rollup.job, ROLLUP_EVERY_MS);
      await this.jobs.repeat(this.retention.job, RETENTION_EVERY_MS);
    } catch (error) {
      new Logger('Analytics').warn(`Could not schedule the analytics jobs: ${(error as Error).message}`);
    }
  }
}
