import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AdminOnly } from '@common/security/access';
import { csvDownload, CsvColumn } from '@common/table/csv';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { defer } from '@inertia/inertia-props';
import type { BreakdownRow } from '@shared/pages';
import { BREAKDOWNS, UTM_FIELDS, type Breakdown, type UtmField } from '@shared/pages/analytics';
import { AnalyticsReports, parseRange } from './analytics-reports';
import { ValidQuery } from '@common/validation/valid-query.decorator';
import { RangeQueryDto } from './range-query.dto';

const BREAKDOWN_CSV: CsvColumn<BreakdownRow>[] = [
  { header: 'Value', value: (row) => row.value },
  { header: 'Visitors', value: (row) => row.visitors },
  { header: 'Page views', value: (row) => row.views },
  { header: 'Sessions', value: (row) => row.sessions },
  { header: 'Goals', value: (row) => row.goals },
];

const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** SPEC's four analytics pages and the realtime number (admin-auth). Every table downloads as CSV (`format=csv`). */
@Controller('admin')
@AdminOnly()
export class AnalyticsAdminController {
  constructor(private readonly reports: AnalyticsReports) {}

  @Get('analytics-dashboard')
  async dashboard(
    @ValidQuery(RangeQueryDto) query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const range = parseRange(query);
    if (query.format === 'csv') {
      const table: Breakdown = pick(query.table, BREAKDOWNS, 'path');
      return csvDownload(
        res,
        `analytics-${table}-${range.from}-${range.to}.csv`,
        BREAKDOWN_CSV,
        await this.reports.breakdown(range, table, 10_000),
      );
    }
    // Lazy: the page polls `realtime` alone (a partial reload) and the range's numbers are not
    // read again for it. `realtime` itself is deferred: the page shows first, the number follows.
    let numbers: ReturnType<AnalyticsReports['dashboard']> | undefined;
    const dashboard = () => (numbers ??= this.reports.dashboard(range));
    return inertia.render('analytics/dashboard', {
      range,
      totals: async () => (await dashboard()).totals,
      previous: async () => (await dashboard()).previous,
      series: async () => (await dashboard()).series,
      breakdowns: async () => (await dashboard()).breakdowns,
      realtime: defer(() => this.reports.realtime()),
    });
  }

  @Get('utm-analytics')
  async utm(
    @ValidQuery(RangeQueryDto) query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const range = parseRange(query);
    const field: UtmField = pick(query.field, UTM_FIELDS, 'utm_source');
    const rows = await this.reports.utm(range, field);
    if (query.format === 'csv')
      return csvDownload(
        res,
        `${field}-${range.from}-${range.to}.csv`,
        [
          ...BREAKDOWN_CSV,
          {
            header: 'Conversion rate',
            value: (row) => (row as (typeof rows)[number]).conversionRate.toFixed(4),
          },
        ],
        rows,
      );
    return inertia.render('analytics/utm', { range, field, rows });
  }

  @Get('attribution-dashboard')
  async attribution(
    @ValidQuery(RangeQueryDto) query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const range = parseRange(query);
    const goals = await this.reports.attribution(range);
    if (query.format === 'csv') {
      const rows = goals.flatMap((goal) => goal.channels.map((channel) => ({ goal: goal.goal, ...channel })));
      return csvDownload(
        res,
        `attribution-${range.from}-${range.to}.csv`,
        [
          { header: 'Goal', value: (row) => row.goal },
          { header: 'Channel', value: (row) => row.channel },
          { header: 'First touch', value: (row) => row.firstTouch },
          { header: 'Last non-direct touch', value: (row) => row.lastTouch },
        ],
        rows,
      );
    }
    return inertia.render('analytics/attribution', { range, goals });
  }

  @Get('unified-analytics')
  async unified(
    @ValidQuery(RangeQueryDto) query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const range = parseRange(query);
    const funnel = await this.reports.unified(range);
    if (query.format === 'csv') {
      const rows = [{ channel: 'all', steps: funnel.steps }, ...funnel.channels].flatMap((entry) =>
        entry.steps.map((step) => ({ channel: entry.channel, ...step })),
      );
      return csvDownload(
        res,
        `funnel-${range.from}-${range.to}.csv`,
        [
          { header: 'Channel', value: (row) => row.channel },
          { header: 'Step', value: (row) => row.label },
          { header: 'Count', value: (row) => row.count },
        ],
        rows,
      );
    }
    return inertia.render('analytics/unified', { range, ...funnel });
  }
}
