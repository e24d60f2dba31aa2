import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { found } from '@common/http/not-found';
import { AdminOnly } from '@common/security/access';
import { csvStream, CsvColumn } from '@common/table/csv';
import { csvHref, parseTableQuery } from '@common/table/table-query';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { ADMIN_AUDIT_SORTABLE, AdminAudit, AdminAuditEvent } from '@modules/audit';
import { AUDIT_ACTIONS, AUDIT_SORTABLE, AuditEventRecord, AuthAuditLog } from '@modules/auth';
import { AdminDashboard } from './admin-dashboard.service';
import { ValidQuery } from '@common/validation/valid-query.decorator';
import { TableQueryDto } from '@common/table/table-query.dto';

const SIGN_IN_TABLE = {
  sortable: AUDIT_SORTABLE,
  defaultSort: 'createdAt',
  filters: { action: AUDIT_ACTIONS },
};

const SIGN_IN_CSV: CsvColumn<AuditEventRecord>[] = [
  { header: 'Time', value: (event) => event.createdAt },
  { header: 'Action', value: (event) => event.action },
  { header: 'Email', value: (event) => event.email },
  { header: 'IP address', value: (event) => event.ipAddress },
  { header: 'User id', value: (event) => event.userId },
];

const signInRow = (event: AuditEventRecord) => ({
  id: event.id,
  createdAt: event.createdAt.toISOString(),
  action: event.action,
  email: event.email,
  ipAddress: event.ipAddress,
});

const AUDIT_CSV: CsvColumn<AdminAuditEvent>[] = [
  { header: 'Time', value: (event) => event.createdAt },
  { header: 'Admin', value: (event) => event.actorEmail },
  { header: 'Action', value: (event) => event.action },
  { header: 'Summary', value: (event) => event.summary },
  { header: 'Record type', value: (event) => event.targetType },
  { header: 'Record', value: (event) => event.targetId },
  { header: 'Before', value: (event) => (event.before ? JSON.stringify(event.before) : '') },
  { header: 'After', value: (event) => (event.after ? JSON.stringify(event.after) : '') },
  { header: 'IP address', value: (event) => event.ipAddress },
];

const auditRow = (event: AdminAuditEvent) => ({
  id: event.id,
  createdAt: event.createdAt.toISOString(),
  actorEmail: event.actorEmail,
  action: event.action,
  summary: event.summary,
  targetType: event.targetType,
  targetId: event.targetId,
});

/** The back office's own pages: the dashboard, sign-in activity and the admin audit trail. */
@Controller('admin')
@AdminOnly()
export class AdminController {
  constructor(
    private readonly dashboard: AdminDashboard,
    private readonly signIns: AuthAuditLog,
    private readonly audit: AdminAudit,
  ) {}

  @Get()
  async home(@Inertia() inertia: InertiaContext) {
    return inertia.render('admin/dashboard', await this.dashboard.build());
  }

  @Get('sign-in-activity')
  async signInActivity(
    @ValidQuery(TableQueryDto) query: Record<string, unknown>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const tableQuery = parseTableQuery(query, SIGN_IN_TABLE);
    if (query.format === 'csv')
      return csvStream(res, 'sign-in-activity.csv', SIGN_IN_CSV, tableQuery, (batch) =>
        this.signIns.page(batch),
      );
    const page = await this.signIns.page(tableQuery);
    return inertia.render('admin/sign-in-activity', {
      table: { rows: page.rows.map(signInRow), total: page.total, query: page.query },
      actions: AUDIT_ACTIONS,
      csvUrl: csvHref(req.path, tableQuery),
    });
  }

  @Get('sign-in-activity/:id')
  async signInEvent(@Param('id') id: string, @Inertia() inertia: InertiaContext) {
    const event = found(await this.signIns.find(id), 'Sign-in event');
    return inertia.render('admin/sign-in-event', {
      event: { ...signInRow(event), userId: event.userId, detail: event.detail },
    });
  }

  @Get('audit')
  async auditTrail(
    @ValidQuery(TableQueryDto) query: Record<string, unknown>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const [actions, actors] = await Promise.all([this.audit.actions(), this.audit.actors()]);
    const tableQuery = parseTableQuery(query, {
      sortable: [...ADMIN_AUDIT_SORTABLE],
      defaultSort: 'createdAt',
      filters: { action: actions, actor: actors },
    });
    if (query.format === 'csv')
      return csvStream(res, 'admin-audit.csv', AUDIT_CSV, tableQuery, (batch) => this.audit.page(batch));
    const page = await this.audit.page(tableQuery);
    return inertia.render('admin/audit', {
      table: { rows: page.rows.map(auditRow), total: page.total, query: page.query },
      actions,
      actors,
      csvUrl: csvHref(req.path, tableQuery),
    });
  }

  @Get('audit/:id')
  async auditEvent(@Param('id') id: string, @Inertia() inertia: InertiaContext) {
    const event = found(await this.audit.find(id), 'Audit entry');
    return inertia.render('admin/audit-event', {
      event: { ...auditRow(event), before: event.before, after: event.after, ipAddress: event.ipAddress },
    });
  }
}
