import {
  BUDGET_RANGES,
  COMPANY_SIZES,
  CONTACT_TOPICS,
  CRM_IN_USE,
  JUMPSTART_GOALS,
  JUMPSTART_TIMELINES,
  labelOf,
} from '@shared/lead-options';
import { LeadSummary } from './lead-email-templates';
import { Attribution } from './entities/attribution';
import { ContactSubmission } from './entities/contact-submission.entity';
import { JumpstartApplication } from './entities/jumpstart-application.entity';
import { routes } from '@shared/routes';

/** Where a lead came from, as label/value rows (only the parts that are known). */
export function sourceRows(sourcePath: string, attribution: Attribution): Array<[string, string]> {
  const utm = [attribution.utmSource, attribution.utmMedium, attribution.utmCampaign]
    .filter(Boolean)
    .join(' / ');
  const rows: Array<[string, string | null]> = [
    ['Sent from', sourcePath],
    ['Campaign (source / medium / campaign)', utm || null],
    ['Campaign term', attribution.utmTerm],
    ['Campaign content', attribution.utmContent],
    ['Referrer', attribution.referrer],
    ['Landing page', attribution.landingPath],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

export function contactSummary(submission: ContactSubmission, appUrl: string): LeadSummary {
  return {
    adminUrl: `${appUrl}${routes.leads.contactSubmission(submission.id)}`,
    name: submission.name,
    email: submission.email,
    details: [
      ['Name', submission.name],
      ['Email', submission.email],
      ['Company', submission.company],
      ...(submission.phone ? [['Phone', submission.phone] as [string, string]] : []),
      ['CRM in use', labelOf(CRM_IN_USE, submission.crm)],
      ['Topic', labelOf(CONTACT_TOPICS, submission.topic)],
    ],
    text: submission.message,
    source: sourceRows(submission.sourcePath, submission.attribution),
  };
}

/** The application's answers chosen from our own lists: safe to repeat to an address nobody has confirmed. */
export function jumpstartChoices(application: JumpstartApplication): Array<[string, string]> {
  return [
    ['Company size', labelOf(COMPANY_SIZES, application.companySize)],
    ['CRM in use', labelOf(CRM_IN_USE, application.crm)],
    ['People using the CRM', String(application.seats)],
    ['Goals', application.goals.map((goal) => labelOf(JUMPSTART_GOALS, goal)).join('; ')],
    ['Timeline', labelOf(JUMPSTART_TIMELINES, application.timeline)],
    ['Budget', labelOf(BUDGET_RANGES, application.budgetRange)],
  ];
}

export function jumpstartSummary(application: JumpstartApplication, appUrl: string): LeadSummary {
  return {
    adminUrl: `${appUrl}${routes.leads.application(application.id)}`,
    name: application.name,
    email: application.email,
    details: [
      ['Company', application.company],
      ...(application.website ? [['Website', application.website] as [string, string]] : []),
      ...jumpstartChoices(application),
      ['Name', application.name],
      ['Role', application.role],
      ['Email', application.email],
      ...(application.phone ? [['Phone', application.phone] as [string, string]] : []),
    ],
    text: application.success,
    source: sourceRows(application.sourcePath, application.attribution),
  };
}
