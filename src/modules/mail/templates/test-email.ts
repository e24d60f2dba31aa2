import { renderEmail, RenderedEmail } from './email-layout';

export function testEmail(requestedBy: string, delivery: string, sentAt: Date): RenderedEmail {
  return renderEmail({
    template: 'mail/test',
    subject: 'Test email from Clearline CRM Advisory',
    heading: 'Mail delivery works',
    blocks: [
      'This is a test email sent from the back office to check that the site can deliver mail.',
      {
        details: [
          ['Requested by', requestedBy],
          ['Queued at', sentAt.toISOString()],
          ['Delivery', delivery],
        ],
      },
    ],
    footnote: 'Nothing to do: if you can read this, delivery works.',
  });
}
