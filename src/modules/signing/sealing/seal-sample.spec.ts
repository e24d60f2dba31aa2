import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '@config/app-config';
import { sealSampleAgreement } from './seal-sample';
import { certificateFingerprint } from './seal-keys';
import { checkEmbeddedSignature } from './verify-pdf';

describe('npm run seal:sample (a sealed sample to check with other tools)', () => {
  it('seals a sample with the configured certificate, as PAdES, over the whole file', async () => {
    const p12File = join(mkdtempSync(join(tmpdir(), 'seal-sample-')), 'seal.p12');
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
});
