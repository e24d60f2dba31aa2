import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import forge from 'node-forge';

/** The sealing certificate and key (PKCS#12) and the certificate's SHA-256 fingerprint. */
export interface SealKeys {
  p12: Buffer;
  passphrase: string;
  certificateSha256: string;
}

function selfSignedP12(passphrase: string): Buffer {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  certificate.validity.notBefore = new Date();
  certificate.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
  const subject = [
    { name: 'commonName', value: 'Clearline CRM Advisory document seal' },
    { name: 'organizationName', value: 'Clearline CRM Advisory' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** SHA-256 of the DER certificate inside a PKCS#12 file. */
export function certificateFingerprint(p12: Buffer, passphrase: string): string {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), passphrase);
  const bag = parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag]?.[0];
  if (!bag?.cert) throw new Error('The sealing PKCS#12 file holds no certificate');
  return certificateSha256(bag.cert);
}

export const certificateSha256 = (certificate: forge.pki.Certificate): string =>
  forge.md.sha256
    .create()
    .update(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes())
    .digest()
    .toHex();

/**
 * The configured PKCS#12 file, or a self-signed one generated there once (created with a hard link, which
 * fails if the file exists, so two processes starting together end up with one certificate).
 */
export function loadOrCreateSealKeys(path: string, passphrase: string): SealKeys {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, selfSignedP12(passphrase), { mode: 0o600 });
    try {
      linkSync(temporary, path); // fails when another process created it first: theirs is kept
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(temporary);
    }
  }
  const p12 = readFileSync(path);
  return { p12, passphrase, certificateSha256: certificateFingerprint(p12, passphrase) };
}
