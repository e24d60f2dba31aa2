import type { Request } from 'express';
import { RATE_LIMIT_KEYS, type RateLimitRule } from '@common/rate-limit/rate-limit';

const byAddress = RATE_LIMIT_KEYS.ip;
const byAgreement = (req: Request) => String(req.params.id);

/** Limits on the signer's actions: by address, and per agreement where a guess could be repeated. */
export const SIGNING_LIMITS = {
  findByCode: {
    name: 'signing-code-lookup',
    limit: 20,
    windowSeconds: 600,
    key: byAddress,
    field: 'code',
    message: 'Too many tries. Wait a few minutes, then enter the code again.',
  },
  password: {
    name: 'signing-password',
    limit: 20,
    windowSeconds: 900,
    key: byAddress,
    field: 'password',
    message: 'Too many tries from this network. Wait 15 minutes.',
  },
  sendCode: [
    {
      name: 'signing-send-code',
      limit: 3,
      windowSeconds: 600,
      key: byAgreement,
      field: 'code',
      message: 'We have sent 3 codes in the last 10 minutes. Use the latest one, or wait a few minutes.',
    },
    {
      name: 'signing-send-code-ip',
      limit: 10,
      windowSeconds: 600,
      key: byAddress,
      field: 'code',
      message: 'Too many codes requested. Wait a few minutes.',
    },
  ],
  verifyCode: {
    name: 'signing-verify-code',
    limit: 20,
    windowSeconds: 600,
    key: byAddress,
    field: 'code',
    message: 'Too many tries. Wait a few minutes.',
  },
  sign: {
    name: 'signing-sign',
    limit: 20,
    windowSeconds: 600,
    key: byAddress,
    field: 'form',
    message: 'Too many attempts. Wait a few minutes.',
  },
  /** A person checks a file or two; each check reads an upload. */
  verify: {
    name: 'signing-verify-upload',
    limit: 5,
    windowSeconds: 600,
    key: byAddress,
    field: 'file',
    message: 'Too many checks. Wait a few minutes.',
    pace: { limit: 2, windowSeconds: 60, message: 'Wait a minute before checking another file.' },
  },
} satisfies Record<string, RateLimitRule | RateLimitRule[]>;
