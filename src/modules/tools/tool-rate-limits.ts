import { RATE_LIMIT_KEYS, RateLimitRule } from '@common/rate-limit/rate-limit';

const { ip, bodyEmail } = RATE_LIMIT_KEYS;

/** Enough for a person trying a few variants; not enough to use the site to mail strangers. */
export const TOOL_RATE_LIMITS = {
  auditPerIp: {
    name: 'lead-audit-ip',
    limit: 20,
    windowSeconds: 3600,
    key: ip,
    field: 'form',
    message: 'You have sent several audits in a short time. Wait an hour and try again.',
  },
  emailPerIp: {
    name: 'tool-email-ip',
    limit: 10,
    windowSeconds: 3600,
    key: ip,
    field: 'email',
    message: 'You have sent several emails in a short time. Wait an hour, or download the files instead.',
  },
  emailPerAddress: {
    name: 'tool-email-address',
    limit: 3,
    windowSeconds: 3600,
    key: bodyEmail,
    field: 'email',
    message: 'This address got several emails already. Check your inbox, or try again in an hour.',
  },
} satisfies Record<string, RateLimitRule>;
