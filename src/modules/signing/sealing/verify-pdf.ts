import forge from 'node-forge';
import { sha256Hex } from '../agreement-text';
import { certificateSha256 } from './seal-keys';

/** What the signature embedded in a PDF says about it. */
export type EmbeddedSignature =
  | { kind: 'none' }
  | { kind: 'broken' }
  | { kind: 'signed'; intact: boolean; certificateSha256: string; signer: string };

const MESSAGE_DIGEST = forge.pki.oids.messageDigest;

/**
 * Checks the last PKCS#7 detached signature of a PDF: the bytes its /ByteRange covers must hash to
 * the signed message digest, and the signed attributes must verify with the embedded certificate.
 */
export function checkEmbeddedSignature(pdf: Buffer): EmbeddedSignature {
  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = ranges.at(-1);
  if (!last) return { kind: 'none' };
  const [a, b, c, d] = last.slice(1, 5).map(Number);
  if (a !== 0 || b <= 0 || c < a + b || c + d !== pdf.length)
    return { kind: 'signed', intact: false, certificateSha256: '', signer: '' };
  const contents = text
    .slice(a + b, c)
    .replace(/[<>\s]/g, '')
    .replace(/(00)+$/, '');
  try {
    const message = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(forge.util.hexToBytes(contents.length % 2 ? `${contents}0` : contents)),
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
    const covered = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
    const digestMatches = forge.util.bytesToHex(signedDigest) === sha256Hex(covered);
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
    };
  } catch {
    return { kind: 'broken' };
  }
}
