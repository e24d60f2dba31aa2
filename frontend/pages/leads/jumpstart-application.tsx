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
      title={lead.company}
      receivedLabel="Applied"
    >
      <Panel title="What they want">
        <ul className="mb-4 list-disc space-y-1 pl-5 text-sm text-crmgray-800 dark:text-zinc-200">
          {lead.goals.map((goal) => (
            <li key={goal}>{goal}</li>
          ))}
        </ul>
        <p className="text-sm leading-relaxed whitespace-pre-wrap text-crmgray-800 dark:text-zinc-200">
          {lead.success}
        </p>
      </Panel>
      <Panel title="Company">
        <DetailList
          rows={[
            ['Company', lead.company],
            ['Website', lead.website],
            ['Size', lead.companySize],
            ['CRM in use', lead.crm],
            [
              'People using the CRM',
              <span key="seats" className="tabular">
                {lead.seats}
              </span>,
            ],
            ['Timeline', lead.timeline],
            ['Budget', lead.budget],
          ]}
        />
      </Panel>
      <Panel title="Applicant">
        <DetailList
          rows={[
            ['Name', lead.name],
            ['Role', lead.role],
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
            ['Phone', lead.phone],
          ]}
        />
      </Panel>
      <Panel title="Where they came from">
        <DetailList rows={lead.source} />
      </Panel>
    </LeadDetail>
  );
}
