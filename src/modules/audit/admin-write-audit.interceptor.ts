import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { concatMap, Observable } from 'rxjs';
import { Access, ACCESS_METADATA } from '@common/security/access';
import type { AdminChange } from '@common/security/admin-change';
import { AdminAudit } from './admin-audit.service';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A CSV or JSON download of records: an export of personal data. */
const isExport = (req: Request) => req.query.format === 'csv' || req.query.format === 'json';

/**
 * Records every successful admin write and every export on an `@AdminOnly()` route, so no module can
 * forget to: with the change its controller described (`describeAdminChange`), or else with the
 * route, its id and the submitted fields. Failed requests change nothing and record nothing; page
 * views record nothing unless their controller described what they did (a personal-data download).
 */
@Injectable()
export class AdminWriteAuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AdminAudit,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (access !== 'admin') return next.handle();
    // Written before the response goes out: once an admin sees "Saved", the trail has it.
    return next.handle().pipe(
      concatMap(async (value: unknown) => {
        await this.recordFor(req);
        return value;
      }),
    );
  }

  private async recordFor(req: Request): Promise<void> {
    // A page view records nothing, unless its controller described something (a download it served).
    if (req.adminNoChange || (READS.has(req.method) && !isExport(req) && !req.adminChanges?.length)) return;
    const actor = { id: req.auth?.user.id ?? null, email: req.auth?.user.email ?? null, ip: req.ip ?? null };
    const changes = req.adminChanges?.length ? req.adminChanges : [routeChange(req)];
    for (const change of changes) await this.audit.record(actor, change);
  }
}

/** What a route says about itself when its controller described nothing. */
function routeChange(req: Request): AdminChange {
  const route = (req.route as { path?: string } | undefined)?.path ?? req.path;
  const id = typeof req.params.id === 'string' ? req.params.id : undefined;
  if (READS.has(req.method)) {
    const { format, page: _page, per_page: _perPage, ...filters } = req.query;
    return {
      action: 'export.downloaded',
      summary: `Downloaded ${String(format).toUpperCase()} from ${req.path}`,
      targetType: req.path,
      after: filters,
    };
  }
  return {
    action: `${req.method.toLowerCase()} ${route}`,
    summary: `${req.method} ${req.path}`,
    targetType: route
      .split('/')
      .filter((part) => part && !part.startsWith(':'))
      .slice(-2)
      .join('/'),
    targetId: id,
    after: req.body,
  };
}
