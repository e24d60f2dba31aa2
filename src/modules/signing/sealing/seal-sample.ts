import { createHash } from 'node:crypto';
import type { AppConfig } from '@config/app-config';
import { routes } from '@shared/routes';
import type { AgreementEvent } from '../entities/agreement-event.entity';
import type { Agreement } from '../entities/agreement.entity';
import type * as AgreementPdf from './agreement-pdf';
import type * as SealKeysFile from './seal-keys';

const BODY = `# Sample agreement

This sample shows how Clearline CRM Advisory seals a signed agreement. It binds nobody.

1. **Scope.** A CRM health review of the sample client's pipeline.
2. **Fee.** EUR 1,500.00, excluding VAT.
`;

/**
 * A sealed sample agreement made with the configured sealing certificate (the same PAdES seal as a
 * real one), so anyone can check a seal with their own tools (`npm run seal:sample -- --out FILE`).
 * Nothing is stored.
 */
export async function sealSampleAgreement(config: AppConfig, at = new Date()): Promise<Buffer> {
  const minutesBefore = (minutes: number) => new Date(at.getTime() - minutes * 60_000);
  const agreement = {
    id: '00000000-0000-4000-8000-000000000000',
    code: 'AGR-SAMPLE-0000',
    title: 'Sample agreement',
    body: BODY,
    bodySha256: createHash('sha256').update(BODY).digest('hex'),
    variables: { company: 'Sample Client Ltd' },
    signerName: 'Sam Sample',
    signerEmail: 'sam@example.com',
    amountMinor: 150000,
    currency: 'EUR',
    paymentReference: null,
    signatureMethod: 'typed',
    signatureName: 'Sam Sample',
    signatureImage: null,
    signerIp: '192.0.2.10',
    signerUserAgent: 'Sample browser',
    signerTimeZone: 'UTC',
    verificationMethod: 'Signing link emailed to the signer',
    sentAt: minutesBefore(30),
    viewedAt: minutesBefore(20),
    signedAt: minutesBefore(10),
  } as unknown as Agreement;
  const event = (type: AgreementEvent['type'], minutes: number, actor: string) =>
    ({
      type,
      actor,
      createdAt: minutesBefore(minutes),
      ipAddress: null,
      userAgent: null,
      detail: {},
    }) as AgreementEvent;
  const events = [
    event('sent', 30, 'admin@example.com'),
    event('viewed', 20, 'signer'),
    event('signed', 10, 'signer'),
  ];
  // Loaded here, not with the module: the PDF and certificate libraries cost the server's start
  // 0.3 s, and only this command and the worker threads need them.
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded on use, not with the server */
  const { loadOrCreateSealKeys } = require('./seal-keys') as typeof SealKeysFile;
  const { renderSealedPdf } = require('./agreement-pdf') as typeof AgreementPdf;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const keys = loadOrCreateSealKeys(config.signing.p12File, config.signing.p12Passphrase);
  return renderSealedPdf(
    agreement,
    events,
    keys,
    `${config.appUrl}${routes.signing.verifyPage()}`,
    config.signing.tsaUrl,
  );
}
