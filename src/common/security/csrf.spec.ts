import { CsrfTokens } from './csrf';
import { FormTimeTokens } from './form-time';

describe('CsrfTokens', () => {
  const tokens = new CsrfTokens('a-secret-of-the-right-length-1234567890');

  it('gives every visitor a different genuine token, also across refills of the random pool', () => {
    const issued = Array.from({ length: 1000 }, () => tokens.create());
    expect(new Set(issued).size).toBe(issued.length);
    const nonces = issued.map((token) => token.split('.')[0]);
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(nonces.every((nonce) => /^[\w-]{24}$/.test(nonce))).toBe(true);
    expect(issued.every((token) => tokens.isGenuine(token))).toBe(true);
  });

  it('refuses a token with another nonce, another secret’s signature, or none', () => {
    const [nonce, signature] = tokens.create().split('.');
    const other = new CsrfTokens('another-secret-of-the-right-length-12345');
    expect(tokens.isGenuine(`${nonce.slice(1)}A.${signature}`)).toBe(false);
    expect(tokens.isGenuine(other.create())).toBe(false);
    expect(tokens.isGenuine(nonce)).toBe(false);
    expect(tokens.isGenuine(undefined)).toBe(false);
  });
});

describe('FormTimeTokens', () => {
  const stamps = new FormTimeTokens('a-secret-of-the-right-length-1234567890');

  it('stamps the exact millisecond a page was served, and reads its age back', () => {
    const served = 1_764_000_000_000;
    expect(stamps.issue(served)).toBe(stamps.issue(served));
    const next = stamps.issue(served + 1);
    expect(next).not.toBe(stamps.issue(served));
    expect(stamps.age(stamps.issue(served), served + 4_000)).toBe(4_000);
    expect(stamps.age(next, served + 4_000)).toBe(3_999);
    expect(stamps.age(`${(served - 60_000).toString(36)}.${next.split('.')[1]}`, served)).toBeNull();
  });
});
