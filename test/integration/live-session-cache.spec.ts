import { Client } from 'pg';
import { DataSource } from 'typeorm';
import {
  DatabaseNotifications,
  NOTIFICATIONS_APPLICATION_NAME,
  NOTIFICATIONS_PROBE_MS,
} from '@database/notifications';
import { LiveSessionCache } from '@modules/auth/live-session-cache';
import { adminVisitor, createUser, PASSWORD } from '../support/auth-helpers';
import { watchQueries } from '../support/query-log';
import { rawGet } from '../support/raw-get';
import {
  cookieHeader,
  describeWithDatabase,
  formPost,
  pageFromHtml,
  startTestApp,
  TestApp,
  Visitor,
} from '../support/test-app';

const SESSION_READ = /FROM auth_sessions s JOIN auth_users u/;
const inertia = { 'X-Inertia': 'true' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `condition`, at most `ms`; answers how long it took. */
async function until(what: string, condition: () => boolean | Promise<boolean>, ms = 3_000): Promise<number> {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(5);
  }
  return Date.now() - start;
}

/**
 * Issue 40: signed-in requests take their session from memory while Postgres's notifications say
 * nothing behind it changed. "Elsewhere" below is a connection of the test's own, as another
 * server or a psql prompt would write.
 */
describeWithDatabase('the live sessions kept in memory (issue 40)', () => {
  let app: TestApp;
  let cache: LiveSessionCache;
  let notifications: DatabaseNotifications;
  let elsewhere: Client;
  let sessionReads = 0;

  beforeAll(async () => {
    app = await startTestApp({ env: { AUTH_SESSION_CACHE: 'on' } });
    cache = app.app.get(LiveSessionCache);
    notifications = app.app.get(DatabaseNotifications);
    watchQueries(app.app.get(DataSource), (query) => {
      if (SESSION_READ.test(query)) sessionReads += 1;
    });
    elsewhere = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await elsewhere.connect();
    await until('listening', () => notifications.listening);
  });
  afterAll(async () => {
    await elsewhere.end();
    await app.close();
  });

  async function sessionReadsFor(visitor: Visitor, path: string, status = 200): Promise<number> {
    const before = sessionReads;
    const response = await visitor.agent.get(path).set(inertia);
    expect([path, response.status]).toEqual([path, status]);
    return sessionReads - before;
  }

  async function signedInClient() {
    const user = await createUser(app, { role: 'client', confirmed: true });
    const visitor = await app.visitor();
    await formPost(visitor, '/login', { email: user.email, password: PASSWORD });
    // The sign-in's own write (the last sign-in time) is notified too; once it is heard, a read is kept.
    await until('a page served from memory', async () => (await sessionReadsFor(visitor, '/account')) === 0);
    return { user, visitor };
  }

  /** Runs `sql` elsewhere and waits until this process has heard of it; answers how long that took. */
  async function changeElsewhere(sql: string, parameters: unknown[]): Promise<number> {
    const before = cache.changes;
    await elsewhere.query(sql, parameters);
    return until('the change heard', () => cache.changes > before);
  }

  it('reads a signed-in visitor’s session once, then serves it from memory', async () => {
    const { visitor } = await signedInClient();
    for (const path of ['/account', '/account/security', '/account'])
      expect(await sessionReadsFor(visitor, path)).toBe(0);
    // Another visitor's pages read their own session: nothing is shared between sessions.
    const other = await signedInClient();
    const props = (await other.visitor.agent.get('/account/security').set(inertia)).body.props;
    expect(props.email).toBe(other.user.email);
  });

  it('refuses a session ended elsewhere as soon as Postgres’s notification arrives', async () => {
    const { user, visitor } = await signedInClient();
    const heardIn = await changeElsewhere('DELETE FROM auth_sessions WHERE user_id = $1', [user.id]);
    expect(heardIn).toBeLessThan(1_000);
    const after = await visitor.agent.get('/account/security');
    expect([after.status, after.headers.location]).toEqual([302, '/login']);
  });

  it('stops naming a session ended elsewhere on cached public pages once the notification arrives', async () => {
    const { user, visitor } = await signedInClient();
    const { version } = pageFromHtml((await visitor.agent.get('/')).text);
    const publicPage = async () => {
      const response = await rawGet(app, '/zoho', {
        'X-Inertia': 'true',
        'X-Inertia-Version': version,
        Cookie: cookieHeader(visitor),
      });
      return {
        cache: response.headers['x-cache'],
        user: JSON.parse(response.body.toString()).props.auth.user,
      };
    };
    await until('the public page from the output cache, with the visitor’s own auth', async () => {
      const { cache, user: shown } = await publicPage();
      return cache === 'HIT' && shown?.email === user.email;
    });
    await changeElsewhere('DELETE FROM auth_sessions WHERE user_id = $1', [user.id]);
    // Well within the 15 s the cache would take a verified cookie at its word without being told.
    expect((await publicPage()).user).toBeNull();
  });

  it('takes a role changed elsewhere on the next request', async () => {
    const admin = await adminVisitor(app);
    await until(
      'the dashboard served from memory',
      async () => (await sessionReadsFor(admin, '/admin')) === 0,
    );
    await changeElsewhere("UPDATE auth_users SET role = 'client' WHERE email = $1", [admin.email]);
    expect(await sessionReadsFor(admin, '/admin', 403)).toBe(1);
  });

  it('takes a factor verified elsewhere on the next request (the next assurance level)', async () => {
    const { user, visitor } = await signedInClient();
    const level = async () =>
      (await visitor.agent.get('/account/security').set(inertia)).body.props.auth.nextLevel;
    expect(await level()).toBe('aal1');
    await changeElsewhere(
      "INSERT INTO auth_factors (user_id, factor_type, status, secret_encrypted) VALUES ($1, 'totp', 'verified', 'x')",
      [user.id],
    );
    expect(await level()).toBe('aal2');
  });

  it('serves nothing from memory while it cannot listen, and forgets what it kept when it listens again', async () => {
    const { user, visitor } = await signedInClient();
    const [{ stopped }] = (
      await elsewhere.query(
        'SELECT count(pg_terminate_backend(pid))::int AS stopped FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [NOTIFICATIONS_APPLICATION_NAME],
      )
    ).rows as Array<{ stopped: number }>;
    expect(stopped).toBe(1);
    await until('the lost connection noticed', () => !notifications.listening);
    expect(await sessionReadsFor(visitor, '/account')).toBe(1);
    expect(await sessionReadsFor(visitor, '/account')).toBe(1);

    // A change nobody could hear: the session is still refused, now and once listening again.
    await elsewhere.query('DELETE FROM auth_sessions WHERE user_id = $1', [user.id]);
    expect((await visitor.agent.get('/account/security')).headers.location).toBe('/login');
    await until('listening again', () => notifications.listening);

    const { visitor: next } = await signedInClient();
    expect(await sessionReadsFor(next, '/account')).toBe(0);
  });

  it('stops serving from memory when its own notifications stop arriving (a pooler that took the LISTEN elsewhere)', async () => {
    const { visitor } = await signedInClient();
    const dataSource = app.app.get(DataSource);
    const original = dataSource.query.bind(dataSource);
    // The process's own probe goes nowhere, as through a pooler in transaction mode.
    const query = jest
      .spyOn(dataSource, 'query')
      .mockImplementation((sql: string, ...rest) =>
        sql.includes('pg_notify') ? Promise.resolve([]) : original(sql, ...rest),
      );
    try {
      await until('the silence noticed', () => !notifications.listening, NOTIFICATIONS_PROBE_MS + 4_000);
      expect(await sessionReadsFor(visitor, '/account')).toBe(1);
      expect(await sessionReadsFor(visitor, '/account')).toBe(1);
    } finally {
      query.mockRestore();
    }
    await until('listening again', () => notifications.listening);
    const { visitor: next } = await signedInClient();
    expect(await sessionReadsFor(next, '/account')).toBe(0);
  }, 20_000);

  it('notifies on commit for every write that changes what a session check reads, and a truncation', async () => {
    const listener = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query('LISTEN auth_session_changes');
    try {
      const user = await createUser(app, { role: 'client', confirmed: true });
      heard.length = 0;
      const { rows } = await elsewhere.query(
        "INSERT INTO auth_sessions (user_id, aal, amr, not_after) VALUES ($1, 'aal1', '[]', now() + interval '1 day') RETURNING id",
        [user.id],
      );
      const sessionId = (rows[0] as { id: string }).id;
      await elsewhere.query('BEGIN');
      await elsewhere.query('UPDATE auth_sessions SET refreshed_at = now() WHERE id = $1', [sessionId]);
      await sleep(50);
      // Nothing before the commit: a server reading meanwhile still sees the row as it was.
      expect(heard).toEqual([]);
      await elsewhere.query('COMMIT');
      await elsewhere.query("UPDATE auth_users SET pending_email = 'new@example.com' WHERE id = $1", [
        user.id,
      ]);
      await elsewhere.query(
        "INSERT INTO auth_factors (user_id, factor_type, secret_encrypted) VALUES ($1, 'totp', 'x')",
        [user.id],
      );
      await elsewhere.query('DELETE FROM auth_factors WHERE user_id = $1', [user.id]);
      await elsewhere.query('DELETE FROM auth_sessions WHERE id = $1', [sessionId]);
      // Its sessions go with it (their foreign key); one `all` for the transaction.
      await elsewhere.query('TRUNCATE auth_factors CASCADE');
      await until('six notifications', () => heard.length >= 6);
      expect(heard).toEqual([
        `session:${sessionId}`,
        `user:${user.id}`,
        `user:${user.id}`,
        `user:${user.id}`,
        `session:${sessionId}`,
        'all',
      ]);
    } finally {
      await listener.end();
    }
  });
});
