import { Global, Module } from '@nestjs/common';
import { UnexpectedErrors } from '@common/errors/unexpected-errors';
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
      inject: [AppConfig, JobRegistry, UnexpectedErrors],
      useFactory: (config: AppConfig, registry: JobRegistry, unexpected: UnexpectedErrors) =>
        config.redisUrl
          ? new BullMqJobQueue(config, registry, unexpected)
          : new InProcessJobQueue(registry, unexpected),
    },
  ],
  exports: [JobQueue, JobRegistry],
})
export class JobsModule {}
