import { createHash } from 'node:crypto';
import forge from 'node-forge';

/**
 * A CMS SignedData writer (RFC 5652) for the seal and its timestamp: SHA-256 with RSA, the signer's
 * certificate bound by signing-certificate-v2 (RFC 5035), content detached or encapsulated, and
 * unsigned attributes (a signature timestamp) added after signing. Written here because
 * node-forge's PKCS#7 writer supports only three signed attributes and always adds signing-time,
 * which PAdES leaves out; this builds the same structure with node-forge's ASN.1 writer.
 */

const { asn1, pki } = forge;
const { Class, Type } = asn1;
type Asn1 = forge.asn1.Asn1;

export const OID = {
  data: pki.oids.data,
  signedData: pki.oids.signedData,
  contentType: pki.oids.contentType,
  messageDigest: pki.oids.messageDigest,
  signingTime: pki.oids.signingTime,
  /** id-aa-signingCertificateV2 */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  /** id-aa-signatureTimeStampToken: an RFC 3161 token over the signature value (PAdES B-T). */
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  /** id-ct-TSTInfo: what a timestamp token encapsulates. */
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  sha256: pki.oids.sha256,
} as const;

export const der = {
  oid: (value: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(value).getBytes()),
  sequence: (...items: Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, items),
  set: (...items: Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SET, true, items),
  octets: (bytes: Buffer) => asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytes.toString('binary')),
  integer: (value: number) =>
    asn1.create(Class.UNIVERSAL, Type.INTEGER, false, asn1.integerToDer(value).getBytes()),
  /** A non-negative integer from its big-endian bytes (a serial number, a nonce). */
  integerBytes: (bytes: Buffer) =>
    asn1.create(
      Class.UNIVERSAL,
      Type.INTEGER,
      false,
      (bytes[0] & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes).toString('binary'),
    ),
  nullValue: () => asn1.create(Class.UNIVERSAL, Type.NULL, false, ''),
  explicit: (tag: number, ...items: Asn1[]) => asn1.create(Class.CONTEXT_SPECIFIC, tag, true, items),
  toBuffer: (value: Asn1) => Buffer.from(asn1.toDer(value).getBytes(), 'binary'),
  /** Parsed keeping BIT STRINGs as they are, so a token written back is byte for byte the one received. */
  fromBuffer: (bytes: Buffer) =>
    (asn1.fromDer as unknown as (input: string, options: { decodeBitStrings: boolean }) => Asn1)(
      bytes.toString('binary'),
      {
        decodeBitStrings: false,
      },
    ),
  boolean: (value: boolean) => asn1.create(Class.UNIVERSAL, Type.BOOLEAN, false, value ? '\xff' : '\x00'),
};

const attribute = (type: string, value: Asn1) => der.sequence(der.oid(type), der.set(value));
export const sha256Algorithm = () => der.sequence(der.oid(OID.sha256), der.nullValue());
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

/** The certificate's issuer and serial number (IssuerAndSerialNumber). */
function issuerAndSerial(certificate: Asn1): [issuer: Asn1, serial: Asn1] {
  const tbs = (certificate.value as Asn1[])[0].value as Asn1[];
  // TBSCertificate: [0] version, serialNumber, signature, issuer, …
  const [serial, , issuer] = tbs[0].tagClass === Class.CONTEXT_SPECIFIC ? tbs.slice(1) : tbs;
  return [issuer, serial];
}

export interface CmsSigner {
  key: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
}

/** The certificate and RSA key of a PKCS#12 file. */
export function signerFromP12(p12: Uint8Array, passphrase: string): CmsSigner {
  const bytes = Buffer.from(p12.buffer, p12.byteOffset, p12.byteLength);
  const parsed = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(bytes.toString('binary')), passphrase);
  const certificate = parsed.getBags({ bagType: pki.oids.certBag })[pki.oids.certBag]?.[0]?.cert;
  const key = parsed.getBags({ bagType: pki.oids.pkcs8ShroudedKeyBag })[pki.oids.pkcs8ShroudedKeyBag]?.[0]
    ?.key;
  if (!certificate || !key)
    throw new Error('The sealing PKCS#12 file needs a certificate and its private key');
  return { certificate, key: key as forge.pki.rsa.PrivateKey };
}

export interface SignedDataOptions {
  signer: CmsSigner;
  /** What is signed: the PDF's byte ranges (detached), or a timestamp's TSTInfo (encapsulated). */
  content: Buffer;
  contentType?: string;
  encapsulate?: boolean;
  /** Unsigned attributes made from the signature value once it exists (a signature timestamp). */
  unsignedAttributes?: (signature: Buffer) => Promise<Array<[type: string, value: Asn1]>>;
}

/** A DER ContentInfo holding the SignedData. */
export async function signedData(options: SignedDataOptions): Promise<Buffer> {
  const { signer, content, contentType = OID.data, encapsulate = false } = options;
  const certificate = pki.certificateToAsn1(signer.certificate);
  const [issuer, serial] = issuerAndSerial(certificate);
  // ESSCertIDv2 { certHash, issuerSerial { GeneralNames { directoryName [4] issuer }, serial } }; SHA-256 is its default.
  const essCertId = der.sequence(
    der.octets(sha256(der.toBuffer(certificate))),
    der.sequence(der.sequence(der.explicit(4, issuer)), serial),
  );
  const signedAttributes = [
    attribute(OID.contentType, der.oid(contentType)),
    attribute(OID.messageDigest, der.octets(sha256(content))),
    attribute(OID.signingCertificateV2, der.sequence(der.sequence(essCertId))),
  ];
  // The signature covers the attributes DER-encoded as a SET (RFC 5652 §5.4); they are stored as [0] IMPLICIT.
  const digest = forge.md.sha256.create().update(asn1.toDer(der.set(...signedAttributes)).getBytes());
  const signature = Buffer.from(signer.key.sign(digest), 'binary');
  const unsigned = (await options.unsignedAttributes?.(signature)) ?? [];

  const signerInfo = der.sequence(
    der.integer(1),
    der.sequence(issuer, serial),
    sha256Algorithm(),
    asn1.create(Class.CONTEXT_SPECIFIC, 0, true, signedAttributes),
    der.sequence(der.oid(pki.oids.rsaEncryption), der.nullValue()),
    der.octets(signature),
    ...(unsigned.length > 0
      ? [
          asn1.create(
            Class.CONTEXT_SPECIFIC,
            1,
            true,
            unsigned.map(([type, value]) => attribute(type, value)),
          ),
        ]
      : []),
  );
  const encapsulated = der.sequence(
    der.oid(contentType),
    ...(encapsulate ? [der.explicit(0, der.octets(content))] : []),
  );
  const signed = der.sequence(
    der.integer(contentType === OID.data ? 1 : 3),
    der.set(sha256Algorithm()),
    encapsulated,
    asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [certificate]),
    der.set(signerInfo),
  );
  return der.toBuffer(der.sequence(der.oid(OID.signedData), der.explicit(0, signed)));
}
