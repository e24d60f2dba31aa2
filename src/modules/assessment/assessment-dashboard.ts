import { Injectable } from '@nestjs/common';
import {
  dailyCounts,
  DashboardMetric,
  DashboardResults,
  DashboardSource,
  periodCounts,
  toDays,
  TrendSeries,
} from '@common/dashboard';
import { jsonRow, jsonRows } from '@database/json-rows';
import type { PeriodNumbers } from '@shared/admin-dashboard';
import { routes } from '@shared/routes';

const SUBMITTED = "status = 'submitted'";

type Completed = PeriodNumbers & {
  score_today: number | null;
  score_week: number | null;
  score_month: number | null;
};

/** Assessments started and completed, and their average score, for the back-office dashboard. */
@Injectable()
export class AssessmentDashboard implements DashboardSource {
  readonly reads = {
    started: jsonRow(`SELECT ${periodCounts('created_at')} FROM assessment_responses WHERE created_at >= $3`),
    completed: jsonRow(
      `SELECT ${periodCounts('submitted_at')},
              avg(overall_score) FILTER (WHERE submitted_at >= $1) AS score_today,
              avg(overall_score) FILTER (WHERE submitted_at >= $2) AS score_week,
              avg(overall_score) AS score_month
         FROM assessment_responses WHERE submitted_at >= $3 AND ${SUBMITTED}`,
    ),
    trend: jsonRows(dailyCounts('assessment_responses', 'submitted_at', SUBMITTED), 'r.day'),
  };

  metrics(results: DashboardResults): DashboardMetric[] {
    const completed = results.json<Completed>('completed');
    const score = (value: number | null) => (value === null ? 0 : Math.round(Number(value)));
    return [
      {
        key: 'assessments_started',
        label: 'Assessments started',
        values: results.json<PeriodNumbers>('started'),
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

  attention(): never[] {
    return [];
  }

  trend(results: DashboardResults): TrendSeries[] {
    return [{ key: 'assessments', label: 'Assessments completed', days: toDays(results.json('trend')) }];
  }
}
