import { RouteGuardSettings } from '@config/app-config';
import { isGuardedPath, matchesPattern } from './route-patterns';
import {
  chunkCookie,
  COOKIE_CHUNK_SIZE,
  decodeStoredSession,
  encodeStoredSession,
  joinCookieChunks,
} from './session-cookie';

describe('session cookie chunks', () => {
  const session = {
    access_token: 'a'.repeat(5000),
    refresh_token: 'r'.repeat(43),
    expires_at: 1_900_000_000,
  };

  it('keeps a short value in one cookie and splits a long one into numbered 3180-character chunks', () => {
    expect(chunkCookie('c', 'short')).toEqual([['c', 'short']]);
    const value = encodeStoredSession(session);
    const chunks = chunkCookie('c', value);
    expect(chunks.map(([name]) => name)).toEqual(['c.0', 'c.1', 'c.2']);
    expect(chunks.slice(0, -1).every(([, part]) => part.length === COOKIE_CHUNK_SIZE)).toBe(true);
    const jar = Object.fromEntries(chunks);
    expect(decodeStoredSession(joinCookieChunks('c', jar))).toEqual(session);
  });

  it('treats a stored session without all of access_token, refresh_token and expires_at as invalid', () => {
    const partial = `base64-${Buffer.from(JSON.stringify({ access_token: 'x', refresh_token: 'y' })).toString('base64url')}`;
    expect(decodeStoredSession(partial)).toBeNull();
    expect(decodeStoredSession('garbage')).toBeNull();
    expect(decodeStoredSession(undefined)).toBeNull();
    expect(joinCookieChunks('c', { 'c.1': 'orphan' })).toBeUndefined();
  });
});

describe('sign-in route guard patterns', () => {
  const settings = (overrides: Partial<RouteGuardSettings> = {}): RouteGuardSettings => ({
    loginPath: '/login',
    callbackPath: '/confirm',
    exclude: [],
    include: [],
    cookieRedirect: true,
    ...overrides,
  });

  it('matches * as any characters, everything else literally', () => {
    expect(matchesPattern('/account/security', '/account/*')).toBe(true);
    expect(matchesPattern('/account', '/account/*')).toBe(false);
    expect(matchesPattern('/help/a.b', '/help/a.b')).toBe(true);
    expect(matchesPattern('/help/aXb', '/help/a.b')).toBe(false);
    expect(matchesPattern('/sign/123/payment', '/sign/*/payment')).toBe(true);
  });

  it('never guards the login, callback or excluded paths; guards everything else without an include list', () => {
    const all = settings({ exclude: ['/help*', '/'] });
    expect(isGuardedPath('/login', all)).toBe(false);
    expect(isGuardedPath('/confirm', all)).toBe(false);
    expect(isGuardedPath('/help/crm-basics', all)).toBe(false);
    expect(isGuardedPath('/', all)).toBe(false);
    expect(isGuardedPath('/pricing', all)).toBe(true);
  });

  it('with an include list, guards only matching paths (and exclusions still win)', () => {
    const some = settings({ include: ['/account*', '/sign/*'], exclude: ['/sign/thank-you'] });
    expect(isGuardedPath('/account/security', some)).toBe(true);
    expect(isGuardedPath('/sign/abc', some)).toBe(true);
    expect(isGuardedPath('/sign/thank-you', some)).toBe(false);
    expect(isGuardedPath('/pricing', some)).toBe(false);
  });
});
