import { z } from 'zod';
import { routes } from '@shared/routes';

/**
 * Every environment variable the application reads, declared once.
 * `.env.example` documents the same list; `env.schema.spec.ts` keeps the two in step.
 */
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const sitePath = z
  .string()
  .trim()
  .regex(/^\/[^/\\]*/, 'must be a site path starting with "/"');
/** Comma-separated path patterns; "*" matches any characters. */
const pathPatterns = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((pattern) => pattern.trim())
      .filter(Boolean),
  )
  .refine((patterns) => patterns.every((pattern) => pattern.startsWith('/')), {
    message: 'every pattern must start with "/"',
  });

/** A proxy address, subnet or Express preset (loopback, linklocal, uniquelocal). */
const PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/;

/**
 * Which proxies may tell the client's address in X-Forwarded-For (and the scheme in
 * X-Forwarded-Proto): off (default; the socket's address is the client), a hop count, or a
 * comma-separated list of addresses, subnets or presets.
 */
const trustProxy = z
  .string()
  .trim()
  .default('off')
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'off' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.every((entry) => PROXY_ENTRY.test(entry))) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be off, a hop count, or comma-separated proxy addresses/subnets (or loopback)',
    });
    return z.NEVER;
  });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    APP_URL: z.string().trim().url().optional(),
    APP_SECRET: z.string().optional(),
    TRUST_PROXY: trustProxy,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Lines logged while serving a request carry its id (Node 24+; off: a benchmark's comparison). */
    LOG_REQUEST_IDS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** Named prepared statements for the signed-in pages' hot statements; off behind a pooler that cannot keep them. */
    DATABASE_PREPARED_STATEMENTS: z
      .enum(['on', 'off'])
      .default('on')
      .transform((value) => value === 'on'),
    /** Worker threads for PDFs and other heavy CPU work; unset → one fewer than the cores (at least 1). */
    CPU_POOL_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    /** Public pages one client may have rendered per minute (anonymous visits the output cache could not answer). */
    PAGE_RENDERS_PER_CLIENT_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
    /** Unset: 64 MB, or off (0) in development, where an edited page must show at once. */
    OUTPUT_CACHE_MAX_MB: z.coerce.number().int().min(0).max(4096).optional(),
    OUTPUT_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    PGLITE_DATA_DIR: z.string().trim().min(1).default('.data/pglite'),
    PGLITE_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    DATABASE_MIGRATE_ON_START: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    QUEUE_PREFIX: z
      .string()
      .trim()
      .regex(/^[a-zA-Z0-9_-]+$/, 'letters, digits, "_" and "-" only')
      .default('crm'),
    WORKERS: z.enum(['both', 'only', 'off']).default('both'),
    /** How long a running job's lock lasts without renewal: a worker killed mid-job gives it back after this. */
    JOB_STALLED_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
    BUILD_ID: z.string().trim().min(1).optional(),
    BOOKING_URL: z.string().trim().url().default('https://cal.com/'),
    CONTENT_DIR: z.string().trim().min(1).default('content'),
    IMAGE_CACHE_DIR: z.string().trim().min(1).default('.data/image-cache'),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().trim().min(3).default('CRM Advisory <hello@localhost>'),
    ADMIN_NOTIFY_EMAIL: z
      .string()
      .trim()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .refine((addresses) => addresses.every((address) => z.email().safeParse(address).success), {
        message: 'must be one email address or a comma-separated list of them',
      }),
    METRICS_TOKEN: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || value.length >= 16, {
        message: 'must be at least 16 characters (it guards /metrics)',
      }),
    ERROR_LOG_TOKEN: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined),
    ERROR_LOG_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 86_400)
      .default(3600),
    MAIL_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    MAIL_SWEEP_GRACE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    AUTH_JWT_KEYS: z.string().trim().optional(),
    AUTH_JWT_KEYS_FILE: z.string().trim().min(1).default('.data/auth-jwt-keys.json'),
    AUTH_JWT_EXPIRY_SECONDS: z.coerce.number().int().min(60).max(86400).default(3600),
    AUTH_REFRESH_REUSE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
    /** Signed-in requests take their session from memory while Postgres's notifications say it is unchanged. */
    AUTH_SESSION_CACHE: z
      .enum(['on', 'off'])
      .default('on')
      .transform((value) => value === 'on'),
    AUTH_SESSION_MAX_AGE_SECONDS: z.coerce
      .number()
      .int()
      .min(300)
      .default(30 * 24 * 3600),
    AUTH_GUARD_LOGIN_PATH: sitePath.default(routes.auth.loginPage('/login')),
    AUTH_GUARD_CALLBACK_PATH: sitePath.default(routes.auth.confirmPage()),
    AUTH_GUARD_EXCLUDE: z.string().default('').pipe(pathPatterns),
    AUTH_GUARD_INCLUDE: z.string().default('/account,/account/*').pipe(pathPatterns),
    AUTH_GUARD_COOKIE_REDIRECT: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    ANALYTICS_CAPTURE: z
      .enum(['on', 'off'])
      .default('on')
      .transform((value) => value === 'on'),
    ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
    ANALYTICS_COUNTRY_HEADER: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]*$/, 'must be a header name')
      .optional()
      .transform((value) => value?.toLowerCase() || undefined),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SIGNING_P12_FILE: z.string().trim().min(1).default('.data/signing-seal.p12'),
    SIGNING_P12_PASSPHRASE: z.string().default(''),
    SIGNING_TSA_URL: optionalUrl(['http', 'https']),
    SIGNING_REMINDER_DAYS: z.coerce.number().int().min(1).max(60).default(3),
    SIGNING_MAX_REMINDERS: z.coerce.number().int().min(0).max(3).default(3),
    INVOICE_BANK_DETAILS: z
      .string()
      .trim()
      .default('Clearline CRM Advisory Ltd · IBAN GB00 EXAM 0000 0000 0000 00 · BIC EXAMGB2L'),
    INVOICE_DUE_DAYS: z.coerce.number().int().min(1).max(120).default(14),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && (!env.APP_SECRET || env.APP_SECRET.length < 32)) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message: 'must be set to at least 32 characters in production',
      });
    }
    if (env.APP_SECRET !== undefined && env.APP_SECRET.length > 0 && env.APP_SECRET.length < 32) {
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'must be at least 32 characters' });
    }
    if (env.AUTH_JWT_KEYS !== undefined && env.AUTH_JWT_KEYS !== '' && !isJsonArray(env.AUTH_JWT_KEYS)) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_JWT_KEYS'],
        message: 'must be a JSON array of private JWKs (the first one signs)',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together (or neither, for pay-by-invoice)',
      });
    }
    if (env.WORKERS === 'only' && !env.REDIS_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message: '"only" needs REDIS_URL: without Redis, jobs run inside the web process',
      });
    }
  });

function isJsonArray(value: string): boolean {
  try {
    return Array.isArray(JSON.parse(value));
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof envSchema>;

export class InvalidEnvironmentError extends Error {}

/** Parses the environment; a bad value stops start-up with a message naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || '(environment)';
    const value = source[variable];
    const shown =
      value === undefined ? 'unset' : variable.includes('SECRET') ? '(hidden)' : JSON.stringify(value);
    return `  ${variable}: ${issue.message} (got ${shown})`;
  });
  return failWith(`Invalid environment configuration:\n${lines.join('\n')}`);
}

function failWith(message: string): never {
  throw new InvalidEnvironmentError(message);
}
