import { AsyncLocalStorage } from 'node:async_hooks';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { Observable } from 'rxjs';
import { EXPENSIVE_ROUTE } from '../rate-limit/rate-limit';

interface RouteInProgress {
  route: string;
  expensive: boolean;
}

const currentRoute = new AsyncLocalStorage<RouteInProgress>();

/**
 * Outside production, every route runs with a note of whether it is an `@ExpensiveRoute`, and the
 * CPU pool refuses work for a route that is not: a new route that builds a PDF without per-client
 * limits fails the first test that calls it. (Not in production: AsyncLocalStorage slows every request.)
 */
@Injectable()
export class ExpensiveRouteCheck implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const note: RouteInProgress = {
      route: `${req.method} ${(req.route as { path?: string } | undefined)?.path ?? req.path}`,
      expensive: this.reflector.get<boolean | undefined>(EXPENSIVE_ROUTE, context.getHandler()) === true,
    };
    // The handler runs when the result is subscribed to: subscribe inside the note's context.
    return new Observable((subscriber) => currentRoute.run(note, () => next.handle().subscribe(subscriber)));
  }
}

/**
 * Runs `work` outside any route's note: a job queued by a request and run in this process is the
 * queue's work, not the route's (as it would be on a worker process with Redis).
 */
export function outsideRoutes<Result>(work: () => Result): Result {
  return currentRoute.exit(work);
}

/** Throws when CPU work starts from a route that is not declared expensive (checked outside production). */
export function assertExpensiveRoute(): void {
  const note = currentRoute.getStore();
  if (note && !note.expensive)
    throw new Error(
      `${note.route} runs work in the CPU pool but is not an @ExpensiveRoute with per-client limits`,
    );
}
