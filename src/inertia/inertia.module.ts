import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { BuildInfo } from './build-info';
import { FrontendAssets } from './frontend-assets';
import { InertiaInterceptor } from './inertia.interceptor';
import { InertiaService } from './inertia.service';

export const BUILD_INFO = 'BUILD_INFO';

/** Our Inertia protocol adapter: page rendering (JSON or SSR HTML), shared props, flash, versioning. */
@Global()
@Module({})
export class InertiaModule {
  static forRoot(assets: FrontendAssets, build: BuildInfo, appUrl: string): DynamicModule {
    return {
      module: InertiaModule,
      providers: [
        { provide: FrontendAssets, useValue: assets },
        { provide: BUILD_INFO, useValue: build },
        { provide: InertiaService, useFactory: () => new InertiaService(assets, build, appUrl) },
        { provide: APP_INTERCEPTOR, useClass: InertiaInterceptor },
      ],
      exports: [InertiaService, BUILD_INFO],
    };
  }
}
