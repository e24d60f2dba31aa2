import { loggedUrl, withoutPrivateQueries } from './log-privacy';

describe('log privacy', () => {
  it('logs a data-rights lookup without the address it looked up', () => {
    expect(loggedUrl('/admin/data-rights?email=dana%40example.com')).toBe('/admin/data-rights?…');
    expect(loggedUrl('/admin/data-rights/export?email=dana%40example.com')).toBe(
      '/admin/data-rights/export?…',
    );
    expect(loggedUrl('/admin/data-rights')).toBe('/admin/data-rights');
    expect(loggedUrl('/admin/contact-submissions?q=dana')).toBe('/admin/contact-submissions?q=dana');
  });

  it('drops the query of the request and of a Referer that points at such a page', () => {
    const logged = withoutPrivateQueries({
      url: '/admin/data-rights?email=dana%40example.com',
      query: { email: 'dana@example.com' },
      headers: { referer: 'https://site.example/admin/data-rights?email=erin%40example.com', host: 'x' },
    });
    expect(JSON.stringify(logged)).not.toMatch(/dana|erin/);
    expect(logged.headers).toEqual({ referer: 'https://site.example/admin/data-rights?…', host: 'x' });
    const next = withoutPrivateQueries({
      url: '/admin',
      query: {},
      headers: { referer: 'https://site.example/admin/data-rights?email=erin%40example.com' },
    });
    expect(next.url).toBe('/admin');
    expect(JSON.stringify(next)).not.toContain('erin');
    const other = { url: '/login?x=1', headers: {} };
    expect(withoutPrivateQueries(other)).toBe(other);
  });

  it('redacts credentials in queries: email-link tokens, sign-in codes, signed-report tokens', () => {
    expect(loggedUrl('/email-link?token=abc123&type=signup&redirect_to=%2F')).toBe(
      '/email-link?token=[Redacted]&type=signup&redirect_to=%2F',
    );
    expect(loggedUrl('/assessment/report/1?TOKEN=abc#x')).toBe('/assessment/report/1?TOKEN=[Redacted]#x');
    expect(loggedUrl('/callback?state=s&code=c0de')).toBe('/callback?state=s&code=[Redacted]');
    expect(loggedUrl('/help?q=token=abc')).toBe('/help?q=token=abc');
    const logged = withoutPrivateQueries({
      url: '/email-link?token=abc123&type=signup',
      query: { token: 'abc123', type: 'signup' },
      headers: { referer: 'https://site.example/auth/confirm?token_hash=xyz' },
    });
    expect(JSON.stringify(logged)).not.toMatch(/abc123|xyz/);
    expect(logged.query).toEqual({ token: '[Redacted]', type: 'signup' });
  });
});
