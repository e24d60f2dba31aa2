import { AnswerList, LongAnswers } from '@/components/admin/answer-list';
import { DetailList, Panel } from '@/components/admin/detail-list';
import { LeadDetail } from '@/components/admin/lead-detail';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** One Jumpstart application and its review. */
export default function JumpstartApplication({ lead, statuses }: PageProps<'leads/jumpstart-application'>) {
  return (
    <LeadDetail
      lead={lead}
      statuses={statuses}
      path={routes.leads.applications()}
      backLabel="All applications"
      title={lead.title}
      receivedLabel="Applied"
    >
      <Panel title="In their words">
        <LongAnswers answers={lead.answers} />
      </Panel>
      <Panel title="Their answers">
        <AnswerList answers={lead.answers} />
      </Panel>
      <Panel title="Where they came from">
        <DetailList rows={[...lead.source, ['Browser', lead.userAgent]]} />
      </Panel>
    </LeadDetail>
  );
}
