import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { AppConfig } from '@config/app-config';
import { CpuPool } from './cpu-pool';
import { ExpensiveRouteCheck } from './expensive-route-check';

/**
 * The CPU pool for every module, and (outside production) the check that only expensive routes use it.
 * `started`: a pool made before the application (main.ts starts its render thread first).
 */
@Global()
@Module({})
export class WorkersModule {
  static forRoot(config: AppConfig, started?: CpuPool): DynamicModule {
    return {
      module: WorkersModule,
      providers: [
        started ? { provide: CpuPool, useValue: started } : CpuPool,
        ...(config.isProduction ? [] : [{ provide: APP_INTERCEPTOR, useClass: ExpensiveRouteCheck }]),
      ],
      exports: [CpuPool],
    };
  }
}
