import type { AuthContext } from './auth-types';
import { RECENT_SESSION_MS, RecentBrowserSessions } from './recent-browser-sessions';
import { SESSION_COOKIE } from './session-cookie';

const context = (sessionId: string, userId = 'user-1', exp = Date.now() / 1000 + 3600) =>
  ({
    user: { id: userId, email: `${userId}@example.com`, role: 'client' },
    session: { id: sessionId, aal: 'aal1' },
    claims: { sub: userId, session_id: sessionId, exp },
    nextLevel: 'aal1',
  }) as unknown as AuthContext;

describe('RecentBrowserSessions', () => {
  const now = new Date('2026-11-27T10:00:00Z').getTime();
  const hourLater = now / 1000 + 3600;
  beforeEach(() => jest.useFakeTimers({ now }));
  afterEach(() => jest.useRealTimers());

  it('recognises the exact cookie value verified moments ago, with the auth prop pages get', () => {
    const recent = new RecentBrowserSessions();
    recent.remember(
      'base64-abc',
      context('s1'),
      { access_token: 'a', refresh_token: 'r', expires_at: hourLater },
      true,
    );
    expect(recent.recognise({ [SESSION_COOKIE]: 'base64-abc' })).toEqual({
      binding: 's1',
      authJson: JSON.stringify({
        user: { id: 'user-1', email: 'user-1@example.com', role: 'client', aal: 'aal1' },
        nextLevel: 'aal1',
        expiresAt: hourLater,
      }),
      identifiers: ['user-1', 'user-1@example.com'],
    });
    // An anonymous page's auth prop is what the shared prop gives a visitor who is not signed in.
    expect(JSON.parse(recent.anonymousAuthJson)).toEqual({ user: null, nextLevel: null, expiresAt: null });
    // Chunked cookies are joined as the middleware joins them.
    expect(
      recent.recognise({ [`${SESSION_COOKIE}.0`]: 'base64-a', [`${SESSION_COOKIE}.1`]: 'bc' }),
    ).not.toBeNull();
    expect(recent.recognise({ [SESSION_COOKIE]: 'base64-abd' })).toBeNull();
    expect(recent.recognise({})).toBeNull();
  });

  it('lets go after RECENT_SESSION_MS, and of a token due for a refresh at once', () => {
    const recent = new RecentBrowserSessions();
    recent.remember(
      'fresh',
      context('s1'),
      { access_token: 'a', refresh_token: 'r', expires_at: hourLater },
      true,
    );
    recent.remember(
      'due',
      context('s2'),
      { access_token: 'a', refresh_token: 'r', expires_at: now / 1000 + 100 },
      true,
    );
    expect(recent.recognise({ [SESSION_COOKIE]: 'due' })).toBeNull();
    jest.advanceTimersByTime(RECENT_SESSION_MS - 1);
    expect(recent.recognise({ [SESSION_COOKIE]: 'fresh' })).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(recent.recognise({ [SESSION_COOKIE]: 'fresh' })).toBeNull();
  });

  it('vouches for a signature for RECENT_SESSION_MS after it was checked, not after a session check alone', () => {
    const recent = new RecentBrowserSessions();
    const session = { access_token: 'a', refresh_token: 'r', expires_at: hourLater };
    const auth = context('s1');
    recent.remember('token', auth, session, true);
    expect(recent.verifiedClaims('token')).toBe(auth.claims);
    expect(recent.verifiedClaims('tokem')).toBeNull();
    jest.advanceTimersByTime(RECENT_SESSION_MS - 1);
    // Pages checked only the session since: the signature's window does not move with them.
    recent.remember('token', auth, session, false);
    expect(recent.verifiedClaims('token')).toBe(auth.claims);
    jest.advanceTimersByTime(1);
    expect(recent.verifiedClaims('token')).toBeNull();
    expect(recent.recognise({ [SESSION_COOKIE]: 'token' })).not.toBeNull(); // the session check was recent
    // A value never checked by its signature is never vouched for.
    recent.remember('unchecked', auth, session, false);
    expect(recent.verifiedClaims('unchecked')).toBeNull();
  });

  it("stops vouching at the token's expiry, as jsonwebtoken counts it", () => {
    const recent = new RecentBrowserSessions();
    const session = { access_token: 'a', refresh_token: 'r', expires_at: hourLater };
    recent.remember('short', context('s1', 'user-1', now / 1000 + 5), session, true);
    jest.advanceTimersByTime(4_999);
    expect(recent.verifiedClaims('short')).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(recent.verifiedClaims('short')).toBeNull();
  });

  it('forgets the sessions a sign-out ended, and keeps at most 10,000', () => {
    const recent = new RecentBrowserSessions();
    const session = { access_token: 'a', refresh_token: 'r', expires_at: hourLater };
    recent.remember('one', context('s1', 'u1'), session, true);
    recent.remember('two', context('s2', 'u1'), session, true);
    recent.remember('three', context('s3', 'u2'), session, true);
    recent.forget((ended) => ended.userId === 'u1' && ended.id !== 's2');
    expect(
      ['one', 'two', 'three'].map((value) => recent.recognise({ [SESSION_COOKIE]: value }) !== null),
    ).toEqual([false, true, true]);
    for (let index = 0; index < 10_000; index += 1)
      recent.remember(`cookie-${index}`, context(`x${index}`), session, true);
    expect(recent.recognise({ [SESSION_COOKIE]: 'two' })).toBeNull(); // the oldest went first
    expect(recent.recognise({ [SESSION_COOKIE]: 'cookie-9999' })).not.toBeNull();
  });

  it('names the session cookie and its chunks, nothing else', () => {
    const recent = new RecentBrowserSessions();
    expect(
      [SESSION_COOKIE, `${SESSION_COOKIE}.0`, `${SESSION_COOKIE}.12`].every((name) =>
        recent.isSessionCookie(name),
      ),
    ).toBe(true);
    expect(
      [`${SESSION_COOKIE}x`, `${SESSION_COOKIE}.`, 'theme', `x${SESSION_COOKIE}`].some((name) =>
        recent.isSessionCookie(name),
      ),
    ).toBe(false);
  });
});
