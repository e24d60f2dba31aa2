import { Link } from '@inertiajs/react';
import { Download, FileText } from 'lucide-react';
import { DimensionRadar } from '@/components/assessment/radar-chart';
import { ScoreSummary } from '@/components/assessment/report-parts';
import { Seo } from '@/components/content/seo';
import { buttonStyles } from '@/components/ui/button';
import type { PageProps } from '@shared/pages';

/** SPEC "/assessment/show-score" (default layout): the score right after submitting. */
export default function ShowScore({ score, reportUrl, pdfUrl }: PageProps<'assessment/show-score'>) {
  return (
    <>
      <Seo title="Your CRM health score" description="Your CRM health assessment score." noindex />
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6">
        <p className="text-sm font-semibold text-crmblue-700 dark:text-crmblue-300">CRM health assessment</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-crmgray-950 sm:text-4xl dark:text-white">
          Your CRM health score
        </h1>
        <div className="mt-8 grid gap-8 lg:grid-cols-5">
          <div className="space-y-4 lg:col-span-2">
            <ScoreSummary {...score} />
            <div className="flex flex-wrap gap-3 pt-2">
              <Link href={reportUrl} className={buttonStyles({ variant: 'primary', size: 'lg' })}>
                <FileText className="size-4" aria-hidden /> Open the full report
              </Link>
              <a href={pdfUrl} className={buttonStyles({ variant: 'secondary', size: 'lg' })} download>
                <Download className="size-4" aria-hidden /> Download PDF
              </a>
            </div>
            <p className="text-sm text-crmgray-600 dark:text-zinc-400">
              The report explains each score, compares you with other teams, and lists the three changes worth
              making first. We have also emailed it to you.
            </p>
          </div>
          <div className="rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-4 lg:col-span-3 dark:border-zinc-800 dark:bg-zinc-900">
            <DimensionRadar dimensions={score.dimensions} />
          </div>
        </div>
      </div>
    </>
  );
}
