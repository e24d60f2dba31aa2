import { MIN_FORM_FILL_MS } from '@shared/lead-options';
import { FormTokens } from './form-tokens';

describe('FormTokens', () => {
  const tokens = new FormTokens('secret-a');
  const shownAt = 1_800_000_000_000;

  it('measures the time since the page was shown', () => {
    expect(tokens.age(tokens.issue(shownAt), shownAt + 4200)).toBe(4200);
  });

  it('refuses missing, malformed and forged tokens', () => {
    const token = tokens.issue(shownAt);
    const [issuedAt] = token.split('.');
    expect(tokens.age(undefined)).toBeNull();
    expect(tokens.age('nonsense')).toBeNull();
    expect(tokens.age(new FormTokens('secret-b').issue(shownAt))).toBeNull();
    // Backdating the time breaks the signature.
    expect(tokens.age(`${(shownAt - 60_000).toString(36)}.${token.split('.')[1]}`)).toBeNull();
    expect(tokens.age(`${issuedAt}.`)).toBeNull();
  });

  it('tells a person from a bot', () => {
    const token = tokens.issue(shownAt);
    expect(tokens.spamReason({ form_token: token }, shownAt + MIN_FORM_FILL_MS)).toBeNull();
    expect(tokens.spamReason({ form_token: token }, shownAt + MIN_FORM_FILL_MS - 1)).toMatch(/ms after/);
    expect(tokens.spamReason({ form_token: token, homepage: 'http://spam' }, shownAt + 60_000)).toBe(
      'honeypot field filled in',
    );
    expect(tokens.spamReason({}, shownAt)).toBe('missing or forged form token');
  });
});
