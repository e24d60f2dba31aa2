import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { csvDownload, CsvColumn } from '@common/table/csv';
import { CSV_ROW_LIMIT, csvHref, parseTableQuery } from '@common/table/table-query';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { AUDIT_ACTIONS, AUDIT_SORTABLE, AuditEventRecord, AuthAuditLog } from '@modules/auth';
import { ADMIN_SECTIONS, AdminSection } from './admin-sections';
import { AdminOnly } from '@common/security/access';

const AUDIT_TABLE = {
  sortable: AUDIT_SORTABLE,
  defaultSort: 'createdAt',
  filters: { action: AUDIT_ACTIONS },
};

const AUDIT_CSV: CsvColumn<AuditEventRecord>[] = [
  { header: 'Time', value: (event) => event.createdAt },
  { header: 'Action', value: (event) => event.action },
  { header: 'Email', value: (event) => event.email },
  { header: 'IP address', value: (event) => event.ipAddress },
  { header: 'User id', value: (event) => event.userId },
];

const auditRow = (event: AuditEventRecord) => ({
  id: event.id,
  createdAt: event.createdAt.toISOString(),
  action: event.action,
  email: event.email,
  ipAddress: event.ipAddress,
});

/** The back office shell: dashboard, sign-in activity, and every SPEC admin page (admin-auth). */
@Controller()
@AdminOnly()
export class AdminController {
  constructor(private readonly audit: AuthAuditLog) {}

  @Get('admin')
  async dashboard(@Inertia() inertia: InertiaContext) {
    const recent = await this.audit.page(parseTableQuery({ per_page: 10 }, AUDIT_TABLE));
    return inertia.render('admin/dashboard', { recentEvents: recent.rows.map(auditRow) });
  }

  @Get('admin/sign-in-activity')
  async signInActivity(
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const tableQuery = parseTableQuery(query, AUDIT_TABLE);
    if (query.format === 'csv') {
      const all = await this.audit.page({ ...tableQuery, page: 1 }, CSV_ROW_LIMIT);
      return csvDownload(res, 'sign-in-activity.csv', AUDIT_CSV, all.rows);
    }
    const page = await this.audit.page(tableQuery);
    return inertia.render('admin/sign-in-activity', {
      table: { rows: page.rows.map(auditRow), total: page.total, query: page.query },
      actions: AUDIT_ACTIONS,
      csvUrl: csvHref(req.path, tableQuery),
    });
  }

  @Get(ADMIN_SECTIONS.map((section) => `admin/${section}`))
  section(@Req() req: Request, @Inertia() inertia: InertiaContext) {
    return inertia.render('admin/coming-soon', { section: req.path.replace('/admin/', '') as AdminSection });
  }
}
