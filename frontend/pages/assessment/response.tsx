import { Link } from '@inertiajs/react';
import { DIMENSION_LABELS, DIMENSIONS, SECTION_IDS } from '@shared/assessment';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackLink } from '@/components/admin/back-link';
import { DetailList, Panel } from '@/components/admin/detail-list';
import { StatusBadge } from '@/components/admin/status-badge';
import { ClientRecordLink } from '@/components/admin/client-record-link';
import { buttonStyles } from '@/components/ui/button';
import { formatDateTime } from '@shared/dates';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** One response: who, scores, and every answer as the respondent gave it. */
export default function Response({ response, answers, reportUrl, pdfUrl }: PageProps<'assessment/response'>) {
  const sections = [...new Set(answers.map((answer) => answer.section))];
  const reached = SECTION_IDS[Math.min(response.furthestStep, SECTION_IDS.length - 1)];
  return (
    <>
      <BackLink href={routes.assessment.responses()} label="Responses" />
      <AdminPageHeader
        title={response.company ?? 'Assessment in progress'}
        description={[response.name, response.email].filter(Boolean).join(' · ') || 'Not submitted yet'}
      >
        <StatusBadge status={response.status} size="md" />
      </AdminPageHeader>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6">
          <Panel title="Response">
            <DetailList
              rows={[
                ['Started', formatDateTime(response.createdAt)],
                ['Submitted', formatDateTime(response.submittedAt)],
                ['Furthest step', response.status === 'submitted' ? 'All (submitted)' : reached],
                ['CRM', response.crm],
                ['Company size', response.companySize],
                ['Consent', formatDateTime(response.consentedAt)],
                ['Client record', response.email && <ClientRecordLink email={response.email} look="value" />],
                ['Share link', response.shared ? 'On' : 'Off'],
                ['Question bank', `v${response.bankVersion}`],
              ]}
            />
            {reportUrl && (
              <div className="mt-5 flex flex-wrap gap-2">
                <Link href={reportUrl} className={buttonStyles({ variant: 'primary', size: 'sm' })}>
                  Open report
                </Link>
                <a href={pdfUrl!} download className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
                  PDF
                </a>
              </div>
            )}
          </Panel>
          {response.result && (
            <Panel title="Scores">
              <DetailList
                rows={[
                  ['Overall', `${response.result.overall} / 100`],
                  [
                    'System adoption score',
                    response.result.adoption === null ? null : `${response.result.adoption} / 100`,
                  ],
                  ...DIMENSIONS.map((dimension): [string, string | null] => {
                    const score = response.result!.dimensions[dimension];
                    return [DIMENSION_LABELS[dimension], score === null ? null : String(score)];
                  }),
                ]}
              />
            </Panel>
          )}
        </div>
        <div className="space-y-6 lg:col-span-2">
          {sections.map((section) => (
            <Panel key={section} title={section}>
              {/* Questions are long: two proportional columns, not DetailList's label-width column. */}
              <dl className="divide-y divide-crmgray-100 text-sm dark:divide-zinc-800">
                {answers
                  .filter((answer) => answer.section === section)
                  .map((answer) => (
                    <div
                      key={answer.id}
                      className="grid gap-1 py-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] sm:gap-4"
                    >
                      <dt className="text-crmgray-600 dark:text-zinc-400">{answer.question}</dt>
                      <dd className="break-words text-crmgray-900 dark:text-zinc-100">
                        {answer.answer || '—'}
                      </dd>
                    </div>
                  ))}
              </dl>
            </Panel>
          ))}
        </div>
      </div>
    </>
  );
}
