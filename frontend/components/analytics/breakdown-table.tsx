import { Download } from 'lucide-react';
import { Panel } from '@/components/admin/detail-list';
import { StatTable } from '@/components/ui/stat-table';
import type { BreakdownRow } from '@shared/pages';

/** A "top …" table of a dashboard, with its CSV download. */
export function BreakdownTable({
  title,
  rows,
  csv,
  valueLabel,
  show = ['visitors', 'views'],
  format = (value) => value,
}: {
  title: string;
  rows: BreakdownRow[];
  csv: string;
  valueLabel: string;
  show?: Array<'visitors' | 'views' | 'sessions' | 'goals'>;
  format?: (value: string) => string;
}) {
  const labels = { visitors: 'Visitors', views: 'Views', sessions: 'Sessions', goals: 'Goals' };
  return (
    <Panel title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-crmgray-600 dark:text-zinc-400">No data in this range yet.</p>
      ) : (
        // A scrolling region a keyboard can reach and a screen reader can name (WCAG 2.1.1).
        <div
          role="region"
          aria-label={`${title} (scrolls)`}
          tabIndex={0}
          className="max-h-80 overflow-y-auto rounded-md focus-visible:ring-2 focus-visible:ring-crmblue-600 focus-visible:outline-none"
        >
          <StatTable
            caption={title}
            rows={rows.slice(0, 50)}
            rowKey={(row) => row.value}
            columns={[
              {
                header: valueLabel,
                cell: (row) => <span className="break-all">{format(row.value)}</span>,
                rowHeader: true,
              },
              ...show.map((key) => ({
                header: labels[key],
                cell: (row: BreakdownRow) => row[key].toLocaleString(),
                numeric: true,
              })),
            ]}
          />
        </div>
      )}
      <a
        href={csv}
        className="mt-3 inline-flex items-center gap-1.5 text-sm text-crmblue-700 hover:underline dark:text-crmblue-300"
      >
        <Download className="size-4" aria-hidden="true" />
        Download CSV
      </a>
    </Panel>
  );
}
