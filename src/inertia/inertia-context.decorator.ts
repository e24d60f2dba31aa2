import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { InertiaContext } from './inertia-context';

/** Injects the request's InertiaContext: `page(@Inertia() inertia: InertiaContext)`. */
export const Inertia = createParamDecorator(
  (_data: unknown, context: ExecutionContext): InertiaContext =>
    context.switchToHttp().getRequest<Request>().inertia,
);
