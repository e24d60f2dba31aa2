import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { InvalidEnvironmentError, parseEnv } from '@config/env.schema';

interface ComposeService {
  environment: Record<string, string | number>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: unknown;
}

const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};

/** Compose's interpolation: `${NAME:?message}` must be given; `${NAME:-default}` falls back. */
function interpolate(value: string, given: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_match, name: string, kind?: string, rest = '') =>
    given[name] !== undefined ? given[name] : kind === '-' ? rest : '',
  );
}

function serviceEnv(service: string, given: Record<string, string>): Record<string, string> {
  const { environment } = compose.services[service];
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [name, interpolate(String(value), given)]),
  );
}

/** The production start the README promises: `npm run env:create && docker compose up` (APP_SECRET from .env). */
describe('docker-compose.yml provides what production requires', () => {
  it.each(['app', 'app2', 'worker'])(
    '%s: with only APP_SECRET set, its environment passes the production schema (src/config/env.schema.ts)',
    (service) => {
      const env = serviceEnv(service, { APP_SECRET: 'a'.repeat(64) });
      expect(env.NODE_ENV).toBe('production');
      expect(() => parseEnv(env)).not.toThrow();
    },
  );

  it('without APP_SECRET the schema refuses to start, naming it', () => {
    expect(() => parseEnv(serviceEnv('app', {}))).toThrow(InvalidEnvironmentError);
    expect(() => parseEnv(serviceEnv('app', {}))).toThrow(/APP_SECRET/);
  });

  it('app and worker sign with the same keys: AUTH_JWT_KEYS, or one key file on a volume both mount', () => {
    const app = serviceEnv('app', { APP_SECRET: 'a'.repeat(64) });
    const worker = serviceEnv('worker', { APP_SECRET: 'a'.repeat(64) });
    expect(worker.AUTH_JWT_KEYS_FILE).toBe(app.AUTH_JWT_KEYS_FILE);
    const volumeFor = (service: string) =>
      compose.services[service].volumes?.find((volume) =>
        app.AUTH_JWT_KEYS_FILE.startsWith(`${volume.split(':')[1]}/`),
      );
    expect(volumeFor('app')).toBeDefined();
    expect(volumeFor('worker')).toBe(volumeFor('app'));
    expect(serviceEnv('app2', { APP_SECRET: 'a'.repeat(64) }).AUTH_JWT_KEYS_FILE).toBe(
      app.AUTH_JWT_KEYS_FILE,
    );
    expect(volumeFor('app2')).toBe(volumeFor('app'));
  });

  it('scales out: two web replicas behind the proxy, the second starting after the first has migrated', () => {
    const second = parseEnv(serviceEnv('app2', { APP_SECRET: 'a'.repeat(64) }));
    expect([second.DATABASE_MIGRATE_ON_START, second.WORKERS]).toEqual([false, 'off']);
    expect(compose.services.app2.depends_on?.app.condition).toBe('service_healthy');
    expect(compose.services.proxy.depends_on).toEqual({
      app: { condition: 'service_healthy' },
      app2: { condition: 'service_healthy' },
    });
    // Behind one proxy, client addresses come from its X-Forwarded-For.
    expect(second.TRUST_PROXY).toBe(1);
    const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
    expect(caddyfile).toMatch(/reverse_proxy app:3000 app2:3000/);
    expect(caddyfile).toMatch(/health_uri \/health/);
  });

  it('migrations run once: the app applies them, the worker never, and starts after the app is healthy', () => {
    const app = parseEnv(serviceEnv('app', { APP_SECRET: 'a'.repeat(64) }));
    const worker = parseEnv(serviceEnv('worker', { APP_SECRET: 'a'.repeat(64) }));
    expect([app.DATABASE_MIGRATE_ON_START, app.WORKERS]).toEqual([true, 'off']);
    expect([worker.DATABASE_MIGRATE_ON_START, worker.WORKERS]).toEqual([false, 'only']);
    expect(compose.services.worker.depends_on?.app.condition).toBe('service_healthy');
    expect(compose.services.app.healthcheck).toBeDefined();
  });

  it('docs/security.md reviews every production dependency at its locked version', () => {
    const doc = readFileSync('docs/security.md', 'utf8');
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { version: string }>;
    };
    const dependencies = Object.keys(
      (JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: object }).dependencies,
    );
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const missing = dependencies.filter((name) => {
      const version = lock.packages[`node_modules/${name}`].version;
      return !new RegExp(`\\| \`${escape(name)}\`\\s*\\| ${escape(version)}\\s*\\|`).test(doc);
    });
    expect(missing).toEqual([]);
  });

  it('the Dockerfile installs exactly the lock file, as CI (.ci/run) does: plain npm ci', () => {
    const installs = (text: string) =>
      [...text.matchAll(/^\s*(?:RUN )?(npm (?:ci|install)\b[^\n]*)$/gm)].map((match) => match[1]);
    expect(installs(readFileSync('Dockerfile', 'utf8'))).toEqual(['npm ci']);
    // .ci/run may install Node 24 itself (outside the tree); the project's own install is npm ci.
    expect(installs(readFileSync('.ci/run', 'utf8')).filter((line) => !/ node@24\b/.test(line))).toEqual([
      'npm ci',
    ]);
  });

  it('runs Node 24 LTS as an unprivileged user, from one image for app, app2 and worker', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    expect([...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1])).toEqual([
      'node:24-bookworm-slim',
      'node:24-bookworm-slim',
    ]);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe('24');
    const raw = compose.services as Record<string, ComposeService & { build?: unknown; image?: string }>;
    expect(['app', 'app2', 'worker'].map((name) => raw[name].image)).toEqual(
      Array(3).fill('crm-advisory:local'),
    );
    expect(['app', 'app2', 'worker'].filter((name) => raw[name].build)).toEqual(['app']);
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['.git', '.env', 'node_modules', 'docs/screenshots']));
  });

  it('docker compose config -q accepts the file (checked where docker compose is installed)', () => {
    if (spawnSync('docker', ['compose', 'version']).status !== 0) {
      console.warn('docker compose is not installed here: `docker compose config -q` was not run');
      return;
    }
    const result = spawnSync('docker', ['compose', 'config', '-q'], {
      env: { ...process.env, APP_SECRET: 'a'.repeat(64) },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('npm run env:create (the secret the README and Compose read from .env)', () => {
  const script = resolve('scripts/create-env.mjs');
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'crm-env-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const run = () => spawnSync(process.execPath, [script, join(dir, '.env')], { encoding: 'utf8' });

  it('writes APP_SECRET once, readable by its owner only, and keeps it on later runs', () => {
    expect(run().status).toBe(0);
    const first = readFileSync(join(dir, '.env'), 'utf8');
    expect(first).toMatch(/^APP_SECRET=[0-9a-f]{64}\n$/);
    expect(statSync(join(dir, '.env')).mode & 0o777).toBe(0o600);
    expect(run().status).toBe(0);
    expect(readFileSync(join(dir, '.env'), 'utf8')).toBe(first);
  });

  it('adds a secret to an existing .env without one, keeping its lines, and tightens its mode', () => {
    writeFileSync(join(dir, '.env'), 'SITE_ADDRESS=crm.example.com', { mode: 0o644 });
    expect(run().status).toBe(0);
    expect(readFileSync(join(dir, '.env'), 'utf8')).toMatch(
      /^SITE_ADDRESS=crm\.example\.com\nAPP_SECRET=[0-9a-f]{64}\n$/,
    );
    expect(statSync(join(dir, '.env')).mode & 0o777).toBe(0o600);
  });
});
