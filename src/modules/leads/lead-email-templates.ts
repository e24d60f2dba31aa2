import { renderEmail, RenderedEmail } from '@modules/mail';

const SIGNATURE = 'Clearline CRM Advisory';

/** A lead as the emails show it: labels already resolved, optional parts absent. */
export interface LeadSummary {
  /** The back-office page of the lead. */
  adminUrl: string;
  name: string;
  email: string;
  details: Array<[label: string, value: string]>;
  /** Free text the visitor wrote (the message, or what success looks like). */
  text: string;
  /** Where it came from: page, UTM tags, referrer. */
  source: Array<[label: string, value: string]>;
}

/**
 * The auto-reply to the contact form. It goes to whatever address was typed, before anyone knows
 * it is the sender's: it quotes none of the visitor's text (name, message, links), so the form
 * cannot be used to send someone else a message of the visitor's choosing.
 */
export function contactAcknowledgementEmail(bookingUrl: string): RenderedEmail {
  return renderEmail({
    template: 'leads/contact-acknowledgement',
    subject: 'We have your message',
    heading: 'Thanks for your message',
    blocks: [
      `Your message has reached ${SIGNATURE}. A consultant reads every message and replies within one working day; you can answer that reply like any other email.`,
    ],
    action: { label: 'Or book a 30-minute call', url: bookingUrl },
    footnote: 'Nothing else to do for now. If something changes, reply to this email.',
    footer: {
      text: 'You get this email because this address was entered in the contact form on our site. If that was not you, ignore it: we will not write again unless you reply. It does not add you to any mailing list.',
    },
  });
}

export function contactNotificationEmail(lead: LeadSummary, topic: string): RenderedEmail {
  return renderEmail({
    template: 'leads/contact-notification',
    subject: `New message: ${topic} (${lead.name})`,
    heading: 'A new message from the contact form',
    blocks: [{ details: lead.details }, { quote: lead.text }, { details: lead.source }],
    action: { label: 'Open it in the back office', url: lead.adminUrl },
    footnote: 'Replying to this email answers the visitor directly.',
    headers: { 'Reply-To': lead.email },
  });
}

/**
 * The auto-reply to a Jumpstart application: like the contact auto-reply, it repeats only what was
 * chosen from our own lists (`choices`), never text the visitor typed.
 */
export function jumpstartAcknowledgementEmail(
  choices: Array<[label: string, value: string]>,
  bookingUrl: string,
): RenderedEmail {
  return renderEmail({
    template: 'leads/jumpstart-acknowledgement',
    subject: 'Your Jumpstart application is in',
    heading: 'Thanks for applying',
    blocks: [
      'We read every application before the call. Within two working days you will hear from a consultant, either to book the 30-minute application call or to suggest something that fits you better.',
      'What you chose:',
      { details: choices },
    ],
    action: { label: 'Book the application call now', url: bookingUrl },
    footnote: 'Want to change something? Reply to this email and we will update your application.',
    footer: {
      text: 'You get this email because this address was entered in the Jumpstart application on our site. If that was not you, ignore it: we will not write again unless you reply.',
    },
  });
}

export function jumpstartNotificationEmail(lead: LeadSummary): RenderedEmail {
  const company = lead.details.find(([label]) => label === 'Company')?.[1] ?? lead.name;
  return renderEmail({
    template: 'leads/jumpstart-notification',
    subject: `New Jumpstart application: ${company}`,
    heading: 'A new Jumpstart application',
    blocks: [
      { details: lead.details },
      'What success looks like to them:',
      { quote: lead.text },
      { details: lead.source },
    ],
    action: { label: 'Review it in the back office', url: lead.adminUrl },
    footnote: 'Replying to this email answers the applicant directly.',
    headers: { 'Reply-To': lead.email },
  });
}

export function newsletterConfirmationEmail(confirmUrl: string, validDays: number): RenderedEmail {
  return renderEmail({
    template: 'newsletter/confirm',
    subject: 'Confirm your subscription',
    heading: 'One click to confirm',
    blocks: [
      `Confirm this address to get the ${SIGNATURE} newsletter: one email a month with practical CRM advice on pipelines, data quality, reporting and adoption. No sales pitches.`,
      `The link works once, for ${validDays} days.`,
    ],
    action: { label: 'Confirm my subscription', url: confirmUrl },
    footnote:
      'If you did not sign up, ignore this email: you will not be subscribed and will not hear from us again.',
  });
}

export function newsletterWelcomeEmail(unsubscribeUrl: string, siteUrl: string): RenderedEmail {
  return renderEmail({
    template: 'newsletter/welcome',
    subject: 'You are subscribed',
    heading: 'You are subscribed',
    blocks: [
      'Thanks for confirming. Once a month you will get one email with practical CRM advice: how to design pipeline stages, keep data clean, build reports people trust and get a team to use the system.',
      'Until the next one, the help centre has our guides.',
    ],
    action: { label: 'Browse the help centre', url: `${siteUrl}/help` },
    footer: {
      text: 'You get this email because you subscribed to the Clearline newsletter.',
      link: { label: 'Unsubscribe', url: unsubscribeUrl },
    },
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
