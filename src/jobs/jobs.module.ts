import { Global, Module } from '@nestjs/common';
import { UnexpectedErrors } from '@common/errors/unexpected-errors';
import { Metrics } from '@common/metrics/metrics';
import { AppConfig } from '@config/app-config';
import type * as BullMq from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { JobQueue } from './job-queue';
import { JobRegistry } from './job-registry';

/** BullMQ (140 modules) loads only when REDIS_URL is set: start-up, docs/performance.md. */
function bullMq(): typeof BullMq {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it is used
  return require('./bullmq-job-queue') as typeof BullMq;
}

/** Queue wiring only: BullMQ when REDIS_URL is set, in-process otherwise. Processors live in their modules. */
@Global()
@Module({
  providers: [
    JobRegistry,
    {
      provide: JobQueue,
      inject: [AppConfig, JobRegistry, UnexpectedErrors, Metrics],
      useFactory: (
        config: AppConfig,
        registry: JobRegistry,
        unexpected: UnexpectedErrors,
        metrics: Metrics,
      ) =>
        config.redisUrl
          ? new (bullMq().BullMqJobQueue)(config, registry, unexpected, metrics)
          : new InProcessJobQueue(registry, unexpected, metrics),
    },
  ],
  exports: [JobQueue, JobRegistry],
})
export class JobsModule {}
