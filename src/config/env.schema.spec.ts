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
    });
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
  ])('stops start-up on %j with a message naming %s', (env, variable) => {
    expect(() => parseEnv(env)).toThrow(InvalidEnvironmentError);
    expect(() => parseEnv(env)).toThrow(
      new RegExp(`^Invalid environment configuration:\\n(.*\\n)*  ${variable}: `),
    );
  });

  it('never prints a secret in the error', () => {
    expect(() => parseEnv({ APP_SECRET: 'hunter2' })).toThrow(
      /APP_SECRET: must be at least 32 characters \(got \(hidden\)\)/,
    );
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
