import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { PAGE_COOKIES, pageCookieLines } from '@common/security/page-cookies';
import { CpuPool } from '@common/workers/cpu-pool';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { BuildInfo } from './build-info';
import { FrontendAssets } from './frontend-assets';
import { InertiaInterceptor } from './inertia.interceptor';
import { InertiaService, THEME_COOKIE } from './inertia.service';
import { PageCache } from './page-cache';

export const BUILD_INFO = 'BUILD_INFO';

/** Our Inertia protocol adapter: page rendering (JSON or SSR HTML), shared props, flash, versioning. */
@Global()
@Module({})
export class InertiaModule {
  static forRoot(assets: FrontendAssets, build: BuildInfo, config: AppConfig): DynamicModule {
    return {
      module: InertiaModule,
      providers: [
        { provide: FrontendAssets, useValue: assets },
        { provide: BUILD_INFO, useValue: build },
        {
          provide: PageCache,
          useFactory: () =>
            new PageCache({
              maxBytes: config.outputCache.maxBytes,
              ttlMs: config.outputCache.ttlSeconds * 1000,
              buildId: build.id,
              redisUrl: config.redisUrl,
              channel: `${config.queuePrefix}:page-cache:invalidate`,
              anonymousCookies: [THEME_COOKIE, ...PAGE_COOKIES],
              themeCookie: THEME_COOKIE,
              anonymousCookieLines: pageCookieLines(config),
            }),
        },
        {
          provide: InertiaService,
          inject: [PageCache, CpuPool],
          // Production's render thread has loaded the bundle already (main.ts, render-thread.ts).
          useFactory: (cache: PageCache, cpu: CpuPool) =>
            new InertiaService(assets, build, config.appUrl, cache, cpu, config.pageRendersPerClientMinute),
        },
        { provide: APP_INTERCEPTOR, useClass: InertiaInterceptor },
      ],
      exports: [InertiaService, PageCache, BUILD_INFO],
    };
  }
}
