import { EMAIL_MAX_LENGTH, normaliseEmail, safeRedirect, validEmail } from './auth-rules';

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
});
