import { z } from 'zod';

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

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    APP_URL: z.string().trim().url().optional(),
    APP_SECRET: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
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
    BUILD_ID: z.string().trim().min(1).optional(),
    BOOKING_URL: z.string().trim().url().default('https://cal.com/'),
    CONTENT_DIR: z.string().trim().min(1).default('content'),
    IMAGE_CACHE_DIR: z.string().trim().min(1).default('.data/image-cache'),
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
    if (env.WORKERS === 'only' && !env.REDIS_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message: '"only" needs REDIS_URL: without Redis, jobs run inside the web process',
      });
    }
  });

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
