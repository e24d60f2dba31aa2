import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { AppConfig } from '@config/app-config';
import { InvalidEnvironmentError } from '@config/env.schema';
import { sealSampleAgreement } from '@modules/signing';

const USAGE = 'Usage: npm run seal:sample -- --out sample-sealed.pdf';

/**
 * `npm run seal:sample -- --out FILE`: writes a sample agreement sealed with the configured
 * certificate (SIGNING_P12_FILE, or the self-signed one made on first use), to check with your own
 * tools (docs/signing.md: pdfsig, qpdf, openssl cms).
 */
async function sealSample(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  if (!values.out) throw new UsageError(USAGE);
  const config = AppConfig.fromEnvironment(undefined, { WORKERS: 'off' });
  const pdf = await sealSampleAgreement(config);
  writeFileSync(values.out, pdf);
  process.stdout.write(
    `Wrote ${values.out} (${pdf.length.toLocaleString('en-US')} bytes), sealed as PAdES ${config.signing.tsaUrl ? 'B-T (with a signature timestamp)' : 'B-B'}.\n`,
  );
}

class UsageError extends Error {}

sealSample().catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof InvalidEnvironmentError;
  process.stderr.write(`${known ? (error as Error).message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(known ? 2 : 1);
});
