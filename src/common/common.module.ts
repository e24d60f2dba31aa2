import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ClientRecords } from './clients/client-records';
import { AppExceptionFilter } from './filters/app-exception.filter';
import { EarlyAnswers } from './http/early-answers';
import { JsonErrorBodies } from './http/json-error-bodies';
import { PathPolicies } from './http/path-policies';
import { SiteRoutes } from './http/site-routes';
import { Metrics } from './metrics/metrics';
import { CsrfGuard } from './security/csrf';
import { createValidationPipe } from './validation/app-validation.pipe';

/**
 * Cross-cutting request handling: the error filter, DTO validation and CSRF checks for every route,
 * and the registries modules add to (public pages, answers given before Express), global so any module can.
 */
@Global()
@Module({
  exports: [SiteRoutes, JsonErrorBodies, Metrics, EarlyAnswers, ClientRecords],
  providers: [
    ClientRecords,
    SiteRoutes,
    Metrics,
    EarlyAnswers,
    JsonErrorBodies,
    PathPolicies,
    { provide: APP_FILTER, useClass: AppExceptionFilter },
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_GUARD, useClass: CsrfGuard },
  ],
})
export class CommonModule {}
