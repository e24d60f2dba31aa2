import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  dailyCounts,
  DashboardMetric,
  DashboardPeriods,
  DashboardSource,
  periodCounts,
  periodParams,
  toDays,
  TrendSeries,
} from '@common/dashboard';
import type { PeriodNumbers } from '@shared/admin-dashboard';
import { routes } from '@shared/routes';

const SUBMITTED = "status = 'submitted'";

/** Assessments started and completed, and their average score, for the back-office dashboard. */
@Injectable()
export class AssessmentDashboard implements DashboardSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async metrics(periods: DashboardPeriods): Promise<DashboardMetric[]> {
    const params = periodParams(periods);
    const [[started], [completed]] = (await Promise.all([
      this.dataSource.query(
        `SELECT ${periodCounts('created_at')} FROM assessment_responses WHERE created_at >= $3`,
        params,
      ),
      this.dataSource.query(
        `SELECT ${periodCounts('submitted_at')},
                avg(overall_score) FILTER (WHERE submitted_at >= $1) AS score_today,
                avg(overall_score) FILTER (WHERE submitted_at >= $2) AS score_week,
                avg(overall_score) AS score_month
         FROM assessment_responses WHERE submitted_at >= $3 AND ${SUBMITTED}`,
        params,
      ),
    ])) as [
      PeriodNumbers[],
      Array<
        PeriodNumbers & { score_today: number | null; score_week: number | null; score_month: number | null }
      >,
    ];
    const score = (value: number | null) => (value === null ? 0 : Math.round(Number(value)));
    return [
      {
        key: 'assessments_started',
        label: 'Assessments started',
        values: started,
        format: 'count',
        href: routes.assessment.funnel(),
        group: 'Assessment',
      },
      {
        key: 'assessments_completed',
        label: 'Assessments completed',
        values: { today: completed.today, week: completed.week, month: completed.month },
        format: 'count',
        href: routes.assessment.responses(),
        group: 'Assessment',
      },
      {
        key: 'average_score',
        label: 'Average health score',
        values: {
          today: score(completed.score_today),
          week: score(completed.score_week),
          month: score(completed.score_month),
        },
        format: 'score',
        href: routes.assessment.trends(),
        group: 'Assessment',
      },
    ];
  }

  attention(): Promise<never[]> {
    return Promise.resolve([]);
  }

  async trend(since: Date): Promise<TrendSeries[]> {
    const rows = (await this.dataSource.query(
      dailyCounts('assessment_responses', 'submitted_at', SUBMITTED),
      [since],
    )) as Array<{ day: string; count: number }>;
    return [{ key: 'assessments', label: 'Assessments completed', days: toDays(rows) }];
  }
}
