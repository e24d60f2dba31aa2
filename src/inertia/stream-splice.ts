/**
 * Finishes a compressed stream that was flushed but left open (Brotli `BROTLI_OPERATION_FLUSH`,
 * gzip `Z_SYNC_FLUSH`) with a few hundred bytes stored as they are: both formats have an
 * uncompressed block for exactly this (RFC 7932 §9.2 ISUNCOMPRESSED, RFC 1951 §3.2.4 BTYPE 00), and
 * a flushed stream ends on a byte boundary where such a block may start. The output cache uses it to
 * add a signed-in visitor's own end to a page compressed once for everyone, at the cost of copying
 * that end, instead of compressing the whole page per request. Node's zlib has no call for it.
 * Both return the flushed stream and its new end as two buffers that a response writes one after the
 * other: the page's compressed bytes are not copied per request (1.3–1.7 µs a 7.5 KB page saved).
 */

/** Brotli: an uncompressed meta-block with `end`, then an empty last meta-block (ISLAST, ISLASTEMPTY). */
export function brotliWithStoredEnd(flushed: Buffer, end: Buffer): [Buffer, Buffer] {
  const header = brotliUncompressedHeader(end.length);
  return [flushed, Buffer.concat([header, end, LAST_EMPTY_META_BLOCK])];
}

const LAST_EMPTY_META_BLOCK = Buffer.from([0b11]);

/**
 * ISLAST 0 (1 bit), MNIBBLES − 4 (2 bits), MLEN − 1 (4 bits a nibble), ISUNCOMPRESSED 1 (1 bit), then
 * zero bits to the byte boundary; bits are packed from the least significant bit of each byte. The
 * fewest nibbles that hold MLEN − 1 are used: with more than four, the top nibble must not be zero.
 */
function brotliUncompressedHeader(length: number): Buffer {
  if (length < 1 || length > 1 << 24) throw new RangeError(`Cannot store ${length} bytes in one meta-block`);
  const value = length - 1;
  const nibbles = value < 1 << 16 ? 4 : value < 1 << 20 ? 5 : 6;
  const bits = 1 + 2 + 4 * nibbles + 1;
  // At most 28 bits: safe in a 32-bit integer once read back as unsigned.
  const packed = (((nibbles - 4) << 1) | (value << 3) | (1 << (bits - 1))) >>> 0;
  const header = Buffer.alloc(Math.ceil(bits / 8));
  for (let index = 0; index < header.length; index += 1) header[index] = (packed >>> (8 * index)) & 0xff;
  return header;
}

/**
 * Gzip: stored blocks with `end` (the last one final), then the trailer: the CRC-32 and the length
 * of everything uncompressed, the open stream's part included (the caller passes both).
 */
export function gzipWithStoredEnd(
  flushed: Buffer,
  end: Buffer,
  crc: number,
  length: number,
): [Buffer, Buffer] {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < end.length || offset === 0; offset += MAX_STORED) {
    const chunk = end.subarray(offset, offset + MAX_STORED);
    const header = Buffer.alloc(5);
    header[0] = offset + MAX_STORED >= end.length ? 1 : 0; // BFINAL, BTYPE 00
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    parts.push(header, chunk);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(trailer);
  return [flushed, Buffer.concat(parts)];
}

const MAX_STORED = 0xffff;
