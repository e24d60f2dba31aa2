import type { Request } from 'express';
import { FORM_TIME_COOKIE, FormTimeTokens } from '@common/security/form-time';
import { MIN_FORM_FILL_MS } from '@shared/lead-options';
import { LeadFormDto } from './dto/lead-form.dto';

/**
 * The browser carries a stamp saying when it was first served a page (FORM_TIME_COOKIE), signed so
 * a bot cannot backdate it. A form sent back sooner than MIN_FORM_FILL_MS after that, without a
 * valid stamp, or with the hidden honeypot field filled in, came from a bot.
 */
export class FormTokens extends FormTimeTokens {
  /** Why a submission looks automated, or null when it looks like a person's. */
  spamReason(form: LeadFormDto, now = Date.now()): string | null {
    if (form.homepage?.trim()) return 'honeypot field filled in';
    const age = this.age(form.form_token, now);
    if (age === null) return 'missing or forged form token';
    if (age < MIN_FORM_FILL_MS) return `sent ${Math.max(0, age)} ms after the page was shown`;
    return null;
  }
}

/** The browser's signed "served at" stamp, unless the form sent one itself (API clients, tests). */
export function withFormTime<Form extends LeadFormDto>(form: Form, req: Request): Form {
  const stamp = req.cookies?.[FORM_TIME_COOKIE] as unknown;
  return form.form_token || typeof stamp !== 'string' ? form : { ...form, form_token: stamp };
}
