import type { Request } from 'express';
import { RateLimitRule } from '@common/rate-limit/rate-limit';

const ip = (req: Request) => String(req.ip);
/** The form's email as a key (hashed by the limiter); anything that cannot be an address shares one key. */
const bodyEmail = (req: Request) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  const normalised = typeof email === 'string' ? email.trim().toLowerCase() : '';
  return normalised.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(normalised) ? normalised : '(not an email)';
};

/** Generous for people (an office shares one address), tight for scripts. */
export const LEAD_RATE_LIMITS = {
  contact: {
    name: 'contact-form',
    limit: 10,
    windowSeconds: 3600,
    key: ip,
    field: 'form',
    message:
      'You have sent several messages in a short time. Wait an hour and try again, or book a call instead.',
  },
  jumpstart: {
    name: 'jumpstart-form',
    limit: 5,
    windowSeconds: 3600,
    key: ip,
    field: 'form',
    message: 'You have sent several applications in a short time. Wait an hour and try again.',
  },
  newsletterPerIp: {
    name: 'newsletter-ip',
    limit: 20,
    windowSeconds: 3600,
    key: ip,
    field: 'email',
    message: 'Too many sign-ups from your network. Try again in an hour.',
  },
  newsletterPerEmail: {
    name: 'newsletter-email',
    limit: 3,
    windowSeconds: 3600,
    key: (req) => bodyEmail(req) || ip(req),
    field: 'email',
    message: 'This address was entered several times already. Check your inbox, or try again in an hour.',
  },
} satisfies Record<string, RateLimitRule>;
