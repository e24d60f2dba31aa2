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
      title={`${lead.name}, ${lead.company}`}
      receivedLabel="Received"
    >
      <Panel title={lead.topic}>
        <p className="text-sm leading-relaxed whitespace-pre-wrap text-crmgray-800 dark:text-zinc-200">
          {lead.message}
        </p>
      </Panel>
      <Panel title="Contact">
        <DetailList
          rows={[
            ['Name', lead.name],
            [
              'Email',
              <a
                key="email"
                href={`mailto:${lead.email}`}
                className="text-crmblue-700 underline dark:text-crmblue-300"
              >
                {lead.email}
              </a>,
            ],
            ['Company', lead.company],
            ['Phone', lead.phone],
            ['CRM in use', lead.crm],
          ]}
        />
      </Panel>
      <Panel title="Where they came from">
        <DetailList rows={[...lead.source, ['Browser', lead.userAgent]]} />
      </Panel>
    </LeadDetail>
  );
}
