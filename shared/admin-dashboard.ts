/** The back-office dashboard (issue #21): numbers per period, a trend and what needs attention. */
export interface PeriodNumbers {
  today: number;
  week: number;
  month: number;
}

export interface DashboardMetric {
  key: string;
  label: string;
  values: PeriodNumbers;
  /** `money` values are minor units of `currency`; `score` values are 0–100 (0 when nothing was scored). */
  format: 'count' | 'money' | 'score';
  currency?: string;
  href: string;
  group: 'Leads' | 'Assessment' | 'Signing' | 'Site';
}

export interface AttentionItem {
  kind:
    | 'unanswered_contact'
    | 'unsigned_agreement'
    | 'failed_email'
    | 'critical_error'
    | 'payment_awaiting'
    | 'open_errors';
  title: string;
  detail: string;
  href: string;
  /** When the item started waiting (ISO). */
  since: string;
}

/** One day of the trend chart: a count per series key. */
export type TrendDay = { day: string } & Record<string, number>;

export interface TrendSeries {
  key: string;
  label: string;
  /** Counts per ISO day (YYYY-MM-DD, UTC); days absent are 0. */
  days: Record<string, number>;
}

export const DASHBOARD_PERIOD_LABELS: Record<keyof PeriodNumbers, string> = {
  today: 'Today',
  week: '7 days',
  month: '30 days',
};
