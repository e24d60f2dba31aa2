import type { EmailContent, MailAttachment } from '@modules/mail';
import { FIRST_FIXES, type AuditResult } from '@shared/tools/lead-audit';

/** The report email: the score and the three biggest fixes in the body, the full report (`pdf`) attached. */
export function leadAuditEmail(
  result: AuditResult,
  link: string,
  pdf: Buffer,
): { content: EmailContent; attachments: MailAttachment[] } {
  return {
    content: {
      template: 'tools/lead-audit',
      subject: `Your inbound lead audit: ${result.score}/100 (grade ${result.grade})`,
      heading: `Your lead handling scores ${result.score} out of 100`,
      blocks: [
        `Grade ${result.grade}: ${result.gradeLabel}. The full report, with every area and your answers, is attached.`,
        ...(result.fixes.length > 0
          ? [
              {
                details: result.fixes
                  .slice(0, FIRST_FIXES)
                  .map((fix): [string, string] => [fix.label, fix.fix]),
              },
            ]
          : ['Every area has full marks.']),
      ],
      action: { label: 'Open the results', url: link },
      footer: {
        text: 'You asked for this report on our inbound lead audit. We send nothing else unless you subscribed.',
      },
    },
    attachments: [
      {
        filename: 'inbound-lead-audit.pdf',
        contentType: 'application/pdf',
        contentBase64: pdf.toString('base64'),
      },
    ],
  };
}
