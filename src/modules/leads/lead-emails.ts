import { answerRows, isChoice, type AnswerField, type StoredAnswers } from '@shared/forms/answers';
import { CONTACT_ANSWERS, JUMPSTART_ANSWERS } from '@shared/forms/leads';
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

/** The answers for an email's detail table: the short ones that were given (long text goes on its own). */
function detailRows<Answers>(
  list: readonly AnswerField<keyof Answers & string>[],
  stored: StoredAnswers<Answers>,
): Array<[string, string]> {
  return answerRows(list, stored)
    .filter((row) => row.kind !== 'text' && row.value !== null)
    .map((row) => [row.label, row.value!]);
}

export function contactSummary(submission: ContactSubmission, appUrl: string): LeadSummary {
  return {
    adminUrl: `${appUrl}${routes.leads.contactSubmission(submission.id)}`,
    name: submission.name,
    email: submission.email,
    details: detailRows(CONTACT_ANSWERS, submission),
    text: submission.message,
    source: sourceRows(submission.sourcePath, submission.attribution),
  };
}

/** The application's answers chosen from our own lists: safe to repeat to an address nobody has confirmed. */
export function jumpstartChoices(application: JumpstartApplication): Array<[string, string]> {
  return detailRows(JUMPSTART_ANSWERS.filter(isChoice), application);
}

export function jumpstartSummary(application: JumpstartApplication, appUrl: string): LeadSummary {
  return {
    adminUrl: `${appUrl}${routes.leads.application(application.id)}`,
    name: application.name,
    email: application.email,
    details: detailRows(JUMPSTART_ANSWERS, application),
    text: application.success,
    source: sourceRows(application.sourcePath, application.attribution),
  };
}
