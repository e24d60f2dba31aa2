import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackLink } from '@/components/admin/back-link';
import { ClientRecordLink } from '@/components/admin/client-record-link';
import { DetailList, Panel } from '@/components/admin/detail-list';
import { formatDateTime } from '@shared/dates';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** One inbound lead audit as the visitor answered it, with the score and findings they saw. */
export default function LeadAudit({ audit, result, answers }: PageProps<'tools/lead-audit'>) {
  return (
    <>
      <BackLink href={routes.tools.list()} label="Lead audits" />
      <AdminPageHeader
        title={`Lead audit: ${audit.score}/100, grade ${audit.grade}`}
        description={result.gradeLabel}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Audit">
          <DetailList
            rows={[
              ['Taken', formatDateTime(audit.createdAt)],
              ['Taken on', audit.sourcePath],
              [
                'Report sent to',
                audit.email ? <ClientRecordLink email={audit.email} look="value" /> : 'Not requested',
              ],
            ]}
          />
        </Panel>
        <Panel title="By area">
          <DetailList
            rows={result.areas.map((area): [string, string] => [
              area.label,
              `${area.score}/100 · ${area.finding}`,
            ])}
          />
        </Panel>
        <Panel title="Answers" className="lg:col-span-2">
          <DetailList rows={answers.map((item): [string, string] => [item.question, item.answer])} />
        </Panel>
      </div>
    </>
  );
}
