import type { AppConfig } from '@config/app-config';
import type { DatabaseNotifications, NotificationSubscriber } from '@database/notifications';
import type { PreparedStatements } from '@database/prepared-statements';
import type { AuthContext } from './auth-types';
import { LiveSessionCache } from './live-session-cache';
import { RecentBrowserSessions } from './recent-browser-sessions';
import { SESSION_COOKIE } from './session-cookie';

const row = (sessionId: string, userId: string) => ({
  id: sessionId,
  user_id: userId,
  aal: 'aal1',
  factor_id: null,
  amr: [{ method: 'password', timestamp: 1 }],
  user_agent: null,
  ip_address: null,
  created_at: new Date(0),
  updated_at: new Date(0),
  refreshed_at: null,
  not_after: new Date(8.64e15),
  email: `${userId}@example.com`,
  role: 'client',
  email_confirmed_at: null,
  pending_email: null,
  last_sign_in_at: null,
  user_created_at: new Date(0),
  user_updated_at: new Date(0),
  has_verified_factor: false,
});

/** The cache over a database of two users' sessions; `reads` counts round trips, `hold` delays the next. */
function harness(options: { available?: boolean; setting?: boolean } = {}) {
  const sessions: Record<string, string> = { s1: 'u1', s2: 'u1', s3: 'u2' };
  let subscriber: NotificationSubscriber | undefined;
  const notifications = {
    available: options.available ?? true,
    listening: true,
    subscribe: (_channel: string, given: NotificationSubscriber) => (subscriber = given),
  };
  let held: Promise<void> | undefined;
  const counts = { reads: 0 };
  const reads = {
    query: async (_sql: string, [id]: [string]) => {
      counts.reads += 1;
      await held;
      return sessions[id] ? [row(id, sessions[id])] : [];
    },
  };
  const config = { auth: { sessionCache: options.setting ?? true } };
  const recent = new RecentBrowserSessions();
  const cache = new LiveSessionCache(
    reads as unknown as PreparedStatements,
    notifications as unknown as DatabaseNotifications,
    config as AppConfig,
    recent,
  );
  const notify = (payload: string) => subscriber!.notify(payload);
  const hold = () => {
    let release!: () => void;
    held = new Promise<void>((resolve) => (release = resolve));
    return () => {
      held = undefined;
      release();
    };
  };
  /** Each session's cookie as the output cache remembers it once verified (named after the session here). */
  const stored = { access_token: 'a', refresh_token: 'r', expires_at: Date.now() / 1000 + 3600 };
  for (const [sessionId, userId] of Object.entries(sessions))
    recent.remember(
      sessionId,
      { user: { id: userId }, session: { id: sessionId } } as AuthContext,
      stored,
      true,
    );
  const recognised = () =>
    Object.keys(sessions).filter((sessionId) => recent.recognise({ [SESSION_COOKIE]: sessionId }) !== null);
  return {
    cache,
    counts,
    notifications,
    notify,
    hold,
    recognised,
    subscribed: () => subscriber !== undefined,
  };
}

describe('LiveSessionCache', () => {
  it('reads a session once, then answers from memory until its session or user is notified', async () => {
    const { cache, counts, notify } = harness();
    for (const id of ['s1', 's2', 's3', 's1', 's2', 's3']) await cache.find(id);
    expect(counts.reads).toBe(3);
    notify('user:u1');
    for (const id of ['s1', 's2', 's3']) await cache.find(id);
    expect(counts.reads).toBe(5);
    notify('session:s3');
    await cache.find('s3');
    await cache.find('s1');
    expect(counts.reads).toBe(6);
    notify('all');
    await cache.find('s1');
    expect(counts.reads).toBe(7);
  });

  it('makes the output cache forget the verified cookies of what it is told changed', async () => {
    const { notify, recognised } = harness();
    expect(recognised()).toEqual(['s1', 's2', 's3']);
    notify('session:s2');
    expect(recognised()).toEqual(['s1', 's3']);
    notify('user:u2');
    expect(recognised()).toEqual(['s1']);
    notify('all');
    expect(recognised()).toEqual([]);
  });

  it('does not keep a read that a notification overtook', async () => {
    const { cache, counts, notify, hold } = harness();
    const release = hold();
    const reading = cache.find('s1');
    // The row it reads may be from before this change's commit.
    notify('session:s1');
    release();
    expect((await reading)?.session.id).toBe('s1');
    await cache.find('s1');
    await cache.find('s1');
    expect(counts.reads).toBe(2);
  });

  it('keeps nothing and serves nothing while it cannot listen', async () => {
    const { cache, counts, notifications } = harness();
    await cache.find('s1');
    notifications.listening = false;
    await cache.find('s1');
    await cache.find('s2');
    await cache.find('s2');
    expect(counts.reads).toBe(4);
  });

  it('is off on the embedded database and when the setting is off', async () => {
    for (const options of [{ available: false }, { setting: false }]) {
      const { cache, counts, subscribed } = harness(options);
      await cache.find('s1');
      await cache.find('s1');
      expect([options, counts.reads, subscribed()]).toEqual([options, 2, false]);
    }
  });

  it('gives each caller its own entities, and keeps no ended session', async () => {
    const { cache, counts } = harness();
    const first = await cache.find('s1');
    first!.user.role = 'admin';
    first!.session.amr.push({ method: 'totp', timestamp: 2 });
    const second = await cache.find('s1');
    expect([second!.user.role, second!.session.amr]).toEqual([
      'client',
      [{ method: 'password', timestamp: 1 }],
    ]);
    expect(await cache.find('gone')).toBeNull();
    expect(await cache.find('gone')).toBeNull();
    expect(counts.reads).toBe(3);
  });
});
