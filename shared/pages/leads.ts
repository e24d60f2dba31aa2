/** Props of the newsletter's landing pages (src/modules/leads). */

/** `ready`: the link is good and waits for the visitor's click (a GET never confirms: mail scanners open links). */
export type NewsletterConfirmResult =
  'ready' | 'confirmed' | 'already-confirmed' | 'used' | 'expired' | 'invalid';

export interface NewsletterConfirmProps {
  result: NewsletterConfirmResult;
  /** The link's token while the result is `ready`, for the confirm button's POST. */
  token: string | null;
}

export interface NewsletterUnsubscribeProps {
  subscriber: { email: string; status: 'pending' | 'confirmed' | 'unsubscribed' } | null;
  link: { id: string; token: string } | null;
}
