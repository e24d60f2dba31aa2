import { ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { runMigrations } from '../../src/database/run-migrations';
import { sql, uniqueEmail } from '../support/auth-helpers';
import { contactForm } from '../support/lead-forms';
import { SmtpSink } from '../support/smtp-sink';
import { describeWithDatabase, formPost, startTestApp } from '../support/test-app';
import { createDatabase, isCi } from '../support/test-services';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const hasPgCtl = (() => {
  try {
    execFileSync('pg_ctl', ['--version'], { stdio: 'ignore' });
    execFileSync('initdb', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer && isCi())
  throw new Error('redis-server is needed for the Redis fault test (CI=true: it must run).');
if (!hasPgCtl && isCi())
  throw new Error('initdb and pg_ctl are needed for the fault tests (CI=true: they must run).');

/** Postgres refuses to run as root: the throwaway cluster runs as the postgres user when we are root. */
function asPostgres(command: string, args: string[]): void {
  const root = process.getuid?.() === 0;
  execFileSync(root ? 'runuser' : command, root ? ['-u', 'postgres', '--', command, ...args] : args, {
    stdio: 'ignore',
    timeout: 60_000,
  });
}

/** Issue #22, point 3: faults in services the test starts itself (never the machine's shared ones). */
describeWithDatabase('faults (issue #22)', () => {
  (hasPgCtl ? it : it.skip)(
    'Postgres restarted under traffic: requests fail fast while it is down, and the app recovers by itself',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'crm-pg-fault-'));
      if (process.getuid?.() === 0)
        chownSync(
          dir,
          Number(execFileSync('id', ['-u', 'postgres']).toString()),
          Number(execFileSync('id', ['-g', 'postgres']).toString()),
        );
      const port = await freePort();
      const pgctl = (action: 'start' | 'stop') =>
        asPostgres(
          'pg_ctl',
          action === 'start'
            ? [
                '-D',
                dir,
                '-o',
                `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
                '-w',
                '-l',
                join(dir, 'log'),
                'start',
              ]
            : ['-D', dir, '-m', 'immediate', '-w', 'stop'],
        );
      asPostgres('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
      pgctl('start');
      const url = await createDatabase(`postgres://postgres@127.0.0.1:${port}/postgres`, 'crm');
      await runMigrations({ url, embedded: false });
      const app = await startTestApp({ env: { DATABASE_URL: url } });
      const server = () => request(app.app.getHttpServer());
      const visitor = await app.visitor();
      const contact = (email: string) =>
        formPost(visitor, '/contact', contactForm(app, { email }))
          .set('Accept', 'application/json')
          .set('X-Forwarded-For', `198.51.100.${Math.floor(Math.random() * 250) + 1}`);
      try {
        expect((await server().get('/health')).status).toBe(200);
        expect((await contact('before@northwind.example')).status).toBeLessThan(400);

        pgctl('stop');
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const started = Date.now();
          const health = await server().get('/health');
          expect(health.status).toBe(503);
          const write = await contact(`during-${attempt}@northwind.example`);
          expect([500, 503]).toContain(write.status);
          expect(Date.now() - started).toBeLessThan(5000);
        }

        pgctl('start');
        const deadline = Date.now() + 20_000;
        let status = 0;
        while (Date.now() < deadline && status !== 200) {
          status = (await server().get('/health')).status;
          if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(status).toBe(200);
        expect((await contact('after@northwind.example')).status).toBeLessThan(400);
        const client = new Client({ connectionString: url });
        await client.connect();
        const { rows } = await client.query('SELECT email FROM contact_submissions ORDER BY created_at');
        await client.end();
        // Nothing half-written from the outage: the two accepted messages, no more.
        expect(rows.map((row: { email: string }) => row.email)).toEqual([
          'before@northwind.example',
          'after@northwind.example',
        ]);
      } finally {
        await app.close();
        try {
          pgctl('stop');
        } catch {
          // Already stopped.
        }
        rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it('the embedded database keeps every committed row through a kill -9 of the server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crm-pglite-kill-'));
    const port = await freePort();
    const environment = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_SECRET: 'k'.repeat(64),
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      AUTH_JWT_KEYS_FILE: join(dataDir, 'keys.json'),
      SIGNING_P12_FILE: join(dataDir, 'seal.p12'),
      LOG_LEVEL: 'warn',
    };
    const start = async (): Promise<ChildProcess> => {
      const child = spawn(process.execPath, ['dist/server/src/main.js'], {
        env: environment,
        stdio: 'ignore',
      });
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const up = await fetch(`http://127.0.0.1:${port}/health`).then(
          (res) => res.ok,
          () => false,
        );
        if (up) return child;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      child.kill('SIGKILL');
      throw new Error('the server did not start on the embedded database');
    };
    let child = await start();
    try {
      const base = `http://127.0.0.1:${port}`;
      const page = await fetch(`${base}/assessment`);
      const csrf = /XSRF-TOKEN=([^;]+)/.exec(page.headers.getSetCookie().join('\n'))![1];
      const ids: string[] = [];
      for (let n = 0; n < 3; n += 1) {
        const started = await fetch(`${base}/assessment/start`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            Cookie: `XSRF-TOKEN=${csrf}`,
            'X-XSRF-TOKEN': decodeURIComponent(csrf),
            'X-Inertia': 'true',
          },
        });
        expect(started.status).toBe(303);
        ids.push(/crm_assessment=([0-9a-f-]{36})/.exec(started.headers.getSetCookie().join('\n'))![1]);
      }
      // The responses are committed (the requests answered); the process dies without any shutdown.
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      child = await start();
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      // Read the data directory directly, in a plain Node process (PGlite loads its files by dynamic import).
      const script = `const { PGlite } = require('@electric-sql/pglite');
        PGlite.create(process.argv[1]).then(async (db) => {
          const { rows } = await db.query('SELECT id FROM assessment_responses WHERE id = ANY($1)', [JSON.parse(process.argv[2])]);
          process.stdout.write(JSON.stringify(rows));
          await db.close();
        });`;
      const rows = JSON.parse(
        execFileSync(process.execPath, ['-e', script, join(dataDir, 'pglite'), JSON.stringify(ids)], {
          encoding: 'utf8',
          timeout: 60_000,
        }),
      ) as Array<{ id: string }>;
      expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  (hasRedisServer ? it : it.skip)(
    'Redis killed while forms are submitted and jobs queued: submissions succeed, and every email goes once after it returns',
    async () => {
      const port = await freePort();
      const startRedis = () =>
        spawn(
          'redis-server',
          ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
          {
            stdio: 'ignore',
          },
        );
      let redis = startRedis();
      const sink = await SmtpSink.start();
      const team = 'fault-team@clearline.test';
      const app = await startTestApp({
        env: {
          REDIS_URL: `redis://127.0.0.1:${port}`,
          QUEUE_PREFIX: `fault-${randomUUID().slice(0, 8)}`,
          SMTP_URL: sink.url,
          ADMIN_NOTIFY_EMAIL: team,
          MAIL_SWEEP_INTERVAL_MS: '200',
          MAIL_SWEEP_GRACE_MS: '300',
        },
      });
      const submit = async (email: string) =>
        formPost(await app.visitor(), '/contact', contactForm(app, { email })).set(
          'X-Forwarded-For',
          `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
        );
      try {
        const before = uniqueEmail('before-kill');
        expect((await submit(before)).status).toBe(303);
        await sink.waitFor(before);

        redis.kill('SIGKILL');
        await new Promise((resolve) => redis.once('exit', resolve));
        const during = [uniqueEmail('during-kill'), uniqueEmail('during-kill'), uniqueEmail('during-kill')];
        for (const email of during) expect((await submit(email)).status).toBe(303);
        const stored = await sql<{ email: string }>(
          app,
          'SELECT email FROM contact_submissions WHERE email = ANY($1)',
          [during],
        );
        expect(stored).toHaveLength(3);

        // A new, empty Redis (nothing persisted): the outbox sweeper queues the waiting emails again.
        redis = startRedis();
        for (const email of during) await sink.waitFor(email, 1, 30_000);
        await sink.waitFor(team, 4, 30_000);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        for (const email of [before, ...during])
          expect([email, sink.to(email)]).toEqual([email, [expect.anything()]]);
        expect(sink.to(team)).toHaveLength(4);
      } finally {
        await app.close();
        await sink.close();
        redis.kill('SIGKILL');
      }
    },
    90_000,
  );

  (process.env.TEST_REDIS_URL ? it : it.skip)(
    'a worker killed during a job: the next worker finds it stalled and runs it, once',
    async () => {
      const prefix = `stall-${randomUUID().slice(0, 8)}`;
      const dir = mkdtempSync(join(tmpdir(), 'crm-stall-'));
      // An SMTP server that accepts and never answers: the first worker hangs inside the job.
      const held: Socket[] = [];
      const blackHole = createServer((socket) => held.push(socket));
      await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
      const holePort = (blackHole.address() as { port: number }).port;
      const sink = await SmtpSink.start();
      const shared = {
        REDIS_URL: process.env.TEST_REDIS_URL as string,
        QUEUE_PREFIX: prefix,
        ADMIN_NOTIFY_EMAIL: 'stall-team@clearline.test',
        JOB_STALLED_MS: '1000',
        MAIL_SWEEP_INTERVAL_MS: '3600000',
      };
      const web = await startTestApp({ env: { ...shared, WORKERS: 'off', SMTP_URL: sink.url } });
      const firstWorker = spawn(process.execPath, ['dist/server/src/main.js'], {
        stdio: 'ignore',
        env: {
          ...shared,
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          APP_SECRET: 'w'.repeat(64),
          DATABASE_URL: process.env.TEST_DATABASE_URL,
          DATABASE_MIGRATE_ON_START: 'false',
          WORKERS: 'only',
          SMTP_URL: `smtp://127.0.0.1:${holePort}`,
          AUTH_JWT_KEYS_FILE: join(dir, 'keys.json'),
          SIGNING_P12_FILE: join(dir, 'seal.p12'),
          LOG_LEVEL: 'warn',
        },
      });
      let secondWorker: Awaited<ReturnType<typeof startTestApp>> | undefined;
      try {
        const email = uniqueEmail('stalled');
        const response = await formPost(await web.visitor(), '/contact', contactForm(web, { email })).set(
          'X-Forwarded-For',
          '198.51.100.240',
        );
        expect(response.status).toBe(303);
        // The first worker has taken the job: it is talking to the silent server.
        const deadline = Date.now() + 30_000;
        while (held.length === 0 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100));
        expect(held.length).toBeGreaterThan(0);
        firstWorker.kill('SIGKILL');
        await new Promise((resolve) => firstWorker.once('exit', resolve));
        // The dead worker's claim on the message (which keeps two workers from both sending it) would
        // expire in 2 minutes; the test moves that clock instead of waiting.
        await sql(
          web,
          "UPDATE mail_outbox SET claimed_until = now() - interval '1 second' WHERE status = 'sending' AND to_address IN ($1, $2)",
          [email, shared.ADMIN_NOTIFY_EMAIL],
        );

        secondWorker = await startTestApp({ env: { ...shared, SMTP_URL: sink.url } });
        const [ack] = await sink.waitFor(email, 1, 30_000);
        expect(ack.subject).toBe('We have your message');
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(sink.to(email)).toHaveLength(1);
        expect(await sql(web, 'SELECT status FROM mail_outbox WHERE to_address = $1', [email])).toEqual([
          { status: 'sent' },
        ]);
      } finally {
        if (firstWorker.exitCode === null) firstWorker.kill('SIGKILL');
        await secondWorker?.close();
        await web.close();
        await sink.close();
        for (const socket of held) socket.destroy();
        blackHole.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
