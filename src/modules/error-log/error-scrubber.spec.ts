import { isSensitiveKey, maskSecrets, scrubErrorReport } from './error-scrubber';

/** Each secret is planted in a report; none may appear anywhere in what is stored. */
const PLANTED_IN_TEXT: Array<[label: string, text: string, secret: string]> = [
  ['Visa, no spaces', 'card 4111111111111111 declined', '4111111111111111'],
  ['Visa, spaces', 'card 4111 1111 1111 1111 declined', '4111 1111 1111 1111'],
  ['Mastercard, dashes', 'pan=5555-5555-5555-4444', '5555-5555-5555-4444'],
  ['Amex, 15 digits', 'charged 378282246310005 ok', '378282246310005'],
  ['card, double spaces', 'number 4012  8888  8888  1881', '4012  8888  8888  1881'],
  ['IBAN, grouped', 'pay to DE89 3704 0044 0532 0130 00 today', 'DE89 3704 0044 0532 0130 00'],
  ['IBAN, compact', 'iban GB82WEST12345698765432 in text', 'GB82WEST12345698765432'],
  ['bearer token', 'Authorization: Bearer abc.def-ghi_jkl', 'abc.def-ghi_jkl'],
  ['basic credentials', 'header Basic dXNlcjpodW50ZXIy was sent', 'dXNlcjpodW50ZXIy'],
  ['JWT', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl here', 'eyJhbGciOiJIUzI1NiJ9'],
  ['password=', 'login failed with password=hunter2 for x', 'hunter2'],
  ['passwd:', 'config passwd: s3cr3tValue', 's3cr3tValue'],
  ['refresh_token=', 'POST body refresh_token=rt_0123456789abcdef', 'rt_0123456789abcdef'],
  ['access_token JSON', '{"access_token": "at_zyxwvutsrq"}', 'at_zyxwvutsrq'],
  ['api_key=', 'api_key=sk_live_51Habcdef', 'sk_live_51Habcdef'],
  ['client_secret', 'client_secret=cs_9876543210', 'cs_9876543210'],
  ['pin', 'entered pin: 4921 twice', '4921'],
  ['otp', 'otp=847362 rejected', '847362'],
  ['cvv', 'cvv: 737', '737'],
  ['email', 'user jane.doe@example.com failed', 'jane.doe@example.com'],
  ['URL user:password', 'fetch https://admin:topsecret@api.example.com/x', 'topsecret'],
  ['card, tabs', 'card\t4111\t1111\t1111\t1111 declined', '4111\t1111\t1111\t1111'],
  ['card, dots', 'card 4111.1111.1111.1111 declined', '4111.1111.1111.1111'],
  ['card, spaced dashes', 'card 5555 - 5555 - 5555 - 4444 declined', '5555 - 5555 - 5555 - 4444'],
  ['CVV without a colon', 'CVV 123 rejected', '123'],
  ['security code', 'security code #4321 was wrong', '4321'],
  ['IBAN, lower case', 'pay to de89370400440532013000 today', 'de89370400440532013000'],
  ['IBAN, dashes', 'iban DE89-3704-0044-0532-0130-00 here', 'DE89-3704-0044-0532-0130-00'],
  ['code parameter in a stack', 'at fetch (https://site.example/cb?code=oauth-xyz-987&x=1)', 'oauth-xyz-987'],
  ['token parameter in a message', 'GET /verify?token=tok_abc123 failed', 'tok_abc123'],
  ['quoted password with a space', '{"password":"hunter 2"}', 'hunter 2'],
  ['quoted secret in single quotes', "secret: 'open sesame'", 'open sesame'],
  ['mfa_code=', 'mfa_code=918273 refused', '918273'],
  [
    'private key',
    '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----',
    'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC',
  ],
];

const PLANTED_IN_URL: Array<[label: string, url: string, secret: string]> = [
  ['pw parameter', 'https://site.example/a?pw=letmein1', 'letmein1'],
  ['passwd parameter', '/reset?passwd=pass1234word', 'pass1234word'],
  ['code parameter', '/callback?code=oauth-code-123&x=1', 'oauth-code-123'],
  ['token in fragment', '/#access_token=frag_tok_987&type=recovery', 'frag_tok_987'],
  ['email parameter', '/?email=someone%40example.com', 'someone%40example.com'],
];

const PLANTED_AS_KEYS: Array<[key: string, secret: string]> = [
  ['passwd', 'pw-value-1'],
  ['pwd', 'pw-value-2'],
  ['pass', 'pw-value-3'],
  ['Cookie', 'sid=cookie-value-4'],
  ['set-cookie', 'cookie-value-5'],
  ['session', 'session-value-6'],
  ['sid', 'sid-value-7'],
  ['credentials', 'cred-value-8'],
  ['private_key', 'key-value-9'],
  ['accessKey', 'key-value-10'],
  ['otp', 'otp-value-11'],
  ['pin', 'pin-value-12'],
  ['pass\u0000word', 'pw-value-13'],
  ['PASS-WORD', 'pw-value-14'],
  ['x_api_key', 'key-value-15'],
  ['jane@example.com', 'value-under-email-key-16'],
  ['card_number', 'card-value-17'],
  ['X-Forwarded-For', '203.0.113.9'],
  ['mfa_code', 'code-value-18'],
  ['verification_code', 'code-value-19'],
  ['pinCode', 'pin-value-20'],
  ['userPin', 'pin-value-21'],
  ['ccv', 'ccv-value-22'],
];

describe('error-log scrubbing (planted secrets)', () => {
  it.each(PLANTED_IN_TEXT)('masks %s in message, stack and metadata text', (_label, text, secret) => {
    const report = scrubErrorReport({
      error_type: 'test',
      message: text,
      stack_trace: `Error: ${text}\n    at x (y.js:1:1)`,
      metadata: { note: text, nested: { deeper: [text] } },
    });
    expect(JSON.stringify(report)).not.toContain(secret);
  });

  it.each(PLANTED_IN_URL)('masks %s', (_label, url, secret) => {
    const report = scrubErrorReport({ error_type: 'test', message: 'x', url });
    expect(report.url).not.toContain(secret);
    expect(report.url).toContain('[redacted');
  });

  it.each(PLANTED_AS_KEYS)('drops metadata under the key %j', (key, secret) => {
    const report = scrubErrorReport({
      error_type: 'test',
      message: 'x',
      metadata: { [key]: secret, kept: 1 },
    });
    expect(JSON.stringify(report)).not.toContain(secret);
    expect(report.metadata).toEqual({ kept: 1 });
  });

  it('plants at least 40 secrets in all', () => {
    expect(PLANTED_IN_TEXT.length + PLANTED_IN_URL.length + PLANTED_AS_KEYS.length).toBeGreaterThanOrEqual(
      40,
    );
  });

  it.each([
    ['order 1234567890123 shipped', 'a 13-digit number that fails the Luhn check'],
    ['GB00WEST12345698765432 is not valid', 'an IBAN whose check digits are wrong'],
    ['status code: 500 at step pin-2', 'error codes and words that contain a key'],
    ['passed 3 of 4 checks', '"pass" inside a word'],
    // Digit runs inside UUIDs once passed the Luhn check now and then and were masked as cards.
    ['case d0e23432-6829-4388-bd4d-a01b50d5a01b', 'a UUID with a Luhn-valid run of digits'],
    ['id 0bae0b35-3537-4558-940e-2b743287615d', 'a UUID with a Luhn-valid run of digits'],
    ['ref 699a7198-d786-4517-9118-3095597fab14', 'a UUID with a Luhn-valid run of digits'],
    ['12345678-1234-4123-8123-123456789012', 'a UUID made only of digits'],
    ['case de45ab12-4f3a-4b2c-9d1e-0a1b2c3d4e5f', 'a UUID that starts like a lower-case IBAN'],
    ['job de4512ab9f3c4e2a8b7d6c5e4f3a2b1c', 'a hex hash that starts like an IBAN'],
    ['case 1de18d09-8d56-4b63-be99-94e2adcff1f7', 'a UUID whose tail passed as a Belgian IBAN'],
    ['case a4d01e71-ad20-47db-8995-49115d435e3e', 'a UUID whose tail passed as an Andorran IBAN'],
  ])('keeps %j (%s)', (text) => {
    expect(maskSecrets(text)).toBe(text);
  });

  it.each(
    ['footprint', 'compass', 'pinned', 'sessionless_flag'].map((key) => [key, key !== 'sessionless_flag']),
  )('treats the key %j as harmless: %s', (key, harmless) => {
    expect(isSensitiveKey(key as string)).toBe(!harmless);
  });
});
