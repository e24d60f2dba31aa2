import crypto from 'node:crypto';
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

  it('makes anonymous tokens ahead, several at once, and hands each out once; bound ones as asked', () => {
    const fresh = new CsrfTokens('a-secret-of-the-right-length-1234567890');
    const signatures = jest.spyOn(fresh as unknown as { sign: () => string }, 'sign');
    const first = fresh.create();
    const made = signatures.mock.calls.length;
    expect(made).toBeGreaterThan(1);
    const rest = Array.from({ length: made - 1 }, () => fresh.create());
    expect(signatures).toHaveBeenCalledTimes(made); // none made for these: they were made ahead
    expect(new Set([first, ...rest]).size).toBe(made);
    fresh.create();
    expect(signatures).toHaveBeenCalledTimes(2 * made);
    const bound = fresh.create('session-1');
    expect(signatures).toHaveBeenCalledTimes(2 * made + 1);
    expect([fresh.isGenuine(bound, 'session-1'), fresh.isGenuine(bound)]).toEqual([true, false]);
    expect([fresh.isGenuine(first), fresh.isGenuine(first, 'session-1')]).toEqual([true, false]);
  });

  it('refuses a token with another nonce, another secret’s signature, or none', () => {
    const [nonce, signature] = tokens.create().split('.');
    const other = new CsrfTokens('another-secret-of-the-right-length-12345');
    expect(tokens.isGenuine(`${nonce.slice(1)}A.${signature}`)).toBe(false);
    expect(tokens.isGenuine(other.create())).toBe(false);
    expect(tokens.isGenuine(nonce)).toBe(false);
    expect(tokens.isGenuine(undefined)).toBe(false);
  });

  it('signs a genuine token once, for its own binding only, and remembers no forgery', () => {
    const fresh = new CsrfTokens('a-secret-of-the-right-length-1234567890');
    const signatures = jest.spyOn(fresh as unknown as { sign: () => string }, 'sign');
    const token = fresh.create('session-1');
    signatures.mockClear();
    for (let page = 0; page < 3; page += 1) expect(fresh.isGenuine(token, 'session-1')).toBe(true);
    expect(signatures).toHaveBeenCalledTimes(1);
    // Remembered with its binding: the same token is not genuine for another session or none.
    expect([fresh.isGenuine(token, 'session-2'), fresh.isGenuine(token)]).toEqual([false, false]);
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect([fresh.isGenuine(forged, 'session-1'), fresh.isGenuine(forged, 'session-1')]).toEqual([
      false,
      false,
    ]);
    expect(signatures).toHaveBeenCalledTimes(5);
    // At most 10,000 remembered: the oldest is signed again once 10,000 newer ones came.
    for (let visitor = 0; visitor < 10_000; visitor += 1) fresh.isGenuine(fresh.create(), '');
    signatures.mockClear();
    expect(fresh.isGenuine(token, 'session-1')).toBe(true);
    expect(signatures).toHaveBeenCalledTimes(1);
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

  it("checks a stamp's signature once, and never takes a forged one", () => {
    const fresh = new FormTimeTokens('a-secret-of-the-right-length-1234567890');
    const served = 1_764_000_000_000;
    const stamp = fresh.issue(served);
    // Node's module object itself (a default import): the stamp's module calls createHmac through it.
    const signatures = jest.spyOn(crypto, 'createHmac');
    try {
      expect([1_000, 2_000, 3_000].map((later) => fresh.age(stamp, served + later))).toEqual([
        1_000, 2_000, 3_000,
      ]);
      expect(signatures).toHaveBeenCalledTimes(1);
      const forged = `${(served - 60_000).toString(36)}.${stamp.split('.')[1]}`;
      expect([fresh.age(forged, served), fresh.age(forged, served)]).toEqual([null, null]);
      expect(signatures).toHaveBeenCalledTimes(3);
    } finally {
      signatures.mockRestore();
    }
  });
});
