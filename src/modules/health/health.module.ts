import { Module, OnModuleInit } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { Metrics } from '@common/metrics/metrics';
import { InertiaService } from '@inertia/inertia.service';
import { PageCache } from '@inertia/page-cache';
import { JobQueue } from '@jobs/job-queue';
import { HealthController } from './health.controller';
import { MetricsController } from './metrics.controller';

/**
 * GET /health (database, Redis or in-process jobs, the running build) for load balancers, and GET
 * /metrics (Prometheus, behind a token) for monitoring; see docs/operations.md.
 */
@Module({
  imports: [TerminusModule.forRoot({ logger: false, errorLogStyle: 'json' })],
  controllers: [HealthController, MetricsController],
})
export class HealthModule implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly jobs: JobQueue,
    private readonly pageCache: PageCache,
    private readonly inertia: InertiaService,
  ) {}

  onModuleInit(): void {
    this.metrics.register({
      name: 'jobs_waiting',
      help: 'Background jobs per queue and state (waiting, active, delayed, failed).',
      type: 'gauge',
      labelNames: ['queue', 'state'],
      collect: async () =>
        (await this.jobs.depths().catch(() => [])).map(({ queue, state, count }) => ({
          labels: { queue, state },
          value: count,
        })),
    });
    this.metrics.register({
      name: 'page_cache_requests_total',
      help: 'Anonymous public page requests looked up in the output cache, by result.',
      type: 'counter',
      labelNames: ['result'],
      collect: () =>
        Promise.resolve([
          { labels: { result: 'hit' }, value: this.pageCache.stats.hits },
          { labels: { result: 'miss' }, value: this.pageCache.stats.misses },
        ]),
    });
    this.metrics.register({
      name: 'ssr_renders_total',
      help: 'First visits rendered on the server, by outcome (busy: the render threads were full, the browser rendered it).',
      type: 'counter',
      labelNames: ['result'],
      collect: () =>
        Promise.resolve(
          Object.entries(this.inertia.ssrOutcomes).map(([result, value]) => ({ labels: { result }, value })),
        ),
    });
    this.metrics.register({
      name: 'page_cache_bytes',
      help: 'Bytes held by the output cache (identity, gzip and Brotli copies).',
      type: 'gauge',
      labelNames: [],
      collect: () => Promise.resolve([{ labels: {}, value: this.pageCache.size.bytes }]),
    });
  }
}
