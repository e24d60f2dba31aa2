import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';
import { der, OID, signedData, type CmsSigner } from '../../src/modules/signing/sealing/cms';

type Asn1 = forge.asn1.Asn1;

/** How the test authority answers: as a real one, refusing, or with a token over another hash. */
export type TsaMode = 'granted' | 'rejection' | 'wrong-hash';

export interface TestTsa {
  url: string;
  certificate: forge.pki.Certificate;
  /** Requests received, for the test to count. */
  requests: number;
  mode: TsaMode;
  close(): Promise<void>;
}

function tsaSigner(): CmsSigner {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = '0a';
  certificate.validity.notBefore = new Date(Date.now() - 60_000);
  certificate.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  const subject = [{ name: 'commonName', value: 'Test timestamp authority' }];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([{ name: 'extKeyUsage', critical: true, timeStamping: true }]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  return { certificate, key: keys.privateKey };
}

/**
 * An RFC 3161 timestamp authority on 127.0.0.1 for the sealing tests: it reads a TimeStampReq and
 * answers a TimeStampResp whose token (a CMS SignedData encapsulating TSTInfo) echoes the message
 * imprint and nonce, signed with a certificate made for the run.
 */
export async function startTestTsa(): Promise<TestTsa> {
  const signer = tsaSigner();
  let serial = 0;
  const tsa = { requests: 0, mode: 'granted' as TsaMode } as TestTsa;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      tsa.requests += 1;
      void answer(Buffer.concat(chunks)).then((reply) => {
        res.writeHead(200, { 'Content-Type': 'application/timestamp-reply' });
        res.end(reply);
      });
    });
  });
  const answer = async (body: Buffer): Promise<Buffer> => {
    if (tsa.mode === 'rejection') return der.toBuffer(der.sequence(der.sequence(der.integer(2))));
    const request = der.fromBuffer(body).value as Asn1[];
    const imprint = request[1];
    const nonce = request.find((field, index) => index > 1 && field.type === forge.asn1.Type.INTEGER);
    if (tsa.mode === 'wrong-hash') {
      ((imprint.value as Asn1[])[1] as { value: string }).value = '\x00'.repeat(32);
    }
    const tstInfo = der.sequence(
      der.integer(1),
      der.oid('1.3.6.1.4.1.32473.1'), // a documentation OID (RFC 5612) as the test policy
      imprint,
      der.integer((serial += 1)),
      forge.asn1.create(
        forge.asn1.Class.UNIVERSAL,
        forge.asn1.Type.GENERALIZEDTIME,
        false,
        forge.asn1.dateToGeneralizedTime(new Date()),
      ),
      ...(nonce ? [nonce] : []),
    );
    const token = await signedData({
      signer,
      content: der.toBuffer(tstInfo),
      contentType: OID.tstInfo,
      encapsulate: true,
    });
    return der.toBuffer(der.sequence(der.sequence(der.integer(0)), der.fromBuffer(token)));
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(tsa, {
    url: `http://127.0.0.1:${port}/tsr`,
    certificate: signer.certificate,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
