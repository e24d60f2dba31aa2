import { createHash } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';

const { asn1, pki } = forge;
const { Class, Type } = asn1;

/** id-aa-signingCertificateV2 (RFC 5035): the signer's certificate, bound into what is signed. */
export const SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';

const oid = (value: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(value).getBytes());
const sequence = (...items: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, items);
const set = (...items: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SET, true, items);
const octets = (bytes: string) => asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytes);
const integer = (value: number) =>
  asn1.create(Class.UNIVERSAL, Type.INTEGER, false, asn1.integerToDer(value).getBytes());
const attribute = (type: string, value: forge.asn1.Asn1) => sequence(oid(type), set(value));
const sha256Algorithm = () =>
  sequence(oid(pki.oids.sha256), asn1.create(Class.UNIVERSAL, Type.NULL, false, ''));
const binary = (buffer: Buffer) => buffer.toString('binary');

/** The certificate's issuer and serial number, as CMS names a certificate (IssuerAndSerialNumber). */
function issuerAndSerial(certificate: forge.asn1.Asn1): forge.asn1.Asn1[] {
  const tbs = (certificate.value as forge.asn1.Asn1[])[0].value as forge.asn1.Asn1[];
  // TBSCertificate: [0] version, serialNumber, signature, issuer, …
  const [serial, , issuer] = tbs[0].tagClass === Class.CONTEXT_SPECIFIC ? tbs.slice(1) : tbs;
  return [issuer, serial];
}

/**
 * The signed attributes of a PAdES baseline signature (ETSI EN 319 142-1, B-B): content type,
 * message digest and signing-certificate-v2. No signing-time attribute: PAdES takes the claimed
 * signing time from the signature dictionary's /M.
 */
export function padesSignedAttributes(
  contentSha256: Buffer,
  certificateDer: Buffer,
  certificate: forge.asn1.Asn1,
) {
  const [issuer, serial] = issuerAndSerial(certificate);
  const certHash = createHash('sha256').update(certificateDer).digest();
  // ESSCertIDv2 { certHash, issuerSerial { GeneralNames { directoryName [4] issuer }, serial } }; SHA-256 is its default hash.
  const essCertId = sequence(
    octets(binary(certHash)),
    sequence(sequence(asn1.create(Class.CONTEXT_SPECIFIC, 4, true, [issuer])), serial),
  );
  return [
    attribute(pki.oids.contentType, oid(pki.oids.data)),
    attribute(pki.oids.messageDigest, octets(binary(contentSha256))),
    attribute(SIGNING_CERTIFICATE_V2, sequence(sequence(essCertId))),
  ];
}

/**
 * Seals as PAdES B-B: a detached CMS SignedData (SubFilter ETSI.CAdES.detached) whose signed
 * attributes bind the signing certificate (signing-certificate-v2). Written here because
 * node-forge's PKCS#7 writer (which @signpdf's P12Signer uses) supports only three signed
 * attributes and always adds signing-time; the CMS structure is small and built with node-forge's
 * ASN.1 writer, the RSA signature with node-forge's key from the PKCS#12 file.
 */
export class PadesSigner extends Signer {
  private readonly p12: Buffer;

  /** `p12` may arrive as a plain Uint8Array (a Buffer passed to a worker thread becomes one). */
  constructor(
    p12: Uint8Array,
    private readonly passphrase: string,
  ) {
    super();
    this.p12 = Buffer.from(p12.buffer, p12.byteOffset, p12.byteLength);
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const parsed = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(binary(this.p12)), this.passphrase);
    const certificate = parsed.getBags({ bagType: pki.oids.certBag })[pki.oids.certBag]?.[0]?.cert;
    const key = parsed.getBags({ bagType: pki.oids.pkcs8ShroudedKeyBag })[pki.oids.pkcs8ShroudedKeyBag]?.[0]
      ?.key as forge.pki.rsa.PrivateKey | undefined;
    if (!certificate || !key)
      throw new Error('The sealing PKCS#12 file needs a certificate and its private key');
    const certificateAsn1 = pki.certificateToAsn1(certificate);
    const certificateDer = Buffer.from(asn1.toDer(certificateAsn1).getBytes(), 'binary');

    const signedAttributes = padesSignedAttributes(
      createHash('sha256').update(pdfBuffer).digest(),
      certificateDer,
      certificateAsn1,
    );
    // The signature covers the attributes DER-encoded as a SET (RFC 5652 §5.4), stored as [0] IMPLICIT.
    const toSign = forge.md.sha256.create().update(asn1.toDer(set(...signedAttributes)).getBytes());
    const signature = key.sign(toSign);
    const [issuer, serial] = issuerAndSerial(certificateAsn1);

    const signerInfo = sequence(
      integer(1),
      sequence(issuer, serial),
      sha256Algorithm(),
      asn1.create(Class.CONTEXT_SPECIFIC, 0, true, signedAttributes),
      sequence(oid(pki.oids.rsaEncryption), asn1.create(Class.UNIVERSAL, Type.NULL, false, '')),
      octets(signature),
    );
    const signedData = sequence(
      integer(1),
      set(sha256Algorithm()),
      sequence(oid(pki.oids.data)), // detached: the content is the PDF's signed byte ranges
      asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [certificateAsn1]),
      set(signerInfo),
    );
    const contentInfo = sequence(
      oid(pki.oids.signedData),
      asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [signedData]),
    );
    return Buffer.from(asn1.toDer(contentInfo).getBytes(), 'binary');
  }
}
