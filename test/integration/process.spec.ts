import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'node:net';
import { deserialize } from 'node:v8';
import { CONTENT_SNAPSHOT_FILE, readContentSnapshot } from '@modules/content/content-snapshot';
import { describeWithRedis, freePort } from '../support/test-app';

const MAIN = 'dist/server/src/main.js';

interface Run {
  code: number | null;
  output: string;
}

/**
 * Runs the built server with the given environment until it exits, or until `until` matches its
 * output: then `whileRunning` is awaited and the process is stopped.
 */
function runMain(
  env: Record<string, string>,
  until?: RegExp,
  whileRunning?: () => Promise<void>,
  timeoutMs = 20_000,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH ?? '', ...env } });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`timed out; output so far:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) {
        until = undefined;
        clearTimeout(timer);
        child.removeAllListeners('exit');
        child.once('exit', (code) => resolve({ code, output }));
        void (whileRunning ?? (async () => undefined))().finally(() => child.kill('SIGTERM'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const portIsClosed = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('starting the server process', () => {
  it.each([
    [{ PORT: 'eighty' }, /PORT: .*got "eighty"/],
    [{ DATABASE_URL: 'mysql://db/x' }, /DATABASE_URL: must be a URL starting with postgres:\/\//],
    [{ NODE_ENV: 'production' }, /APP_SECRET: must be set to at least 32 characters in production/],
  ])('stops on a bad value (%j) with a message naming the variable', async (env, message) => {
    const run = await runMain(env);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/Invalid environment configuration/);
    expect(run.output).toMatch(message);
  });

  (process.env.TEST_DATABASE_URL ? it : it.skip)(
    'stops on a broken content file with the file and field named',
    async () => {
      const run = await runMain({
        DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
        DATABASE_MIGRATE_ON_START: 'false',
        CONTENT_DIR: 'test/fixtures/content-broken',
      });
      expect(run.code).toBe(1);
      expect(run.output).toMatch(/Invalid content \(fix these files and start again\)/);
      expect(run.output).toContain(
        'test/fixtures/content-broken/crms/examplecrm.md: pricingUrl: must be an https:// URL',
      );
      // Reported before the database or Nest start, without a stack trace.
      expect(run.output.trim().startsWith('Invalid content')).toBe(true);
      expect(run.output).not.toMatch(/\n\s+at /);
    },
  );

  it('finds the build’s read of the content current for this checkout (what a start uses)', () => {
    expect(readContentSnapshot('content', CONTENT_SNAPSHOT_FILE)?.crms.length).toBeGreaterThan(0);
    // Keyed by the loader's code too, not only by the content.
    const { codeFiles } = deserialize(readFileSync(CONTENT_SNAPSHOT_FILE)) as { codeFiles: string[] };
    expect(codeFiles).toEqual(
      expect.arrayContaining([
        join('dist', 'server', 'src', 'modules', 'content', 'content-loader.js'),
        join('dist', 'server', 'src', 'modules', 'content', 'markdown.js'),
        join('node_modules', 'markdown-it', 'package.json'),
      ]),
    );
  });
});

// No external service: the path `npm run dev`/`npm start` take on a fresh machine.
describe('without DATABASE_URL (embedded PGlite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts Postgres in-process from the build’s migrated copy, and serves pages and /health', async () => {
    const port = await freePort();
    const env = { PORT: String(port), PGLITE_DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'info' };
    let health: { status?: string; info?: { database?: unknown; redis?: unknown } } = {};
    let home = '';
    const first = await runMain(
      env,
      /Listening on/,
      async () => {
        // On a busy host the first ping of a database just started can outlast its 3 s timeout: ask again.
        for (let attempt = 0; attempt < 20 && health.status !== 'ok'; attempt += 1) {
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
          health = (await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as typeof health;
        }
        home = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      },
      60_000,
    );
    expect(first.output).toMatch(/DATABASE_URL is unset: using embedded PGlite/);
    // A new data folder begins as a copy of the template `npm run build` made: every migration is in it.
    expect(first.output).toMatch(/New data folder: started from the build's migrated copy/);
    expect(first.output).toMatch(/Database schema is up to date/);
    expect(first.output).toMatch(/REDIS_URL is unset: background jobs run in-process/);
    expect(health.info?.database).toEqual({ status: 'up' });
    expect(health.info?.redis).toEqual({ status: 'up', mode: 'in-process' });
    expect(home).toContain('data-server-rendered="true"');

    const second = await runMain(env, /Listening on/, undefined, 60_000);
    expect(second.output).toMatch(/Database schema is up to date/);
    expect(second.output).not.toMatch(/New data folder/);
    // Migrations close their connection just before the app opens its own: no refused first try.
    for (const run of [first, second]) expect(run.output).not.toMatch(/Unable to connect|Retrying/);

    // `npm run admin:create` on the same embedded database: quiet, and its link uses PORT.
    const admin = spawnSync(
      process.execPath,
      ['dist/server/src/cli/create-admin.js', '--email', 'first@example.com'],
      {
        env: { PATH: process.env.PATH ?? '', ...env },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(admin.status).toBe(0);
    expect(admin.stdout + admin.stderr).not.toMatch(/Unable to connect|Retrying|Error/);
    expect(admin.stdout).toMatch(new RegExp(`http://localhost:${port}/auth/v1/verify\\?token=`));

    // A second process on the directory while the server holds it: refused at once, nothing written.
    const createAdmin = (email: string) =>
      spawnSync(process.execPath, ['dist/server/src/cli/create-admin.js', '--email', email], {
        env: { PATH: process.env.PATH ?? '', ...env },
        encoding: 'utf8',
        timeout: 60_000,
      });
    let refused: ReturnType<typeof createAdmin> | undefined;
    await runMain(
      env,
      /Listening on/,
      async () => void (refused = createAdmin('second@example.com')),
      60_000,
    );
    expect(refused?.status).toBe(1);
    expect(refused?.stderr).toMatch(/The embedded database in .+ is in use by another process \(pid \d+\)/);
    expect(refused?.stderr).toContain('set DATABASE_URL');
    expect(refused?.stdout).toBe('');
    // Once the server has stopped the directory is free, and the refused run had written nothing.
    const after = createAdmin('second@example.com');
    expect(after.status).toBe(0);
    expect(after.stdout).toMatch(/Created admin second@example\.com\./);
  }, 200_000);
});

describeWithRedis('WORKERS=only', () => {
  it('starts a worker process that serves no HTTP', async () => {
    const port = await freePort();
    let closedWhileRunning = false;
    const run = await runMain(
      {
        WORKERS: 'only',
        PORT: String(port),
        DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
        REDIS_URL: process.env.TEST_REDIS_URL ?? '',
        QUEUE_PREFIX: process.env.TEST_QUEUE_PREFIX ?? 'crm_test',
        NODE_ENV: 'test',
      },
      /Worker-only process started/,
      async () => {
        closedWhileRunning = await portIsClosed(port);
      },
    );
    expect(run.output).toMatch(/Worker-only process started \(WORKERS=only\)/);
    expect(run.output).not.toMatch(/Listening on/);
    expect(closedWhileRunning).toBe(true);
  });
});
