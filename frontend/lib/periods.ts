/** Words for the time-window filters of the back office (the server's `period` values). */
export const PERIOD_LABELS: Record<string, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '365d': 'Last 12 months',
};

/** Filter or tab options for the given period values, in their order. */
export const periodOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: PERIOD_LABELS[value] ?? value }));
