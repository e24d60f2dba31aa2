import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { declareJsonPaths } from '@common/http/path-policies';

declareJsonPaths('/health');

/** GET /health: database, Redis (or in-process jobs) and the running build id, for load balancers and operators. */
@Module({
  imports: [TerminusModule.forRoot({ logger: false, errorLogStyle: 'json' })],
  controllers: [HealthController],
})
export class HealthModule {}
