import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BANDS, SECTION_IDS } from '@shared/assessment';
import { CRM_IN_USE, labelOf } from '@shared/lead-options';
import { countBy } from '@common/table/count-by';
import { paginate } from '@common/table/paginate';
import { likePattern, TablePage, TableQuery } from '@common/table/table-query';
import { AssessmentResponse } from './assessment-response.entity';

/** Answers that are not a CRM product, left off the leaderboard. */
const NOT_A_PRODUCT = ['none', 'other'];

export const PERIODS = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 } as const;
export type Period = keyof typeof PERIODS;
export const RESPONSE_SORTABLE = ['createdAt', 'submittedAt', 'overallScore', 'name', 'email'] as const;
export const RESPONSE_FILTERS = {
  status: ['draft', 'submitted'],
  crm: CRM_IN_USE.map((option) => option.value),
  size: ['1-10', '11-50', '51-200', '201-500', '501+'],
  band: BANDS.map((band) => band.id),
  period: Object.keys(PERIODS),
} as const;

const round1 = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;
const since = (period: Period | undefined) =>
  period ? new Date(Date.now() - PERIODS[period] * 24 * 3600 * 1000) : new Date(0);

/** Read models over assessment responses: the public leaderboard and the admin views. */
@Injectable()
export class AssessmentStatsService {
  constructor(
    @InjectRepository(AssessmentResponse) private readonly responses: Repository<AssessmentResponse>,
  ) {}

  /** CRMs by average health score (then satisfaction), among completed assessments; no personal data. */
  /** CRMs with at least `minimum` completed assessments (the leaderboard setting), best first. */
  async leaderboard(minimum: number) {
    return (await this.crmAverages())
      .filter((row) => row.responses >= minimum)
      .map((row, index) => ({
        ...row,
        rank: index + 1,
      }));
  }

  /**
   * CRMs with completed assessments but fewer than `minimum`: how many so far, never an average (a
   * mean of one or two teams would be those teams' own scores). A new site shows what is coming.
   */
  async gathering(minimum: number) {
    return (await this.crmAverages())
      .filter((row) => row.responses < minimum)
      .map(({ crm, label, responses }) => ({ crm, label, responses }))
      .sort((a, b) => b.responses - a.responses || a.label.localeCompare(b.label));
  }

  private async crmAverages() {
    const rows: Array<{ crm: string; responses: number; score: string; satisfaction: string | null }> =
      await this.responses
        .createQueryBuilder('response')
        .select('response.crm', 'crm')
        .addSelect('count(*)::int', 'responses')
        .addSelect('avg(response.overallScore)', 'score')
        .addSelect("avg((response.answers ->> 'satisfaction')::numeric)", 'satisfaction')
        .where("response.status = 'submitted'")
        .andWhere('response.crm IS NOT NULL AND response.crm NOT IN (:...excluded)', {
          excluded: NOT_A_PRODUCT,
        })
        .groupBy('response.crm')
        .orderBy('score', 'DESC')
        .addOrderBy('satisfaction', 'DESC', 'NULLS LAST')
        .getRawMany();
    return rows.map((row) => ({
      crm: row.crm,
      label: labelOf(CRM_IN_USE, row.crm),
      responses: row.responses,
      averageScore: round1(row.score)!,
      averageSatisfaction: round1(row.satisfaction),
    }));
  }

  /** Every response for the admin table: filters by status, CRM, size, band and period; search by name, email or company. */
  page(query: TableQuery): Promise<TablePage<AssessmentResponse>> {
    const builder = this.responses.createQueryBuilder('response');
    const { status, crm, size, band, period } = query.filters;
    if (status) builder.andWhere('response.status = :status', { status });
    if (crm) builder.andWhere('response.crm = :crm', { crm });
    if (size) builder.andWhere('response.companySize = :size', { size });
    if (band) builder.andWhere('response.band = :band', { band });
    if (period) builder.andWhere('response.createdAt >= :since', { since: since(period as Period) });
    if (query.search) {
      builder.andWhere(
        "(response.name ILIKE :search OR response.email ILIKE :search OR response.answers ->> 'company' ILIKE :search)",
        { search: likePattern(query.search) },
      );
    }
    return paginate(
      builder,
      { ...query, search: '' },
      {
        searchIn: [],
        sortable: RESPONSE_SORTABLE,
        defaultSort: 'createdAt',
      },
    );
  }

  countByStatus(): Promise<Record<'draft' | 'submitted', number>> {
    return countBy(this.responses.createQueryBuilder('response'), 'response.status', [
      'draft',
      'submitted',
    ] as const);
  }

  /** Completion funnel: how many started, reached each step, and submitted; completion times. */
  async funnel(period: Period | undefined) {
    const from = since(period);
    const reached: Array<{ step: number; count: number }> = await this.responses
      .createQueryBuilder('response')
      .select('response.furthestStep', 'step')
      .addSelect('count(*)::int', 'count')
      .where('response.createdAt >= :from', { from })
      .groupBy('response.furthestStep')
      .getRawMany();
    const started = reached.reduce((sum, row) => sum + row.count, 0);
    const reachedAtLeast = (index: number) =>
      reached.filter((row) => row.step >= index).reduce((sum, row) => sum + row.count, 0);
    const [timing]: Array<{ average: string | null; median: string | null }> = await this.responses
      .createQueryBuilder('response')
      .select('avg(extract(epoch FROM response.submittedAt - response.createdAt))', 'average')
      .addSelect(
        'percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM response.submittedAt - response.createdAt))',
        'median',
      )
      .where("response.status = 'submitted'")
      .andWhere('response.createdAt >= :from', { from })
      .getRawMany();
    const steps = [
      ...SECTION_IDS.map((step, index) => ({ step, reached: reachedAtLeast(index) })),
      {
        step: 'submitted',
        reached: reachedAtLeast(SECTION_IDS.length),
      },
    ];
    return {
      started,
      steps: steps.map((row, index) => {
        const next = steps[index + 1]?.reached ?? row.reached;
        return {
          ...row,
          share: started ? Math.round((1000 * row.reached) / started) / 10 : 0,
          dropOff: index < steps.length - 1 ? row.reached - next : 0,
        };
      }),
      averageMinutes: timing.average === null ? null : round1(Number(timing.average) / 60),
      medianMinutes: timing.median === null ? null : round1(Number(timing.median) / 60),
    };
  }

  /** Per CRM: count, quartiles and band counts of the overall score. */
  async crmStats() {
    const rows: Array<{
      crm: string;
      responses: number;
      average: string;
      min: number;
      q1: number;
      median: number;
      q3: number;
      max: number;
    }> = await this.responses
      .createQueryBuilder('response')
      .select('response.crm', 'crm')
      .addSelect('count(*)::int', 'responses')
      .addSelect('avg(response.overallScore)', 'average')
      .addSelect('min(response.overallScore)', 'min')
      .addSelect('percentile_cont(0.25) WITHIN GROUP (ORDER BY response.overallScore)', 'q1')
      .addSelect('percentile_cont(0.5) WITHIN GROUP (ORDER BY response.overallScore)', 'median')
      .addSelect('percentile_cont(0.75) WITHIN GROUP (ORDER BY response.overallScore)', 'q3')
      .addSelect('max(response.overallScore)', 'max')
      .where("response.status = 'submitted'")
      .groupBy('response.crm')
      .orderBy('responses', 'DESC')
      .getRawMany();
    const bandRows: Array<{ crm: string; band: string; count: number }> = await this.responses
      .createQueryBuilder('response')
      .select('response.crm', 'crm')
      .addSelect('response.band', 'band')
      .addSelect('count(*)::int', 'count')
      .where("response.status = 'submitted'")
      .groupBy('response.crm')
      .addGroupBy('response.band')
      .getRawMany();
    return rows.map((row) => ({
      crm: row.crm,
      label: labelOf(CRM_IN_USE, row.crm),
      responses: row.responses,
      average: round1(row.average),
      min: round1(row.min),
      q1: round1(row.q1),
      median: round1(row.median),
      q3: round1(row.q3),
      max: round1(row.max),
      bands: Object.fromEntries(
        BANDS.map((band) => [
          band.id,
          bandRows.find((bandRow) => bandRow.crm === row.crm && bandRow.band === band.id)?.count ?? 0,
        ]),
      ) as Record<(typeof BANDS)[number]['id'], number>,
    }));
  }

  /** Started and completed assessments and the average score per week or month. */
  async trends(interval: 'week' | 'month', periods: number) {
    const rows: Array<{ bucket: string; started: number; completed: number; score: string | null }> =
      await this.responses.query(
        `WITH buckets AS (
           SELECT generate_series(date_trunc($1, now()) - ($2::int - 1) * ('1 ' || $1)::interval,
                                  date_trunc($1, now()), ('1 ' || $1)::interval) AS bucket
         )
         SELECT to_char(b.bucket, 'YYYY-MM-DD') AS bucket,
                (SELECT count(*)::int FROM assessment_responses r
                  WHERE date_trunc($1, r.created_at) = b.bucket) AS started,
                (SELECT count(*)::int FROM assessment_responses r
                  WHERE r.status = 'submitted' AND date_trunc($1, r.submitted_at) = b.bucket) AS completed,
                (SELECT avg(r.overall_score) FROM assessment_responses r
                  WHERE r.status = 'submitted' AND date_trunc($1, r.submitted_at) = b.bucket) AS score
           FROM buckets b ORDER BY b.bucket`,
        [interval, periods],
      );
    return rows.map((row) => ({
      period: row.bucket,
      started: row.started,
      completed: row.completed,
      averageScore: round1(row.score),
    }));
  }
}
