import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { AppExceptionFilter } from './filters/app-exception.filter';
import { CsrfGuard } from './security/csrf';
import { createValidationPipe } from './validation/app-validation.pipe';

/** Cross-cutting request handling: the error filter, DTO validation and CSRF checks for every route. */
@Module({
  providers: [
    { provide: APP_FILTER, useClass: AppExceptionFilter },
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_GUARD, useClass: CsrfGuard },
  ],
})
export class CommonModule {}
