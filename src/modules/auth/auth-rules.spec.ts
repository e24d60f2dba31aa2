import {
  EMAIL_MAX_LENGTH,
  logoutScope,
  normaliseEmail,
  openedByEmailLinkRecently,
  passwordChangeNeedsCode,
  RECENT_SIGN_IN_SECONDS,
  requireStepUp,
  safeRedirect,
  validEmail,
} from './auth-rules';
import type { AuthContext } from './auth-types';
import { AuthError } from './auth.error';

describe('auth rules', () => {
  it('stores an address trimmed and lower-cased', () => {
    expect(validEmail('  Dana.Whitfield@Northwind.Example ')).toBe('dana.whitfield@northwind.example');
    expect(normaliseEmail(42)).toBe('');
  });

  it('refuses what is not an address, before it reaches a query, a log line or a row', () => {
    const local = 'a'.repeat(EMAIL_MAX_LENGTH - '@x.example'.length);
    expect(validEmail(`${local}@x.example`)).toBe(`${local}@x.example`);
    expect(
      [
        `${local}a@x.example`, // one character over
        'x'.repeat(100_000) + '@x.example', // attacker-sized: refused before it is even lower-cased
        'dana@northwind', // no dot in the domain
        'dana northwind@x.example',
        'dana@x.example\u0000',
        'dana\u007f@x.example',
        ['dana@x.example'],
        null,
      ].map(validEmail),
    ).toEqual([null, null, null, null, null, null, null, null]);
  });

  it('sends an email link only to a path of this site', () => {
    expect(safeRedirect('/account/security?setup=1', '/login')).toBe('/account/security?setup=1');
    expect(
      ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 42].map(
        (target) => safeRedirect(target, '/login'),
      ),
    ).toEqual(['/login', '/login', '/login', '/login', '/login']);
  });

  it('signs out this session unless another of Supabase’s scopes is named', () => {
    expect([undefined, 'local', 'others', 'global'].map(logoutScope)).toEqual([
      'local',
      'local',
      'others',
      'global',
    ]);
    expect(() => logoutScope('all')).toThrow(AuthError);
  });

  it('a password change needs the emailed code unless the session proved more, or a link opened it just now', () => {
    const now = Date.now();
    const at = (secondsAgo: number) => Math.floor(now / 1000) - secondsAgo;
    const session = (aal: 'aal1' | 'aal2', amr: Array<{ method: string; timestamp: number }>) =>
      ({ session: { aal, amr } }) as unknown as AuthContext;
    expect(passwordChangeNeedsCode(session('aal1', [{ method: 'password', timestamp: at(5) }]), now)).toBe(
      true,
    );
    expect(passwordChangeNeedsCode(session('aal2', [{ method: 'password', timestamp: at(5) }]), now)).toBe(
      false,
    );
    expect(passwordChangeNeedsCode(session('aal1', [{ method: 'recovery', timestamp: at(60) }]), now)).toBe(
      false,
    );
    expect(
      passwordChangeNeedsCode(
        session('aal1', [{ method: 'invite', timestamp: at(RECENT_SIGN_IN_SECONDS + 1) }]),
        now,
      ),
    ).toBe(true);
    expect(openedByEmailLinkRecently({ amr: [{ method: 'recovery', timestamp: at(0) }] } as never, now)).toBe(
      true,
    );
  });

  it('an account with an authenticator changes its credentials only from a session that used it', () => {
    const auth = (aal: 'aal1' | 'aal2', nextLevel: 'aal1' | 'aal2') =>
      ({ session: { aal }, nextLevel }) as unknown as AuthContext;
    expect(() => requireStepUp(auth('aal1', 'aal2'), 'change the password')).toThrow(
      'AAL2 required to change the password',
    );
    expect(() => requireStepUp(auth('aal2', 'aal2'), 'change the password')).not.toThrow();
    expect(() => requireStepUp(auth('aal1', 'aal1'), 'change the password')).not.toThrow();
  });
});
