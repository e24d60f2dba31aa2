import { AnswerList, LongAnswers } from '@/components/admin/answer-list';
import { DetailList, Panel } from '@/components/admin/detail-list';
import { LeadDetail } from '@/components/admin/lead-detail';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** One contact message: what they wrote, who they are, where they came from, and its review. */
export default function ContactSubmission({ lead, statuses }: PageProps<'leads/contact-submission'>) {
  return (
    <LeadDetail
      lead={lead}
      statuses={statuses}
      path={routes.leads.contacts()}
      backLabel="All contact submissions"
      title={lead.title}
      receivedLabel="Received"
    >
      <Panel title="Their message">
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
