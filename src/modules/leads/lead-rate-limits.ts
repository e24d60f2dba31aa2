import { RATE_LIMIT_KEYS, RateLimitRule } from '@common/rate-limit/rate-limit';

const { ip, bodyEmail } = RATE_LIMIT_KEYS;

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
