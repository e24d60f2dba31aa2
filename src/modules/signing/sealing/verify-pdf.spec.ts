import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { checkEmbeddedSignature, firstDerElement, inspectPdf } from './verify-pdf';

function length(bytes: number): number[] {
  if (bytes < 0x80) return [bytes];
  const digits: number[] = [];
  for (let rest = bytes; rest > 0; rest = Math.floor(rest / 256)) digits.unshift(rest % 256);
  return [0x80 | digits.length, ...digits];
}
const sequence = (content: Buffer) => Buffer.from([0x30, ...length(content.length), ...content]);
const NULL = Buffer.from([0x05, 0x00]);
const nested = (depth: number) => {
  let der = NULL;
  for (let level = 0; level < depth; level += 1) der = sequence(der);
  return der;
};
const wide = (count: number) => sequence(Buffer.concat(Array.from({ length: count }, () => NULL)));

describe('firstDerElement: the DER shape is checked before node-forge reads it', () => {
  it('takes the first element and leaves the placeholder’s zero padding', () => {
    const der = sequence(Buffer.from([0x02, 0x01, 0x00]));
    expect(firstDerElement(Buffer.concat([der, Buffer.alloc(100)]))).toEqual(der);
  });

  it('takes nesting up to 32 levels and refuses deeper', () => {
    expect(firstDerElement(nested(32))).not.toBeNull();
    expect(firstDerElement(nested(33))).toBeNull();
    expect(firstDerElement(nested(1000))).toBeNull();
  });

  it('takes up to 2,000 elements and refuses more', () => {
    expect(firstDerElement(wide(1998))).not.toBeNull();
    expect(firstDerElement(wide(3000))).toBeNull();
  });

  it.each([
    ['a length beyond the input', Buffer.from([0x30, 0x82, 0xff, 0xff, 0x05, 0x00])],
    ['an indefinite length (BER)', Buffer.from([0x30, 0x80, 0x05, 0x00, 0x00, 0x00])],
    ['a five-byte length', Buffer.from([0x30, 0x85, 0, 0, 0, 0, 2, 0x05, 0x00])],
    ['a multi-byte tag', Buffer.from([0x1f, 0x81, 0x01, 0x00])],
    ['one byte', Buffer.from([0x30])],
    ['a child longer than its parent', Buffer.from([0x30, 0x02, 0x30, 0x05, 0x05, 0x00])],
  ])('refuses %s', (_label, der) => {
    expect(firstDerElement(der)).toBeNull();
  });
});

describe('checkEmbeddedSignature: bounded work on any upload', () => {
  it('reads only the last /ByteRange of the probe’s file (a header and 900,000 entries)', () => {
    const line = '/ByteRange [0 1 2 3]\n';
    const pdf = Buffer.alloc(9 + 900_000 * line.length, line);
    pdf.write('%PDF-1.7\n');
    const toText = jest.spyOn(pdf, 'toString');
    const result = checkEmbeddedSignature(pdf);
    // No text is made of the file beyond a few bytes after that last entry.
    const read = toText.mock.calls.map(([, start = 0, end = pdf.length]) => Number(end) - Number(start));
    toText.mockRestore();
    expect(read.length).toBeGreaterThan(0);
    expect(Math.max(...read)).toBeLessThanOrEqual(64 * 1024);
    // Its last entry's ranges point at bytes that are no signature.
    expect(result).toEqual({ kind: 'broken' });
  });

  /** A file whose one /ByteRange covers it whole, around `contents` (the hex between < and >). */
  const signedAround = (contents: string) => {
    const number = (value: number) => String(value).padStart(10, '0');
    const prefixLength = '%PDF-1.7\n/ByteRange [0 '.length + 3 * 10 + 2 + ']\n'.length;
    const tail = '\n%%EOF\n';
    const c = prefixLength + contents.length;
    const prefix = `%PDF-1.7\n/ByteRange [0 ${number(prefixLength)} ${number(c)} ${number(tail.length)}]\n`;
    expect(prefix.length).toBe(prefixLength);
    return Buffer.from(prefix + contents + tail);
  };

  it('calls a signature whose /Contents are larger than any seal of ours broken, without parsing them', () => {
    const fromDer = jest.spyOn(forge.asn1, 'fromDer');
    expect(checkEmbeddedSignature(signedAround(`<${'30'.repeat(40_000)}>`))).toEqual({ kind: 'broken' });
    expect(fromDer).not.toHaveBeenCalled();
    fromDer.mockRestore();
  });

  it.each([
    ['nested 1,000 levels deep', nested(1000)],
    ['3,000 elements wide', wide(3000)],
  ])('calls /Contents holding DER %s broken without handing it to node-forge', (_label, der) => {
    const fromDer = jest.spyOn(forge.asn1, 'fromDer');
    expect(checkEmbeddedSignature(signedAround(`<${der.toString('hex')}>`))).toEqual({ kind: 'broken' });
    expect(fromDer).not.toHaveBeenCalled();
    fromDer.mockRestore();
  });

  it('says none when there is no signature, and gives the SHA-256 of the whole file', () => {
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    expect(inspectPdf(pdf)).toEqual({
      sha256: createHash('sha256').update(pdf).digest('hex'),
      signature: { kind: 'none' },
    });
  });
});
