import { Global, Module } from '@nestjs/common';
import { UnexpectedErrors } from '@common/errors/unexpected-errors';
import { Metrics } from '@common/metrics/metrics';
import { AppConfig } from '@config/app-config';
import { BullMqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { JobQueue } from './job-queue';
import { JobRegistry } from './job-registry';

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
          ? new BullMqJobQueue(config, registry, unexpected, metrics)
          : new InProcessJobQueue(registry, unexpected, metrics),
    },
  ],
  exports: [JobQueue, JobRegistry],
})
export class JobsModule {}
