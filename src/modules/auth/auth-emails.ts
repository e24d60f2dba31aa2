import { actionEmail, renderEmail, RenderedEmail } from '@modules/mail';

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

/** The second confirmation of an email change, at the address in use today: confirm, or cancel it. */
export function emailChangeCurrentEmail(link: string, cancelLink: string, newEmail: string): RenderedEmail {
  return renderEmail({
    template: 'auth/email-change-current',
    subject: 'Confirm the change of your sign-in email',
    heading: 'Your sign-in email is about to change',
    blocks: [
      `Someone signed in to your CRM Advisory account asked to sign in with ${newEmail} from now on.`,
      'The change happens only once it is confirmed from this address and from the new one. The link works once, for 24 hours.',
      `Not you? Cancel it: ${cancelLink} . Cancelling signs out every device; then reset your password, as someone may know it.`,
    ],
    action: { label: 'Confirm the change', url: link },
    footnote: 'Nothing changes until both addresses have confirmed.',
  });
}

/** Told to the old address once the change is done. */
export function emailChangedNoticeEmail(newEmail: string, resetUrl: string): RenderedEmail {
  return renderEmail({
    template: 'auth/email-changed',
    subject: 'Your sign-in email was changed',
    heading: 'Your sign-in email was changed',
    blocks: [
      `Your CRM Advisory account now signs in with ${newEmail}. Every device was signed out.`,
      `If you did not make this change, reset your password at ${resetUrl} and tell us by replying to this email.`,
    ],
  });
}

/** The code that `PUT /user` takes as `nonce` for a password change (Supabase's re-authentication). */
export function reauthenticationEmail(code: string): RenderedEmail {
  return renderEmail({
    template: 'auth/reauthentication',
    subject: `Your verification code: ${code}`,
    heading: 'Confirm it is you',
    blocks: [
      `Enter this code to change your password: ${code}`,
      'It works once, for 10 minutes. We will never ask you for it by phone or email.',
    ],
    footnote: IGNORE,
  });
}

export function adminInvitationEmail(link: string, invitedBy: string): RenderedEmail {
  return actionEmail({
    template: 'auth/admin-invite',
    subject: 'You are invited to the CRM Advisory back office',
    heading: 'Join the back office',
    paragraphs: [
      `${invitedBy} invited you to be an admin of the CRM Advisory site.`,
      'Confirm your address and choose a password; then set up two-step verification with an authenticator app.',
      'The link works once, for 24 hours.',
    ],
    action: { label: 'Accept the invitation', url: link },
    footnote:
      'If you did not expect this, tell the person who invited you; an account you already had is an admin account now.',
  });
}

/** The client area's sign-in code (`signInWithOtp`): the code, and the page to type it on. */
export function signInCodeEmail(code: string, signInLink: string): RenderedEmail {
  return actionEmail({
    template: 'auth/otp',
    subject: `Your sign-in code: ${code}`,
    heading: 'Your sign-in code',
    paragraphs: [
      `Enter this code to sign in to your CRM Advisory account: ${code}`,
      'Or use the button: it signs you in on this device. Code and button work once, for 10 minutes.',
    ],
    action: { label: 'Sign in to my account', url: signInLink },
    footnote: IGNORE,
  });
}
