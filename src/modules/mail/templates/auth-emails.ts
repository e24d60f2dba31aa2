import { actionEmail, RenderedEmail } from './email-layout';

const IGNORE = 'If you did not ask for this, you can ignore this email: nothing changes.';

export function passwordRecoveryEmail(link: string): RenderedEmail {
  return actionEmail({
    template: 'auth/recovery',
    subject: 'Reset your password',
    heading: 'Reset your password',
    paragraphs: [
      'Someone asked to reset the password of your CRM Advisory account.',
      'The link works once, for 1 hour.',
    ],
    action: { label: 'Choose a new password', url: link },
    footnote: IGNORE,
  });
}

export function signupConfirmationEmail(link: string): RenderedEmail {
  return actionEmail({
    template: 'auth/signup',
    subject: 'Confirm your email address',
    heading: 'Confirm your email address',
    paragraphs: [
      'Confirm this address to finish setting up your CRM Advisory account.',
      'The link works once, for 24 hours.',
    ],
    action: { label: 'Confirm my email', url: link },
    footnote: IGNORE,
  });
}

export function emailChangeEmail(link: string, newEmail: string): RenderedEmail {
  return actionEmail({
    template: 'auth/email-change',
    subject: 'Confirm your new email address',
    heading: 'Confirm your new email address',
    paragraphs: [
      `Your CRM Advisory account will sign in with ${newEmail} once you confirm it.`,
      'The link works once, for 24 hours.',
    ],
    action: { label: 'Confirm the new address', url: link },
    footnote: IGNORE,
  });
}
