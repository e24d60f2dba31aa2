import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { certificateSha256 } from './seal-keys';

/** What the signature embedded in a PDF says about it. */
export type EmbeddedSignature =
  | { kind: 'none' }
  | { kind: 'broken' }
  | {
      kind: 'signed';
      /** The signed bytes hash to the signed digest and the signature verifies with its certificate. */
      intact: boolean;
      certificateSha256: string;
      signer: string;
      /** Bytes after the signed revision: an incremental update appended after sealing (0 when none). */
      appendedBytes: number;
      /** SHA-256 of the signed revision alone, when something was appended after it. */
      revisionSha256: string | null;
    };

/** What `/sign/verify` needs to know about an uploaded file, computed in the CPU pool. */
export interface PdfInspection {
  sha256: string;
  signature: EmbeddedSignature;
}

const MESSAGE_DIGEST = forge.pki.oids.messageDigest;
/** Where the last signature dictionary can start: its /ByteRange is near it, and nothing is scanned twice. */
// eslint-disable-next-line urls/no-url-literals -- a PDF name object, not a URL
const BYTE_RANGE = Buffer.from('/ByteRange');
/** The text after "/ByteRange" that holds its four numbers ("[0 1234 5678 910]", with room for spaces). */
const BYTE_RANGE_TEXT = 120;
/**
 * The largest signature a seal of ours holds: the placeholder is 8,192 bytes (16,384 hex digits
 * between < and >); twice that leaves room for a timestamp token. Anything larger is not ours.
 */
export const MAX_SIGNATURE_HEX = 2 * 16_384 + 2;
/** DER nesting and element count in a real CMS signature are a few dozen levels and a few hundred elements. */
const MAX_DER_DEPTH = 32;
const MAX_DER_ELEMENTS = 2_000;

/**
 * The file's SHA-256 and its last detached PKCS#7 signature, checked with bounded work whatever
 * the upload holds: one backwards search for the last /ByteRange (no scan that collects matches),
 * lengths checked before anything is parsed, and the DER's depth and element count checked before
 * node-forge (which recurses without limit) reads it.
 */
export function inspectPdf(pdf: Uint8Array): PdfInspection {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  return {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    signature: checkEmbeddedSignature(bytes),
  };
}

/**
 * Checks the last PKCS#7 detached signature of a PDF: the bytes its /ByteRange covers must hash to
 * the signed message digest, and the signed attributes must verify with the embedded certificate.
 * A signature over the start of the file with more bytes after it is a signed revision followed by
 * an incremental update: still checked, and the appended length reported.
 */
export function checkEmbeddedSignature(pdf: Buffer): EmbeddedSignature {
  const at = pdf.lastIndexOf(BYTE_RANGE);
  if (at < 0) return { kind: 'none' };
  const range = /^\s*\[\s*(\d{1,10})\s+(\d{1,10})\s+(\d{1,10})\s+(\d{1,10})\s*\]/.exec(
    pdf.toString('latin1', at + BYTE_RANGE.length, at + BYTE_RANGE.length + BYTE_RANGE_TEXT),
  );
  if (!range) return { kind: 'broken' };
  const [a, b, c, d] = range.slice(1, 5).map(Number);
  // The ranges must start the file and fit in it; bytes after them are a later revision (checked below).
  if (a !== 0 || b <= 0 || c <= b || c + d > pdf.length) return { kind: 'broken' };
  const appendedBytes = pdf.length - (c + d);
  if (c - b > MAX_SIGNATURE_HEX) return { kind: 'broken' };
  const contents = pdf.toString('latin1', b, c).replace(/[<>\s]/g, '');
  if (!/^[0-9a-fA-F]*$/.test(contents)) return { kind: 'broken' };
  // The signature is the first DER element; the placeholder's zero padding follows it.
  const der = firstDerElement(Buffer.from(contents.length % 2 ? `${contents}0` : contents, 'hex'));
  if (!der) return { kind: 'broken' };
  try {
    const message = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(der.toString('binary')),
    ) as forge.pkcs7.PkcsSignedData & {
      rawCapture: { signature: string; authenticatedAttributes: forge.asn1.Asn1[] };
    };
    const certificate = message.certificates[0];
    const attributes = message.rawCapture.authenticatedAttributes;
    const digestAttribute = attributes.find(
      (attribute) =>
        forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0].value as string) === MESSAGE_DIGEST,
    );
    const signedDigest = ((digestAttribute?.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0]
      .value as string;
    const covered = createHash('sha256')
      .update(pdf.subarray(a, a + b))
      .update(pdf.subarray(c, c + d));
    const digestMatches = forge.util.bytesToHex(signedDigest) === covered.digest('hex');
    const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
    const attributesDigest = forge.md.sha256.create().update(forge.asn1.toDer(set).getBytes());
    const signatureValid = (certificate.publicKey as forge.pki.rsa.PublicKey).verify(
      attributesDigest.digest().bytes(),
      message.rawCapture.signature,
    );
    return {
      kind: 'signed',
      intact: digestMatches && signatureValid,
      certificateSha256: certificateSha256(certificate),
      signer: String(certificate.subject.getField('CN')?.value ?? ''),
      appendedBytes,
      revisionSha256:
        appendedBytes > 0
          ? createHash('sha256')
              .update(pdf.subarray(0, c + d))
              .digest('hex')
          : null,
    };
  } catch {
    return { kind: 'broken' };
  }
}

/**
 * The first DER element of `bytes`, when its shape is plausible: every length fits inside its
 * parent, nesting stays under MAX_DER_DEPTH and the elements under MAX_DER_ELEMENTS. It walks the
 * tag-length headers without building anything; written here because node-forge has no such
 * limits and a crafted /Contents costs it about a second.
 */
export function firstDerElement(bytes: Buffer): Buffer | null {
  let elements = 0;
  /** The end of the element at `at`, or -1 when it does not fit in `end` or breaks a limit. */
  const element = (at: number, end: number, depth: number): number => {
    if (depth > MAX_DER_DEPTH || ++elements > MAX_DER_ELEMENTS || at + 2 > end) return -1;
    const tag = bytes[at];
    if ((tag & 0x1f) === 0x1f) return -1; // multi-byte tags: never in a CMS signature
    let length = bytes[at + 1];
    let header = 2;
    if (length & 0x80) {
      const count = length & 0x7f;
      if (count === 0 || count > 4 || at + 2 + count > end) return -1;
      length = 0;
      for (let index = 0; index < count; index += 1) length = length * 256 + bytes[at + 2 + index];
      header += count;
    }
    const contentEnd = at + header + length;
    if (contentEnd > end) return -1;
    if (tag & 0x20) {
      for (let child = at + header; child < contentEnd;) {
        child = element(child, contentEnd, depth + 1);
        if (child < 0) return -1;
      }
    }
    return contentEnd;
  };
  const end = element(0, bytes.length, 0);
  return end > 0 ? bytes.subarray(0, end) : null;
}
