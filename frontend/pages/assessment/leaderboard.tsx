import { Link } from '@inertiajs/react';
import { Trophy } from 'lucide-react';
import { Seo } from '@/components/content/seo';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { StatTable } from '@/components/ui/stat-table';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** SPEC "/leaderboard": CRMs ranked by the average health score of the teams using them. */
export default function Leaderboard({
  rows,
  gathering,
  minimum,
  responses,
}: PageProps<'assessment/leaderboard'>) {
  return (
    <>
      <Seo
        title="CRM leaderboard"
        description="CRMs ranked by the average health score and satisfaction of the teams that use them, from completed CRM health assessments."
      />
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-semibold tracking-tight text-crmgray-950 sm:text-4xl dark:text-white">
          CRM leaderboard
        </h1>
        <p className="mt-3 max-w-[65ch] text-crmgray-700 dark:text-zinc-300">
          How healthy CRMs are in practice: the average score of teams that completed our CRM health
          assessment, by the CRM they use. A CRM appears once {minimum} teams using it have taken the
          assessment. The score measures how a team runs its CRM as much as the product itself.
        </p>
        <div className="mt-8">
          {rows.length === 0 ? (
            <EmptyState
              icon={Trophy}
              title="Not enough assessments yet"
              action={{ label: 'Take the assessment', href: routes.assessment.intro() }}
            >
              The leaderboard appears once {minimum} teams using the same CRM have completed the assessment.
            </EmptyState>
          ) : (
            <ScrollRegion
              label="CRMs by average health score"
              className="rounded-[var(--radius-card)] border border-crmgray-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
            >
              <StatTable
                caption="CRMs by average health score"
                padded
                rows={rows}
                rowKey={(row) => row.crm}
                columns={[
                  { header: 'Rank', cell: (row) => row.rank, numeric: true },
                  {
                    header: 'CRM',
                    cell: (row) => <span className="font-medium">{row.label}</span>,
                    rowHeader: true,
                  },
                  {
                    header: 'Average health score',
                    cell: (row) => <span className="font-semibold">{row.averageScore}</span>,
                    numeric: true,
                  },
                  {
                    header: 'Satisfaction (1–5)',
                    cell: (row) => row.averageSatisfaction ?? '—',
                    numeric: true,
                  },
                  { header: 'Assessments', cell: (row) => row.responses, numeric: true },
                ]}
              />
            </ScrollRegion>
          )}
          <p className="mt-3 text-sm text-crmgray-600 dark:text-zinc-400">
            Based on {responses} completed assessments. No names, companies or answers are shown.
          </p>
          {gathering.length > 0 && (
            <section aria-labelledby="gathering" className="mt-8">
              <h2 id="gathering" className="text-lg font-semibold text-crmgray-950 dark:text-white">
                Still gathering assessments
              </h2>
              <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
                These CRMs join the table at {minimum} assessments. Until then we show how many there are, not
                an average: a mean of one or two teams would be their own scores.
              </p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {gathering.map((row) => (
                  <li
                    key={row.crm}
                    data-crm={row.crm}
                    className="rounded-full border border-crmgray-200 px-3 py-1 text-sm text-crmgray-700 dark:border-zinc-700 dark:text-zinc-300"
                  >
                    {row.label}: {row.responses} of {minimum}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <Link
          href={routes.assessment.intro()}
          className={`${buttonStyles({ variant: 'accent', size: 'lg' })} mt-8`}
        >
          Score your own CRM
        </Link>
      </div>
    </>
  );
}
