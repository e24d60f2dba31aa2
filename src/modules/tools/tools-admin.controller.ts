import { Controller, Get, Param, Res } from '@nestjs/common';
import { found, UuidParam } from '@common/http/not-found';
import { AUDIT_QUESTIONS, scoreAudit } from '@shared/tools/lead-audit';
import type { Response } from 'express';
import { AdminOnly } from '@common/security/access';
import { csvStream, CsvColumn } from '@common/table/csv';
import { csvHref, parseTableQuery } from '@common/table/table-query';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import type { LeadAuditRow } from '@shared/pages/tools';
import { LeadAudit } from './entities/lead-audit.entity';
import { AUDIT_GRADES, AUDIT_SORTABLE, LeadAudits } from './lead-audits.service';
import { ValidQuery } from '@common/validation/valid-query.decorator';
import { TableQueryDto } from '@common/table/table-query.dto';
import { routes } from '@shared/routes';

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
    @ValidQuery(TableQueryDto) query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const tableQuery = parseTableQuery(query, {
      sortable: [...AUDIT_SORTABLE],
      defaultSort: 'createdAt',
      filters: { grade: AUDIT_GRADES },
    });
    if (query.format === 'csv') {
      return csvStream(res, 'lead-audits.csv', AUDIT_CSV, tableQuery, (batch) => this.audits.page(batch));
    }
    const page = await this.audits.page(tableQuery);
    return inertia.render('tools/lead-audits', {
      table: { rows: page.rows.map(row), total: page.total, query: page.query },
      counts: await this.audits.counts(),
      csvUrl: csvHref(routes.tools.list(), tableQuery),
    });
  }

  @Get('lead-audits/:id')
  async detail(@Param('id', UuidParam) id: string, @Inertia() inertia: InertiaContext) {
    const audit = found(await this.audits.find(id), 'Lead audit');
    return inertia.render('tools/lead-audit', {
      audit: row(audit),
      result: scoreAudit(audit.answers),
      answers: AUDIT_QUESTIONS.map((question) => ({
        question: question.text,
        answer: question.options.find((option) => option.value === audit.answers[question.id])?.label ?? '—',
      })),
    });
  }
}
