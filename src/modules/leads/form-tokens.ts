import { createHmac, timingSafeEqual } from 'node:crypto';
import { MIN_FORM_FILL_MS } from '@shared/lead-options';
import { LeadFormDto } from './dto/lead-form.dto';

/**
 * Each page carries a token saying when it was served, signed so a bot cannot backdate it. A form
 * sent back sooner than MIN_FORM_FILL_MS after that, without a valid token, or with the hidden
 * honeypot field filled in, came from a bot.
 */
export class FormTokens {
  constructor(private readonly secret: string) {}

  issue(now = Date.now()): string {
    const issuedAt = now.toString(36);
    return `${issuedAt}.${this.sign(issuedAt)}`;
  }

  /** Milliseconds since the token was issued, or null when it is missing or forged. */
  age(token: string | undefined, now = Date.now()): number | null {
    const [issuedAt, signature] = (token ?? '').split('.');
    if (!issuedAt || !signature) return null;
    const expected = Buffer.from(this.sign(issuedAt));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return now - parseInt(issuedAt, 36);
  }

  /** Why a submission looks automated, or null when it looks like a person's. */
  spamReason(form: LeadFormDto, now = Date.now()): string | null {
    if (form.homepage?.trim()) return 'honeypot field filled in';
    const age = this.age(form.form_token, now);
    if (age === null) return 'missing or forged form token';
    if (age < MIN_FORM_FILL_MS) return `sent ${Math.max(0, age)} ms after the page was shown`;
    return null;
  }

  private sign(issuedAt: string): string {
    return createHmac('sha256', this.secret).update(`lead-form:${issuedAt}`).digest('base64url').slice(0, 32);
  }
}
