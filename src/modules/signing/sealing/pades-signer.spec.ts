import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { OID } from './cms';
import { PadesSigner } from './pades-signer';
import { loadOrCreateSealKeys } from './seal-keys';

const keys = loadOrCreateSealKeys(join(mkdtempSync(join(tmpdir(), 'seal-')), 'seal.p12'), 'test pass');

function signedAttributeTypes(cms: Buffer): string[] {
  const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(cms.toString('binary'))) as unknown as {
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[] };
  };
  return message.rawCapture.authenticatedAttributes.map((attribute) =>
    forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0].value as string),
  );
}

describe('PadesSigner (PAdES B-B)', () => {
  it('signs content type, message digest and signing-certificate-v2, and no signing-time', async () => {
    const cms = await new PadesSigner(keys.p12, keys.passphrase).sign(Buffer.from('%PDF-1.7 signed ranges'));
    expect(signedAttributeTypes(cms)).toEqual([
      forge.pki.oids.contentType,
      forge.pki.oids.messageDigest,
      OID.signingCertificateV2,
    ]);
    expect(signedAttributeTypes(cms)).not.toContain(forge.pki.oids.signingTime);
  });

  it('takes the key file as the plain Uint8Array a worker thread receives', async () => {
    const cloned = structuredClone(new Uint8Array(keys.p12));
    const fromClone = await new PadesSigner(cloned, keys.passphrase).sign(Buffer.from('x'));
    const fromBuffer = await new PadesSigner(keys.p12, keys.passphrase).sign(Buffer.from('x'));
    // RSA PKCS#1 v1.5 is deterministic: the same key and content give the same signature.
    expect(fromClone.equals(fromBuffer)).toBe(true);
  });
});
