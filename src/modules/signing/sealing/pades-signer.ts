import { Signer } from '@signpdf/utils';
import { OID, signedData, signerFromP12 } from './cms';
import { signatureTimestamp } from './timestamp';

/**
 * Seals as PAdES (ETSI EN 319 142-1): a detached CMS signature (SubFilter ETSI.CAdES.detached)
 * whose signed attributes are content type, message digest and signing-certificate-v2, without
 * signing-time (PAdES takes the claimed time from the signature dictionary's /M): B-B. With a
 * timestamp authority, the signature value is timestamped and the token added as an unsigned
 * attribute: B-T.
 */
export class PadesSigner extends Signer {
  /** `p12` may arrive as a plain Uint8Array (a Buffer passed to a worker thread becomes one). */
  constructor(
    private readonly p12: Uint8Array,
    private readonly passphrase: string,
    private readonly tsaUrl?: string,
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const tsaUrl = this.tsaUrl;
    return signedData({
      signer: signerFromP12(this.p12, this.passphrase),
      content: pdfBuffer,
      unsignedAttributes: tsaUrl
        ? async (signature) => [[OID.signatureTimeStampToken, await signatureTimestamp(tsaUrl, signature)]]
        : undefined,
    });
  }
}
