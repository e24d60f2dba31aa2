import { Body, Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { found, UuidParam } from '@common/http/not-found';
import { csvStream, CsvColumn } from '@common/table/csv';
import { csvHref, parseTableQuery } from '@common/table/table-query';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { GroupStatusDto } from './dto/group-status.dto';
import { ErrorLogGroup, GROUP_STATUSES } from './entities/error-log-group.entity';
import { ErrorLogService, GROUP_SORTABLE, KNOWN_ERROR_TYPES, PERIODS } from './error-log.service';
import { SEVERITIES } from './error-scrubber';
import { AdminOnly } from '@common/security/access';
import { describeAdminChange } from '@common/security/admin-change';
import { ValidQuery } from '@common/validation/valid-query.decorator';
import { TableQueryDto } from '@common/table/table-query.dto';
import { routes } from '@shared/routes';

const GROUP_TABLE = {
  sortable: [...GROUP_SORTABLE],
  defaultSort: 'lastSeenAt',
  filters: {
    severity: SEVERITIES,
    status: GROUP_STATUSES,
    source: ['client', 'server'],
    type: KNOWN_ERROR_TYPES,
    period: Object.keys(PERIODS),
  },
};

const groupRow = (group: ErrorLogGroup) => ({
  id: group.id,
  errorType: group.errorType,
  message: group.message,
  severity: group.severity,
  source: group.source,
  status: group.status,
  count: group.count,
  affectedUrls: group.affectedUrls,
  firstSeenAt: group.firstSeenAt.toISOString(),
  lastSeenAt: group.lastSeenAt.toISOString(),
});

const GROUP_CSV: CsvColumn<ErrorLogGroup>[] = [
  { header: 'Last seen', value: (group) => group.lastSeenAt },
  { header: 'First seen', value: (group) => group.firstSeenAt },
  { header: 'Severity', value: (group) => group.severity },
  { header: 'Type', value: (group) => group.errorType },
  { header: 'Message', value: (group) => group.message },
  { header: 'Source', value: (group) => group.source },
  { header: 'Status', value: (group) => group.status },
  { header: 'Count', value: (group) => group.count },
  { header: 'Pages', value: (group) => group.affectedUrls.join(' ') },
];

/** SPEC "/admin/error-logs": grouped errors, their occurrences and payloads, resolve/ignore. */
@Controller('admin/error-logs')
@AdminOnly()
export class ErrorLogAdminController {
  constructor(private readonly errorLog: ErrorLogService) {}

  @Get()
  async list(
    @ValidQuery(TableQueryDto) query: Record<string, unknown>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const tableQuery = parseTableQuery(query, GROUP_TABLE);
    if (query.format === 'csv') {
      return csvStream(res, 'error-logs.csv', GROUP_CSV, tableQuery, (batch) => this.errorLog.page(batch));
    }
    const page = await this.errorLog.page(tableQuery);
    return inertia.render('error-log/groups', {
      table: { rows: page.rows.map(groupRow), total: page.total, query: page.query },
      counts: await this.errorLog.counts(),
      types: KNOWN_ERROR_TYPES,
      csvUrl: csvHref(req.path, tableQuery),
    });
  }

  @Get(':id')
  async group(@Param('id', UuidParam) id: string, @Inertia() inertia: InertiaContext) {
    const group = found(await this.errorLog.find(id), 'Error group');
    const reports = await this.errorLog.latestReports(id);
    return inertia.render('error-log/group', {
      group: {
        ...groupRow(group),
        statusChangedBy: group.statusChangedBy,
        statusChangedAt: group.statusChangedAt?.toISOString() ?? null,
      },
      hourly: await this.errorLog.hourly(id),
      reports: reports.map((report) => ({
        id: report.id,
        createdAt: report.createdAt.toISOString(),
        payload: report.payload,
      })),
    });
  }

  @Post(':id/status')
  async setStatus(
    @Param('id', UuidParam) id: string,
    @Body() dto: GroupStatusDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const group = found(await this.errorLog.find(id), 'Error group');
    const before = group.status;
    await this.errorLog.setStatus(group, dto.status, req.auth?.user.email ?? 'an admin');
    describeAdminChange(req, {
      action: 'error_group.status_changed',
      summary: `Error group "${group.message.slice(0, 80)}": ${before} → ${dto.status}`,
      targetType: 'error-group',
      targetId: id,
      before: { status: before },
      after: { status: dto.status },
    });
    inertia.toast(
      dto.status === 'resolved'
        ? 'Marked as resolved: it reopens if it happens again'
        : dto.status === 'ignored'
          ? 'Ignored: new reports are still counted'
          : 'Reopened',
    );
    return inertia.redirect(routes.errorLog.group(id));
  }
}
