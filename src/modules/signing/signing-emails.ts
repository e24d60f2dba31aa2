import { clientAreaNote, firstName, renderEmail, RenderedEmail } from '@modules/mail';
import { formatMoney } from '@shared/signing';
import { formatDate } from '@shared/dates';
import { SITE_NAME } from '@shared/site';

const SENDER = SITE_NAME;

export interface AgreementSummary {
  title: string;
  code: string;
  signerName: string;
  amountMinor: number | null;
  currency: string | null;
  expiresAt: Date | null;
}

const amountText = (agreement: AgreementSummary) =>
  agreement.amountMinor && agreement.currency
    ? formatMoney(agreement.amountMinor, agreement.currency)
    : 'None';

/** The invitation to sign. Never carries the password: that travels another way. */
export function signingRequestEmail(
  agreement: AgreementSummary,
  link: string,
  reminder = false,
): RenderedEmail {
  return renderEmail({
    template: reminder ? 'signing-reminder' : 'signing-request',
    subject: `${reminder ? 'Reminder: please' : 'Please'} review and sign: ${agreement.title}`,
    heading: reminder ? 'Your agreement is still waiting for you' : 'An agreement is ready for you to sign',
    blocks: [
      `Hello ${firstName(agreement.signerName)},`,
      `${SENDER} has sent you "${agreement.title}" to review and sign online. It takes a few minutes; you can sign on your phone or computer.`,
      {
        details: [
          ['Agreement', agreement.title],
          ['Reference', agreement.code],
          ['Amount due on signing', amountText(agreement)],
          ...(agreement.expiresAt ? [['Sign by', formatDate(agreement.expiresAt)] as [string, string]] : []),
        ],
      },
    ],
    action: { label: 'Review and sign', url: link },
    footnote:
      'If the agreement is protected by a password, we will have told you it separately. If you were not expecting this, you can ignore this email.',
  });
}

export function signingCodeEmail(code: string): RenderedEmail {
  return renderEmail({
    template: 'signing-code',
    subject: `Your signing code: ${code}`,
    heading: 'Your code to sign',
    blocks: [
      'Enter this code on the signing page to confirm it is you:',
      { quote: code },
      'It works for 10 minutes. If you did not ask for it, someone may have your signing link: do not share this code.',
    ],
  });
}

export function signedNoticeEmail(agreement: AgreementSummary, adminUrl: string): RenderedEmail {
  return renderEmail({
    template: 'signing-signed-admin',
    subject: `Signed: ${agreement.title} (${agreement.signerName})`,
    heading: `${agreement.signerName} signed`,
    blocks: [
      {
        details: [
          ['Agreement', agreement.title],
          ['Reference', agreement.code],
          ['Amount', amountText(agreement)],
        ],
      },
    ],
    action: { label: 'Open the agreement', url: adminUrl },
  });
}

/** To the template's countersigner once the client has signed: their signature completes the agreement. */
export function countersignRequestEmail(agreement: AgreementSummary, adminUrl: string): RenderedEmail {
  return renderEmail({
    template: 'signing-countersign',
    subject: `Countersign: ${agreement.title} (${agreement.signerName})`,
    heading: 'Your countersignature is needed',
    blocks: [
      `${agreement.signerName} has signed. The agreement is sealed and sent to both sides once you countersign it.`,
      {
        details: [
          ['Agreement', agreement.title],
          ['Reference', agreement.code],
          ['Amount', amountText(agreement)],
        ],
      },
    ],
    action: { label: 'Review and countersign', url: adminUrl },
  });
}

export function declinedNoticeEmail(
  agreement: AgreementSummary,
  reason: string,
  adminUrl: string,
): RenderedEmail {
  return renderEmail({
    template: 'signing-declined-admin',
    subject: `Declined: ${agreement.title} (${agreement.signerName})`,
    heading: `${agreement.signerName} declined to sign`,
    blocks: [
      {
        details: [
          ['Agreement', agreement.title],
          ['Reference', agreement.code],
        ],
      },
      { quote: reason },
    ],
    action: { label: 'Open the agreement', url: adminUrl },
  });
}

/** The sealed copy, to the signer (with where their client area is) and to the consultancy (`clientArea` null). */
export function sealedCopyEmail(
  agreement: AgreementSummary,
  verifyUrl: string,
  clientArea: string | null,
): RenderedEmail {
  const forAdmin = clientArea === null;
  return renderEmail({
    template: forAdmin ? 'signing-sealed-admin' : 'signing-sealed',
    subject: `Signed copy: ${agreement.title}`,
    heading: 'Your signed agreement',
    blocks: [
      forAdmin
        ? `The sealed copy of "${agreement.title}" signed by ${agreement.signerName} is attached.`
        : `Hello ${firstName(agreement.signerName)},`,
      ...(forAdmin
        ? []
        : [
            `Thank you for signing "${agreement.title}". The signed copy is attached: keep it with your records.`,
          ]),
      `The PDF is sealed with our digital signature. Anyone can check that it is unchanged at ${verifyUrl}.`,
      ...(clientArea ? [clientAreaNote(clientArea)] : []),
    ],
  });
}

export function digestEmail(lines: Array<[label: string, value: string]>, adminUrl: string): RenderedEmail {
  return renderEmail({
    template: 'signing-digest',
    subject: `Agreements waiting: ${lines.length}`,
    heading: 'Agreements waiting for signature or payment',
    blocks: [{ details: lines }],
    action: { label: 'Open agreements', url: adminUrl },
  });
}
