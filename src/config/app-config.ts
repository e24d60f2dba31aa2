import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Env, parseEnv } from './env.schema';

export type WorkerMode = Env['WORKERS'];

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
  readonly logLevel: Env['LOG_LEVEL'];
  readonly databaseUrl: string | undefined;
  readonly pgliteDataDir: string;
  readonly pglitePort: number;
  readonly migrateOnStart: boolean;
  readonly redisUrl: string | undefined;
  readonly queuePrefix: string;
  readonly workers: WorkerMode;
  readonly buildIdOverride: string | undefined;
  readonly bookingUrl: string;
  readonly contentDir: string;
  readonly imageCacheDir: string;
  readonly appVersion = '1.0.0';

  constructor(env: Env) {
    this.nodeEnv = env.NODE_ENV;
    this.host = env.HOST;
    this.port = env.PORT;
    this.appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
    // Development and tests get a stable, clearly-marked secret so cookies survive restarts.
    this.appSecret = env.APP_SECRET || createHash('sha256').update('crm-advisory-dev-secret').digest('hex');
    this.logLevel = env.LOG_LEVEL;
    this.databaseUrl = env.DATABASE_URL;
    this.pgliteDataDir = env.PGLITE_DATA_DIR;
    this.pglitePort = env.PGLITE_PORT;
    this.migrateOnStart = env.DATABASE_MIGRATE_ON_START;
    this.redisUrl = env.REDIS_URL;
    this.queuePrefix = env.QUEUE_PREFIX;
    this.workers = env.WORKERS;
    this.buildIdOverride = env.BUILD_ID;
    this.bookingUrl = env.BOOKING_URL;
    this.contentDir = env.CONTENT_DIR;
    this.imageCacheDir = env.IMAGE_CACHE_DIR;
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
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

  static fromEnvironment(source: NodeJS.ProcessEnv = process.env): AppConfig {
    loadDotEnv(source);
    return new AppConfig(parseEnv(source));
  }
}

function loadDotEnv(source: NodeJS.ProcessEnv): void {
  if (source !== process.env || !existsSync('.env')) return;
  process.loadEnvFile('.env');
}
