import { createHash } from 'node:crypto';
import { startTestTsa, type TestTsa } from '../../../../test/support/test-tsa';
import { signatureTimestamp, TimestampError, tstInfoOf } from './timestamp';

describe('signatureTimestamp (RFC 3161, for PAdES B-T)', () => {
  let tsa: TestTsa;
  beforeAll(async () => {
    tsa = await startTestTsa();
  });
  afterAll(() => tsa.close());
  beforeEach(() => {
    tsa.mode = 'granted';
  });

  const signature = Buffer.from('a signature value');

  it('returns a token over the SHA-256 of the signature value, timed now', async () => {
    const before = Date.now();
    const info = tstInfoOf(await signatureTimestamp(tsa.url, signature));
    expect(info.hashedMessage).toEqual(createHash('sha256').update(signature).digest());
    expect(info.genTime.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(info.genTime.getTime()).toBeLessThanOrEqual(Date.now());
    expect(info.nonce).not.toBeNull();
  });

  it('refuses a refusal, a token over another hash and an authority that cannot be reached', async () => {
    tsa.mode = 'rejection';
    await expect(signatureTimestamp(tsa.url, signature)).rejects.toThrow(
      'The timestamp was refused (status 2)',
    );
    tsa.mode = 'wrong-hash';
    await expect(signatureTimestamp(tsa.url, signature)).rejects.toThrow(
      'The timestamp is over another hash',
    );
    await expect(signatureTimestamp('http://127.0.0.1:9/tsr', signature)).rejects.toBeInstanceOf(
      TimestampError,
    );
  });
});
