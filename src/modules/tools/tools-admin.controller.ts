import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AdminOnly } from '@common/security/access';
import { csvDownload, CsvColumn } from '@common/table/csv';
import { CSV_ROW_LIMIT, csvHref, parseTableQuery } from '@common/table/table-query';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import type { LeadAuditRow } from '@shared/pages/tools';
import { LeadAudit } from './entities/lead-audit.entity';
import { AUDIT_GRADES, AUDIT_SORTABLE, LeadAudits } from './lead-audits.service';

const row = (audit: LeadAudit): LeadAuditRow => ({
  id: audit.id,
  createdAt: audit.createdAt.toISOString(),
  score: audit.score,
  grade: audit.grade,
  email: audit.email,
  sourcePath: audit.sourcePath,
});

const AUDIT_CSV: CsvColumn<LeadAudit>[] = [
  { header: 'Taken at', value: (audit) => audit.createdAt },
  { header: 'Score', value: (audit) => audit.score },
  { header: 'Grade', value: (audit) => audit.grade },
  { header: 'Email', value: (audit) => audit.email },
  { header: 'Page', value: (audit) => audit.sourcePath },
];

/** The lead audits taken on the site: who scored what, who asked for the report (filters, CSV). */
@Controller('admin')
@AdminOnly()
export class ToolsAdminController {
  constructor(private readonly audits: LeadAudits) {}

  @Get('lead-audits')
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const tableQuery = parseTableQuery(query, {
      sortable: [...AUDIT_SORTABLE],
      defaultSort: 'createdAt',
      filters: { grade: AUDIT_GRADES },
    });
    if (query.format === 'csv') {
      const all = await this.audits.page({ ...tableQuery, page: 1 }, CSV_ROW_LIMIT);
      return csvDownload(res, 'lead-audits.csv', AUDIT_CSV, all.rows);
    }
    const page = await this.audits.page(tableQuery);
    return inertia.render('tools/lead-audits', {
      table: { rows: page.rows.map(row), total: page.total, query: page.query },
      counts: await this.audits.counts(),
      csvUrl: csvHref('/admin/lead-audits', tableQuery),
    });
  }
}
