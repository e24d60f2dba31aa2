import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, crc32, gunzipSync, gzipSync } from 'node:zlib';
import { brotliWithStoredEnd, gzipWithStoredEnd } from './stream-splice';

const text = (length: number) =>
  Buffer.from('<p>Page text, repeated. </p>'.repeat(Math.ceil(length / 27)).slice(0, length));

describe('finishing a flushed stream with stored bytes', () => {
  // Lengths around the limits: one byte, a stored block's maximum, and past 16 and 20 bits of length.
  const ends = [1, 300, 0xffff, 0x10000, 0x10001, 0x100001];

  it.each(ends)('Brotli: a decoder reads the page and an end of %i bytes as one stream', (length) => {
    const before = text(20_000);
    const end = randomBytes(length);
    const flushed = brotliCompressSync(before, { finishFlush: constants.BROTLI_OPERATION_FLUSH });
    const whole = brotliDecompressSync(Buffer.concat(brotliWithStoredEnd(flushed, end)));
    expect(whole.equals(Buffer.concat([before, end]))).toBe(true);
  });

  it.each([0, ...ends])(
    'gzip: a decoder reads the page and an end of %i bytes, CRC and length checked',
    (length) => {
      const before = text(20_000);
      const end = randomBytes(length);
      const flushed = gzipSync(before, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
      const spliced = Buffer.concat(
        gzipWithStoredEnd(flushed, end, crc32(end, crc32(before)), before.length + end.length),
      );
      expect(gunzipSync(spliced).equals(Buffer.concat([before, end]))).toBe(true);
      // gunzip checks the trailer: a wrong CRC is refused, so the test above proves it right.
      const wrong = Buffer.concat(
        gzipWithStoredEnd(flushed, end, crc32(end) ^ 1, before.length + end.length),
      );
      expect(() => gunzipSync(wrong)).toThrow();
    },
  );

  it('refuses an empty Brotli end, which has no uncompressed meta-block', () => {
    const flushed = brotliCompressSync(text(10), { finishFlush: constants.BROTLI_OPERATION_FLUSH });
    expect(() => brotliWithStoredEnd(flushed, Buffer.alloc(0))).toThrow(RangeError);
  });
});
