import { readFileSync } from 'node:fs';
import { envSchema, InvalidEnvironmentError, parseEnv } from './env.schema';
import { AppConfig } from './app-config';

describe('environment validation', () => {
  it('applies the documented defaults', () => {
    const config = new AppConfig(parseEnv({}));
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      workers: 'both',
      databaseUrl: undefined,
      redisUrl: undefined,
      databasePreparedStatements: true,
    });
    expect(new AppConfig(parseEnv({ DATABASE_PREPARED_STATEMENTS: 'off' })).databasePreparedStatements).toBe(
      false,
    );
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ WORKERS: 'sometimes' }, 'WORKERS'],
    [{ WORKERS: 'only' }, 'WORKERS'],
    [{ NODE_ENV: 'production' }, 'APP_SECRET'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ QUEUE_PREFIX: 'has:colon' }, 'QUEUE_PREFIX'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, http://proxy' }, 'TRUST_PROXY'],
    [{ OUTPUT_CACHE_MAX_MB: '-1' }, 'OUTPUT_CACHE_MAX_MB'],
    [{ DATABASE_PREPARED_STATEMENTS: 'false' }, 'DATABASE_PREPARED_STATEMENTS'],
  ])('stops start-up on %j with a message naming %s', (env, variable) => {
    expect(() => parseEnv(env)).toThrow(InvalidEnvironmentError);
    expect(() => parseEnv(env)).toThrow(
      new RegExp(`^Invalid environment configuration:\\n(.*\\n)*  ${variable}: `),
    );
  });

  it.each([
    [undefined, false],
    ['off', false],
    ['', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])(
    'reads TRUST_PROXY=%j as %j (off unless set: a client must not choose its own address)',
    (value, expected) => {
      const env = value === undefined ? {} : { TRUST_PROXY: value };
      expect(new AppConfig(parseEnv(env)).trustProxy).toEqual(expected);
    },
  );

  it('never prints a secret in the error', () => {
    expect(() => parseEnv({ APP_SECRET: 'hunter2' })).toThrow(
      /APP_SECRET: must be at least 32 characters \(got \(hidden\)\)/,
    );
  });

  it('keeps the output cache off in development unless it is set, and on elsewhere', () => {
    const cacheBytes = (env: Record<string, string>) => new AppConfig(parseEnv(env)).outputCache.maxBytes;
    expect(cacheBytes({ NODE_ENV: 'development' })).toBe(0);
    expect(cacheBytes({ NODE_ENV: 'development', OUTPUT_CACHE_MAX_MB: '8' })).toBe(8 * 1024 * 1024);
    expect(cacheBytes({ NODE_ENV: 'test' })).toBe(64 * 1024 * 1024);
    expect(cacheBytes({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) })).toBe(64 * 1024 * 1024);
  });

  it('accepts WORKERS=only when Redis is configured', () => {
    expect(parseEnv({ WORKERS: 'only', REDIS_URL: 'redis://127.0.0.1:6379' }).WORKERS).toBe('only');
  });

  it('documents every variable in .env.example, and nothing that does not exist', () => {
    const documented = readFileSync('.env.example', 'utf8')
      .split('\n')
      .map((line) => /^#?\s?([A-Z][A-Z0-9_]+)=/.exec(line)?.[1])
      .filter((name): name is string => Boolean(name));
    const declared = Object.keys(envSchema.shape);
    expect([...new Set(documented)].sort()).toEqual(declared.sort());
  });
});
