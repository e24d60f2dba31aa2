import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { mergeMap, Observable } from 'rxjs';
import { InertiaResponse } from './inertia-response';

/** Sends the InertiaResponse a controller returned (page, redirect or location); other results pass through. */
@Injectable()
export class InertiaInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      mergeMap(async (result: unknown) => {
        if (!(result instanceof InertiaResponse)) return result;
        const http = context.switchToHttp();
        await result.send(http.getRequest<Request>(), http.getResponse<Response>());
        return undefined;
      }),
    );
  }
}
