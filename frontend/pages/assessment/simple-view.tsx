import { DIMENSION_LABELS, type Dimension } from '@shared/assessment';
import { Printer } from 'lucide-react';
import { DimensionRadar } from '@/components/assessment/radar-chart';
import { BandBadge, DimensionTable, RecommendationList } from '@/components/assessment/report-parts';
import { Seo } from '@/components/content/seo';
import { Button } from '@/components/ui/button';
import { formatDate } from '@shared/dates';
import type { PageProps } from '@shared/pages';

/** SPEC "/assessment/simple-view/{uuid}": the read-only, printable summary the owner shared. */
export default function SimpleView({ report }: PageProps<'assessment/simple-view'>) {
  return (
    <>
      <Seo title="CRM health summary" description="A shared CRM health assessment summary." noindex />
      <article className="space-y-8 print:space-y-5">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm font-semibold text-crmblue-700 dark:text-crmblue-300">CRM health summary</p>
            <h1 className="mt-1 text-2xl font-semibold tracking-tight text-crmgray-950 dark:text-white">
              {report.company || 'CRM health assessment'}
            </h1>
            <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
              {[report.crm, report.companySize, `assessed ${formatDate(report.submittedAt)}`]
                .filter(Boolean)
                .join(' · ')}
              {report.name && ` · shared by ${report.name}`}
            </p>
          </div>
          <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
            <Printer className="size-4" aria-hidden /> Print
          </Button>
        </header>
        <div className="grid items-center gap-6 sm:grid-cols-2">
          <div>
            <p className="text-sm text-crmgray-600 dark:text-zinc-400">CRM health score</p>
            <p className="tabular text-5xl font-semibold text-crmgray-950 dark:text-white">
              {report.overall}
              <span className="text-2xl font-normal text-crmgray-600 dark:text-zinc-400"> / 100</span>
            </p>
            <div className="mt-3">
              <BandBadge band={report.band} />
            </div>
          </div>
          <DimensionRadar dimensions={report.dimensions} height={260} />
        </div>
        <DimensionTable dimensions={report.dimensions} showPercentiles={report.benchmark.shown} />
        <section>
          <h2 className="mb-3 text-lg font-semibold text-crmgray-950 dark:text-white">Top recommendations</h2>
          <RecommendationList
            recommendations={report.recommendations}
            dimensionLabel={(id) => DIMENSION_LABELS[id as Dimension] ?? id}
          />
        </section>
      </article>
    </>
  );
}
