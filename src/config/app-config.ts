import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Env, parseEnv } from './env.schema';

export type WorkerMode = Env['WORKERS'];

export interface RouteGuardSettings {
  loginPath: string;
  callbackPath: string;
  exclude: string[];
  /** Empty: every path that is not excluded is guarded. */
  include: string[];
  cookieRedirect: boolean;
}

export interface MailSettings {
  /** Empty: lead notifications go to every admin account. */
  adminNotify: string[];
  sweepIntervalMs: number;
  sweepGraceMs: number;
}

export interface ErrorLogSettings {
  /** When set, POST /api/log-error needs it in `x-error-log-token`. */
  token: string | undefined;
  /** The fingerprint window: at most 5 full reports per error in it. */
  windowSeconds: number;
}

export interface AnalyticsSettings {
  /** Off: no page views are recorded (goals neither); the dashboards keep what was recorded. */
  capture: boolean;
  retentionDays: number;
  /** A header a proxy or CDN sets with the visitor's country (CF-IPCountry), lower-case. */
  countryHeader: string | undefined;
}

export interface PaymentSettings {
  /** Both set: Stripe Checkout; neither: pay by invoice. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  bankDetails: string;
  invoiceDueDays: number;
}

export interface SigningSettings {
  p12File: string;
  p12Passphrase: string;
  /** An RFC 3161 timestamp authority: seals get a signature timestamp (PAdES B-T). */
  tsaUrl: string | undefined;
  reminderDays: number;
  maxReminders: number;
}

export interface AuthSettings {
  /** Private JWKs from AUTH_JWT_KEYS (first signs); unset: read or generate AUTH_JWT_KEYS_FILE. */
  jwtKeys: object[] | undefined;
  jwtKeysFile: string;
  accessTokenTtlSeconds: number;
  refreshReuseIntervalSeconds: number;
  sessionMaxAgeSeconds: number;
  /** AUTH_SESSION_CACHE: see LiveSessionCache (a server database only). */
  sessionCache: boolean;
  routeGuard: RouteGuardSettings;
}

/**
 * The typed, validated configuration. Built once at boot from the environment
 * (after `.env` is loaded, if present); nothing else reads `process.env`.
 */
export class AppConfig {
  readonly nodeEnv: Env['NODE_ENV'];
  readonly host: string;
  readonly port: number;
  readonly appUrl: string;
  readonly appSecret: string;
  /** Express's `trust proxy`: false, a hop count, or the proxies' addresses. */
  readonly trustProxy: false | number | string[];
  readonly logLevel: Env['LOG_LEVEL'];
  /** Whether lines logged while serving a request carry its id (where Node binds it cheaply: 24+). */
  readonly logRequestIds: boolean;
  readonly databaseUrl: string | undefined;
  readonly databasePoolSize: number;
  readonly databasePreparedStatements: boolean;
  /** The output cache for anonymous public pages (src/inertia/page-cache.ts); maxBytes 0 = off. */
  readonly outputCache: { maxBytes: number; ttlSeconds: number };
  readonly cpuPoolThreads: number | undefined;
  readonly pageRendersPerClientMinute: number;
  readonly pgliteDataDir: string;
  readonly pglitePort: number;
  readonly migrateOnStart: boolean;
  readonly redisUrl: string | undefined;
  readonly queuePrefix: string;
  readonly workers: WorkerMode;
  /** Lock of a running job and how often stalled ones are looked for (BullMQ). */
  readonly jobStalledMs: number;
  readonly buildIdOverride: string | undefined;
  readonly bookingUrl: string;
  readonly contentDir: string;
  readonly imageCacheDir: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly mail: MailSettings;
  readonly errorLog: ErrorLogSettings;
  /** Bearer token for GET /metrics; unset: /metrics answers 404. */
  readonly metricsToken: string | undefined;
  readonly auth: AuthSettings;
  readonly payments: PaymentSettings;
  readonly analytics: AnalyticsSettings;
  readonly signing: SigningSettings;
  readonly appVersion = '1.0.0';

  constructor(env: Env) {
    this.nodeEnv = env.NODE_ENV;
    this.host = env.HOST;
    this.port = env.PORT;
    this.appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
    // Development and tests get a stable, clearly-marked secret so cookies survive restarts.
    this.appSecret = env.APP_SECRET || createHash('sha256').update('crm-advisory-dev-secret').digest('hex');
    this.trustProxy = env.TRUST_PROXY;
    this.logLevel = env.LOG_LEVEL;
    this.logRequestIds = env.LOG_REQUEST_IDS;
    this.databaseUrl = env.DATABASE_URL;
    this.databasePoolSize = env.DATABASE_POOL_SIZE;
    this.databasePreparedStatements = env.DATABASE_PREPARED_STATEMENTS;
    this.outputCache = {
      maxBytes: (env.OUTPUT_CACHE_MAX_MB ?? (env.NODE_ENV === 'development' ? 0 : 64)) * 1024 * 1024,
      ttlSeconds: env.OUTPUT_CACHE_TTL_SECONDS,
    };
    this.cpuPoolThreads = env.CPU_POOL_THREADS;
    this.pageRendersPerClientMinute = env.PAGE_RENDERS_PER_CLIENT_MINUTE;
    this.pgliteDataDir = env.PGLITE_DATA_DIR;
    this.pglitePort = env.PGLITE_PORT;
    this.migrateOnStart = env.DATABASE_MIGRATE_ON_START;
    this.redisUrl = env.REDIS_URL;
    this.queuePrefix = env.QUEUE_PREFIX;
    this.workers = env.WORKERS;
    this.jobStalledMs = env.JOB_STALLED_MS;
    this.buildIdOverride = env.BUILD_ID;
    this.bookingUrl = env.BOOKING_URL;
    this.contentDir = env.CONTENT_DIR;
    this.imageCacheDir = env.IMAGE_CACHE_DIR;
    this.smtpUrl = env.SMTP_URL;
    this.mailFrom = env.MAIL_FROM;
    this.mail = {
      adminNotify: env.ADMIN_NOTIFY_EMAIL,
      sweepIntervalMs: env.MAIL_SWEEP_INTERVAL_MS,
      sweepGraceMs: env.MAIL_SWEEP_GRACE_MS,
    };
    this.errorLog = { token: env.ERROR_LOG_TOKEN, windowSeconds: env.ERROR_LOG_WINDOW_SECONDS };
    this.metricsToken = env.METRICS_TOKEN;
    this.analytics = {
      capture: env.ANALYTICS_CAPTURE,
      retentionDays: env.ANALYTICS_RETENTION_DAYS,
      countryHeader: env.ANALYTICS_COUNTRY_HEADER,
    };
    this.payments = {
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              apiUrl: env.STRIPE_API_URL,
            }
          : undefined,
      bankDetails: env.INVOICE_BANK_DETAILS,
      invoiceDueDays: env.INVOICE_DUE_DAYS,
    };
    this.signing = {
      p12File: env.SIGNING_P12_FILE,
      p12Passphrase: env.SIGNING_P12_PASSPHRASE,
      tsaUrl: env.SIGNING_TSA_URL,
      reminderDays: env.SIGNING_REMINDER_DAYS,
      maxReminders: env.SIGNING_MAX_REMINDERS,
    };
    this.auth = {
      jwtKeys: env.AUTH_JWT_KEYS ? (JSON.parse(env.AUTH_JWT_KEYS) as object[]) : undefined,
      jwtKeysFile: env.AUTH_JWT_KEYS_FILE,
      accessTokenTtlSeconds: env.AUTH_JWT_EXPIRY_SECONDS,
      refreshReuseIntervalSeconds: env.AUTH_REFRESH_REUSE_INTERVAL_SECONDS,
      sessionMaxAgeSeconds: env.AUTH_SESSION_MAX_AGE_SECONDS,
      sessionCache: env.AUTH_SESSION_CACHE,
      routeGuard: {
        loginPath: env.AUTH_GUARD_LOGIN_PATH,
        callbackPath: env.AUTH_GUARD_CALLBACK_PATH,
        exclude: env.AUTH_GUARD_EXCLUDE,
        include: env.AUTH_GUARD_INCLUDE,
        cookieRedirect: env.AUTH_GUARD_COOKIE_REDIRECT,
      },
    };
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }

  get isTest(): boolean {
    return this.nodeEnv === 'test';
  }

  /**
   * Whether visitors reach the site over HTTPS, from APP_URL's scheme (not NODE_ENV): HSTS,
   * `upgrade-insecure-requests` and Secure cookies follow it, so a production build served over
   * plain HTTP (a local run, compose on port 3000) still works in a browser.
   */
  get servesHttps(): boolean {
    return this.appUrl.startsWith('https://');
  }

  get isDevelopment(): boolean {
    return this.nodeEnv === 'development';
  }

  get servesHttp(): boolean {
    return this.workers !== 'only';
  }

  get runsWorkers(): boolean {
    return this.workers !== 'off';
  }

  /** `overrides` win over the environment (command-line tools use it, e.g. to run without job workers). */
  static fromEnvironment(
    source: NodeJS.ProcessEnv = process.env,
    overrides: NodeJS.ProcessEnv = {},
  ): AppConfig {
    loadDotEnv(source);
    return new AppConfig(parseEnv({ ...source, ...overrides }));
  }
}

function loadDotEnv(source: NodeJS.ProcessEnv): void {
  if (source !== process.env || !existsSync('.env')) return;
  process.loadEnvFile('.env');
}
