import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { answerText, bandFor, QUESTION_BANKS, questionsOf } from '@shared/assessment';
import { COMPANY_SIZES, CRM_IN_USE, labelOf } from '@shared/lead-options';
import { found, UuidParam } from '@common/http/not-found';
import { csvStream, CsvColumn } from '@common/table/csv';
import { csvHref, parseTableQuery } from '@common/table/table-query';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { AssessmentLinks } from './assessment-links';
import { AssessmentResponse } from './assessment-response.entity';
import {
  AssessmentStatsService,
  PERIODS,
  type Period,
  RESPONSE_FILTERS,
  RESPONSE_SORTABLE,
} from './assessment-stats.service';
import { AssessmentService } from './assessment.service';
import { AdminOnly } from '@common/security/access';
import { IntervalQueryDto, PeriodQueryDto } from './dto/assessment-query.dto';
import { ValidQuery } from '@common/validation/valid-query.decorator';
import { TableQueryDto } from '@common/table/table-query.dto';
import { routes } from '@shared/routes';

const company = (response: AssessmentResponse) =>
  typeof response.answers.company === 'string' ? response.answers.company : null;

const responseRow = (response: AssessmentResponse) => ({
  id: response.id,
  status: response.status,
  createdAt: response.createdAt.toISOString(),
  submittedAt: response.submittedAt?.toISOString() ?? null,
  name: response.name,
  email: response.email,
  company: company(response),
  crm: response.crm ? labelOf(CRM_IN_USE, response.crm) : null,
  companySize: response.companySize ? labelOf(COMPANY_SIZES, response.companySize) : null,
  overallScore: response.overallScore,
  band: response.band,
  currentStep: response.currentStep,
});

const RESPONSE_CSV: CsvColumn<AssessmentResponse>[] = [
  { header: 'Id', value: (response) => response.id },
  { header: 'Status', value: (response) => response.status },
  { header: 'Started', value: (response) => response.createdAt },
  { header: 'Submitted', value: (response) => response.submittedAt },
  { header: 'Name', value: (response) => response.name },
  { header: 'Email', value: (response) => response.email },
  { header: 'Company', value: (response) => company(response) },
  { header: 'CRM', value: (response) => labelOf(CRM_IN_USE, response.crm) },
  { header: 'Company size', value: (response) => labelOf(COMPANY_SIZES, response.companySize) },
  { header: 'Score', value: (response) => response.overallScore },
  { header: 'Band', value: (response) => (response.band ? bandFor(response.overallScore ?? 0).label : null) },
  { header: 'Adoption score', value: (response) => response.result?.adoption ?? null },
  ...Object.keys(QUESTION_BANKS[1].dimensionWeights).map((dimension): CsvColumn<AssessmentResponse> => ({
    header: `Score: ${dimension}`,
    value: (response) =>
      response.result?.dimensions[dimension as keyof typeof response.result.dimensions] ?? null,
  })),
  { header: 'Bank version', value: (response) => response.bankVersion },
];

const TABLE_OPTIONS = {
  sortable: [...RESPONSE_SORTABLE],
  defaultSort: 'createdAt',
  filters: RESPONSE_FILTERS,
};
const periodOf = (value: unknown): Period | undefined =>
  typeof value === 'string' && Object.hasOwn(PERIODS, value) ? (value as Period) : undefined;

/** SPEC admin pages for the assessment: responses, the completion funnel, per-CRM stats and trends. */
@Controller('admin')
@AdminOnly()
export class AssessmentAdminController {
  constructor(
    private readonly stats: AssessmentStatsService,
    private readonly assessments: AssessmentService,
    private readonly links: AssessmentLinks,
  ) {}

  @Get('responses')
  async responses(
    @ValidQuery(TableQueryDto) query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const table = parseTableQuery(query, TABLE_OPTIONS);
    if (query.format === 'csv') {
      return csvStream(res, 'assessment-responses.csv', RESPONSE_CSV, table, (batch) =>
        this.stats.page(batch),
      );
    }
    const [page, counts] = await Promise.all([this.stats.page(table), this.stats.countByStatus()]);
    return inertia.render('assessment/responses', {
      table: { ...page, rows: page.rows.map(responseRow) },
      counts,
      csvUrl: csvHref(routes.assessment.responses(), table),
      options: {
        crm: CRM_IN_USE,
        size: COMPANY_SIZES,
      },
    });
  }

  @Get('responses/:id')
  async response(@Param('id', UuidParam) id: string, @Inertia() inertia: InertiaContext) {
    const response = found(await this.assessments.find(id), 'Response');
    const bank = QUESTION_BANKS[response.bankVersion];
    return inertia.render('assessment/response', {
      response: {
        ...responseRow(response),
        bankVersion: response.bankVersion,
        furthestStep: response.furthestStep,
        consentedAt: response.consentedAt?.toISOString() ?? null,
        shared: response.shareId !== null,
        result: response.result,
      },
      answers: questionsOf(bank).map(({ section, question }) => ({
        id: question.id,
        section: section.title,
        question: question.label,
        answer: answerText(question, response.answers[question.id]),
      })),
      reportUrl: response.status === 'submitted' ? routes.assessment.report(response.id) : null,
      pdfUrl: response.status === 'submitted' ? this.links.exportPath(response.id, 'pdf') : null,
    });
  }

  @Get('assessments')
  async funnel(@Query() { period }: PeriodQueryDto, @Inertia() inertia: InertiaContext) {
    const selected = periodOf(period) ?? '30d';
    return inertia.render('assessment/funnel', {
      period: selected,
      periods: Object.keys(PERIODS),
      funnel: await this.stats.funnel(selected),
    });
  }

  @Get('crm-stats')
  async crmStats(@Inertia() inertia: InertiaContext) {
    return inertia.render('assessment/crm-stats', { crms: await this.stats.crmStats() });
  }

  @Get('trends')
  async trends(@Query() { interval }: IntervalQueryDto, @Inertia() inertia: InertiaContext) {
    const selected = interval === 'month' ? 'month' : 'week';
    return inertia.render('assessment/trends', {
      interval: selected,
      points: await this.stats.trends(selected, selected === 'month' ? 12 : 26),
    });
  }
}
