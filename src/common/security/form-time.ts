import { timingSafeEqual } from 'node:crypto';
import { serialize } from 'cookie';
import { AppConfig } from '@config/app-config';
import { cookieOptions } from '../http/cookie-options';
import { formTimeStamp, signFormTime } from './form-time-stamp';
import { GenuineTokens } from './genuine-tokens';

/** When this browser was first served a page, signed: lead forms use it to tell people from bots. */
export const FORM_TIME_COOKIE = 'form_time';

/**
 * Signed "served at" stamps. The stamp travels in a cookie rather than in the page, so pages stay
 * the same for every anonymous visitor and can be served from the output cache.
 */
export class FormTimeTokens {
  private readonly genuine = new GenuineTokens();

  constructor(private readonly secret: string) {}

  issue(now = Date.now()): string {
    return formTimeStamp(this.secret, now);
  }

  /** Milliseconds since the stamp was issued, or null when it is missing or forged. */
  age(token: string | undefined, now = Date.now()): number | null {
    const stamp = token ?? '';
    const [issuedAt, signature] = stamp.split('.');
    if (!issuedAt || !signature) return null;
    if (!this.genuine.has(stamp)) {
      const expected = Buffer.from(signFormTime(this.secret, issuedAt));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      this.genuine.add(stamp);
    }
    return now - parseInt(issuedAt, 36);
  }
}

/**
 * The stamp for a browser that has no genuine one yet (null when it has one), as a Set-Cookie line
 * for page responses (issuePageCookies, and the output cache). A stamp is kept, not renewed per
 * page: another tab opening a page must not make a form that a person is filling in look rushed.
 */
const STAMP_SHARED_MS = 100;

export function formTimeCookieLine(config: AppConfig) {
  const tokens = new FormTimeTokens(config.appSecret);
  const options = cookieOptions(config);
  // Visitors served within 100 ms share a stamp, signed once: a form then looks at most 0.1 s older
  // than it is, far below the seconds a bot check looks for, and a new visitor costs no HMAC.
  let last = { at: -Infinity, line: '' };
  return (cookies: Record<string, string | undefined>): string | null => {
    if (tokens.age(cookies[FORM_TIME_COOKIE]) !== null) return null;
    const now = Date.now();
    if (now - last.at >= STAMP_SHARED_MS)
      last = { at: now, line: serialize(FORM_TIME_COOKIE, tokens.issue(now), options) };
    return last.line;
  };
}
