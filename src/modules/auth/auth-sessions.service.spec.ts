import { AppConfig } from '@config/app-config';
import type { DatabaseNotifications } from '@database/notifications';
import type { PreparedStatements } from '@database/prepared-statements';
import { recorder, serviceUnderTest } from '../../../test/support/service-harness';
import { AccessTokens } from './access-tokens';
import { AuthAuditLog } from './auth-audit-log';
import { AuthSessions } from './auth-sessions.service';
import type { AuthContext } from './auth-types';
import { AuthError } from './auth.error';
import { AuthSession } from './entities/auth-session.entity';
import { AuthUser } from './entities/auth-user.entity';
import { LiveSessionCache } from './live-session-cache';
import { RecentBrowserSessions } from './recent-browser-sessions';
import { SESSION_COOKIE } from './session-cookie';

const META = { ip: '203.0.113.5', userAgent: 'Firefox' };

async function sessionsHarness() {
  const audit = recorder<AuthAuditLog>();
  const recent = new RecentBrowserSessions();
  // Off (as on the embedded database): what it forgets, the output cache's memory of cookies forgets.
  const live = new LiveSessionCache(
    recorder<PreparedStatements>().fake,
    { available: false } as DatabaseNotifications,
    { auth: { sessionCache: false } } as AppConfig,
    recent,
  );
  const harness = await serviceUnderTest(AuthSessions, {
    entities: [AuthUser, AuthSession],
    fakes: [
      [AccessTokens, recorder<AccessTokens>().fake],
      [AuthAuditLog, audit.fake],
      [AppConfig, { appSecret: 'x'.repeat(32), auth: { refreshReuseIntervalSeconds: 10 } }],
      [LiveSessionCache, live],
    ],
  });
  const [user] = harness.store.seed(AuthUser, {
    email: 'dana@example.com',
    role: 'client',
  } as Partial<AuthUser>);
  const [phone, laptop] = harness.store.seed(
    AuthSession,
    { userId: user.id, aal: 'aal1', amr: [] } as Partial<AuthSession>,
    { userId: user.id, aal: 'aal1', amr: [] } as Partial<AuthSession>,
  );
  const [stranger] = harness.store.seed(AuthSession, {
    userId: 'someone-else',
    aal: 'aal1',
    amr: [],
  } as Partial<AuthSession>);
  const auth = { user, session: phone, nextLevel: 'aal1' } as AuthContext;
  // Each session's cookie, as the output cache knows it once verified (its name is the cookie's value here).
  const stored = { access_token: 'a', refresh_token: 'r', expires_at: Date.now() / 1000 + 3600 };
  for (const [name, session, owner] of [
    ['phone', phone, user],
    ['laptop', laptop, user],
    ['stranger', stranger, { ...user, id: 'someone-else' }],
  ] as const)
    recent.remember(name, { user: owner, session, nextLevel: 'aal1' } as AuthContext, stored, true);
  const recognised = () =>
    ['phone', 'laptop', 'stranger'].filter((name) => recent.recognise({ [SESSION_COOKIE]: name }) !== null);
  return { ...harness, audit, auth, phone, laptop, stranger, recognised };
}

const remaining = (store: Awaited<ReturnType<typeof sessionsHarness>>['store']) =>
  store.rows(AuthSession).map((session) => session.id);

describe('AuthSessions (sign-in checks and sign-out scopes)', () => {
  it('refuses a sign-in without an address or password, or with an address that is not one, before any lookup', async () => {
    const { service, audit } = await sessionsHarness();
    for (const [email, password] of [
      ['', 'secret'],
      ['dana@example.com', ''],
      ['dana@example.com', 42],
      ['not an address', 'secret'],
    ] as const) {
      const error = await service
        .signInWithPassword(email, password, META)
        .catch((caught: unknown) => caught);
      expect([error instanceof AuthError, (error as AuthError).code]).toEqual([true, 'validation_failed']);
    }
    expect(audit.calls).toEqual([]);
  });

  it('signs out this session only by default, the others, or all of them, and records the scope', async () => {
    const local = await sessionsHarness();
    await local.service.logout(local.auth, undefined, META);
    expect(remaining(local.store)).toEqual([local.laptop.id, local.stranger.id]);
    expect(local.audit.callsOf('record')[0].args[2]).toMatchObject({ detail: { scope: 'local' } });
    // The output cache stops recognising the sessions that ended, here at once.
    expect(local.recognised()).toEqual(['laptop', 'stranger']);

    const others = await sessionsHarness();
    await others.service.logout(others.auth, 'others', META);
    expect(remaining(others.store)).toEqual([others.phone.id, others.stranger.id]);
    expect(others.recognised()).toEqual(['phone', 'stranger']);

    const global = await sessionsHarness();
    await global.service.logout(global.auth, 'global', META);
    expect(remaining(global.store)).toEqual([global.stranger.id]);
    expect(global.recognised()).toEqual(['stranger']);
  });

  it('refuses an unknown sign-out scope and ends nothing', async () => {
    const { service, store, auth } = await sessionsHarness();
    await expect(service.logout(auth, 'everyone', META)).rejects.toMatchObject({ code: 'validation_failed' });
    expect(store.rows(AuthSession)).toHaveLength(3);
  });
});
