import { Link } from '@inertiajs/react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BreakdownTable } from '@/components/analytics/breakdown-table';
import { csvHref, RangePicker } from '@/components/analytics/range-picker';
import { StatTable } from '@/components/ui/stat-table';
import { Panel } from '@/components/admin/detail-list';
import { cn } from '@/lib/cn';
import type { PageProps } from '@shared/pages';
import { UTM_FIELDS } from '@shared/pages/analytics';
import { routes } from '@shared/routes';

const PATH = routes.analytics.utm();
const LABELS = {
  utm_source: 'Source',
  utm_medium: 'Medium',
  utm_campaign: 'Campaign',
  utm_term: 'Term',
  utm_content: 'Content',
};

/** SPEC "/admin/utm-analytics": each UTM field with visitors, sessions, goals and conversion rate. */
export default function UtmAnalytics({ range, field, rows }: PageProps<'analytics/utm'>) {
  return (
    <>
      <AdminPageHeader
        title="UTM analytics"
        description="Campaign links by UTM field: who came, and how many reached a goal in the same visit."
      />
      <nav aria-label="UTM field" className="mb-4 flex flex-wrap gap-2">
        {UTM_FIELDS.map((name) => (
          <Link
            key={name}
            href={`${PATH}?field=${name}&range=${range.key}${range.key === 'custom' ? `&from=${range.from}&to=${range.to}` : ''}`}
            aria-current={name === field ? 'page' : undefined}
            className={cn(
              'rounded-lg border px-3 py-1.5 text-sm',
              name === field
                ? 'border-crmblue-600 bg-crmblue-50 text-crmblue-900 dark:bg-crmblue-950 dark:text-crmblue-100'
                : 'border-crmgray-200 bg-white text-crmgray-700 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300',
            )}
          >
            {LABELS[name]}
          </Link>
        ))}
      </nav>
      <RangePicker path={PATH} range={range} params={{ field }} />
      {rows.length === 0 ? (
        <BreakdownTable
          title={`By ${LABELS[field].toLowerCase()}`}
          valueLabel={LABELS[field]}
          rows={[]}
          csv={csvHref(PATH, range, { field })}
        />
      ) : (
        <Panel title={`By ${LABELS[field].toLowerCase()}`}>
          <StatTable
            caption={`Visits by ${field}`}
            rows={rows}
            rowKey={(row) => row.value}
            columns={[
              { header: LABELS[field], cell: (row) => row.value, rowHeader: true },
              { header: 'Visitors', cell: (row) => row.visitors, numeric: true },
              { header: 'Sessions', cell: (row) => row.sessions, numeric: true },
              { header: 'Goals', cell: (row) => row.goals, numeric: true },
              {
                header: 'Conversion',
                cell: (row) => `${(row.conversionRate * 100).toFixed(1)}%`,
                numeric: true,
              },
            ]}
          />
          <a
            href={csvHref(PATH, range, { field })}
            className="mt-3 inline-block text-sm text-crmblue-700 hover:underline dark:text-crmblue-300"
          >
            Download CSV
          </a>
        </Panel>
      )}
    </>
  );
}
