import { Controller, Get, Inject } from '@nestjs/common';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import { BuildInfo } from '@inertia/build-info';
import { BUILD_INFO } from '@inertia/inertia.module';
import { JobQueue } from '@jobs/job-queue';
import { JsonErrors } from '@common/http/path-policies';

@Controller('health')
@JsonErrors()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly jobs: JobQueue,
    @Inject(BUILD_INFO) private readonly build: BuildInfo,
  ) {}

  @Get()
  @HealthCheck()
  check() {
    return this.health.check([
      () => this.database.pingCheck('database', { timeout: 3000 }),
      () => this.checkQueue(),
      () => this.indicators.check('build').up({ id: this.build.id, timestamp: this.build.timestamp }),
    ]);
  }

  private async checkQueue() {
    const queue = this.indicators.check('redis');
    if (this.jobs.driver === 'in-process') return queue.up({ mode: 'in-process' });
    try {
      await this.jobs.ping();
      return queue.up({ mode: 'bullmq' });
    } catch (error) {
      return queue.down({ mode: 'bullmq', message: error instanceof Error ? error.message : String(error) });
    }
  }
}
