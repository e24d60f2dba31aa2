import {
  CallHandler,
  ExecutionContext,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
} from '@nestjs/common';
import { catchError, Observable, throwError } from 'rxjs';
import { InvalidFields } from '../errors/invalid-fields';

/**
 * Put before a FileInterceptor: an upload over its size limit becomes a message under the form's
 * file field (back to the form, or 422 JSON) instead of a bare 413 error screen.
 */
export function UploadTooLarge(field: string, message: string): Type<NestInterceptor> {
  class UploadTooLargeInterceptor implements NestInterceptor {
    intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
      return next
        .handle()
        .pipe(
          catchError((error: unknown) =>
            throwError(() =>
              error instanceof PayloadTooLargeException ? new InvalidFields({ [field]: message }) : error,
            ),
          ),
        );
    }
  }
  return mixin(UploadTooLargeInterceptor);
}
