/** Props of the newsletter's landing pages (src/modules/leads). */

export type NewsletterConfirmResult = 'confirmed' | 'already-confirmed' | 'used' | 'expired' | 'invalid';

export interface NewsletterConfirmProps {
  result: NewsletterConfirmResult;
}

export interface NewsletterUnsubscribeProps {
  subscriber: { email: string; status: 'pending' | 'confirmed' | 'unsubscribed' } | null;
  link: { id: string; token: string } | null;
}
