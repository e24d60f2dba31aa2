import { clientAreaNote, renderEmail, RenderedEmail } from '@modules/mail';
import type { AssessmentReport } from './report/assessment-report';

export function reportEmail(
  report: AssessmentReport,
  links: { report: string; book: string; clientArea: string },
): RenderedEmail {
  return renderEmail({
    template: 'assessment/report',
    subject: `Your CRM health report: ${report.overall} / 100 (${report.band.label})`,
    heading: `Your CRM health score is ${report.overall} / 100`,
    blocks: [
      // No name typed into the form: the address is not confirmed, and the email must not carry a stranger's words.
      `Thanks for taking the assessment. Your CRM scores in the ${report.band.label} band. The full report is attached as a PDF and online at the link below.`,
      'Where to start:',
      {
        details: report.recommendations.map((item, index): [string, string] => [`${index + 1}.`, item.title]),
      },
      `Want to go through it with a consultant? Book a 30-minute call: ${links.book}`,
      clientAreaNote(links.clientArea),
    ],
    action: { label: 'Open your report', url: links.report },
    footnote: 'Anyone with this link can open your report: forward it only to people you trust.',
    footer: {
      text: 'You get this email because you completed the CRM health assessment on our site. It does not add you to any mailing list.',
    },
  });
}

export function assessmentNotificationEmail(
  report: AssessmentReport,
  email: string,
  adminUrl: string,
): RenderedEmail {
  return renderEmail({
    template: 'assessment/notification',
    subject: `New assessment: ${report.company || report.name}, ${report.overall} / 100`,
    heading: 'A CRM health assessment was completed',
    blocks: [
      {
        details: [
          ['Name', report.name],
          ['Email', email],
          ['Company', report.company],
          ['CRM', report.crm],
          ['Company size', report.companySize],
          ['Score', `${report.overall} / 100 (${report.band.label})`],
          ['Weakest areas', report.recommendations.map((item) => item.title).join('; ') || 'none under 80'],
        ],
      },
    ],
    action: { label: 'Open the response', url: adminUrl },
    headers: { 'Reply-To': email },
  });
}

export function resumeEmail(resumeUrl: string, answered: number, total: number): RenderedEmail {
  return renderEmail({
    template: 'assessment/resume',
    subject: 'Continue your CRM health assessment',
    heading: 'Pick up where you left off',
    blocks: [
      `You have answered ${answered} of ${total} questions. The link below opens your assessment on any device, with every answer in place; from then on it continues there.`,
    ],
    action: { label: 'Continue the assessment', url: resumeUrl },
    footnote:
      'The link works once, for 30 days, and only until you ask for a newer one. Do not forward it: whoever opens it takes over your answers.',
    footer: {
      text: 'You get this email because this address asked for a link to continue the assessment. It does not add you to any mailing list.',
    },
  });
}
