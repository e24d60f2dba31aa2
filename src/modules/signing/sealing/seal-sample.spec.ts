import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '@config/app-config';
import { sealSampleAgreement } from './seal-sample';
import { certificateFingerprint } from './seal-keys';
import { checkEmbeddedSignature } from './verify-pdf';
import forge from 'node-forge';
import { startTestTsa } from '../../../../test/support/test-tsa';
import { OID } from './cms';
import { tstInfoOf } from './timestamp';

type Asn1 = forge.asn1.Asn1;

/** The CMS of a sealed PDF: its /Contents, without the placeholder's padding. */
function cmsOf(pdf: Buffer): Asn1[] {
  const [, , b, c] = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)/
    .exec(pdf.toString('latin1'))!
    .map(Number);
  const hex = pdf.toString('latin1', b + 1, c - 1).replace(/(00)+$/, '');
  const signedData = (forge.asn1.fromDer(forge.util.hexToBytes(hex)).value as Asn1[])[1].value as Asn1[];
  const signerInfos = (signedData[0].value as Asn1[]).at(-1)!.value as Asn1[];
  return signerInfos[0].value as Asn1[];
}

// One key pair for the file (generating RSA keys is most of its time).
const p12File = join(mkdtempSync(join(tmpdir(), 'seal-sample-')), 'seal.p12');

describe('npm run seal:sample (a sealed sample to check with other tools)', () => {
  it('seals a sample with the configured certificate, as PAdES, over the whole file', async () => {
    const config = {
      appUrl: 'https://crm.example',
      signing: { p12File, p12Passphrase: 'sample pass' },
    } as unknown as AppConfig;
    const pdf = await sealSampleAgreement(config);
    expect(pdf.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
    expect(checkEmbeddedSignature(pdf)).toMatchObject({
      kind: 'signed',
      intact: true,
      appendedBytes: 0,
      certificateSha256: certificateFingerprint(readFileSync(p12File), 'sample pass'),
    });
  });

  it('with a timestamp authority, adds a signature timestamp over the signature value (PAdES B-T)', async () => {
    const tsa = await startTestTsa();
    try {
      const config = {
        appUrl: 'https://crm.example',
        signing: { p12File, p12Passphrase: 'sample pass', tsaUrl: tsa.url },
      } as unknown as AppConfig;
      const pdf = await sealSampleAgreement(config);
      expect(checkEmbeddedSignature(pdf)).toMatchObject({ kind: 'signed', intact: true });
      const signerInfo = cmsOf(pdf);
      const signatureValue = Buffer.from(signerInfo[5].value as string, 'binary');
      const unsigned = (signerInfo[6].value as Asn1[]).map((attribute) => attribute.value as Asn1[]);
      expect(unsigned.map((parts) => forge.asn1.derToOid(parts[0].value as string))).toEqual([
        OID.signatureTimeStampToken,
      ]);
      const token = (unsigned[0][1].value as Asn1[])[0];
      expect(tstInfoOf(token).hashedMessage).toEqual(createHash('sha256').update(signatureValue).digest());
      expect(tsa.requests).toBe(1);
    } finally {
      await tsa.close();
    }
  });
});
