import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { CpuPool } from '@common/workers/cpu-pool';
import { AppConfig } from '@config/app-config';
import { AuthService } from '@modules/auth';
import { MailService } from '@modules/mail';
import { paymentDue, readyToSeal, summaryOf, AgreementsService } from '../agreements.service';
import { sha256Hex } from '../agreement-text';
import type { Agreement } from '../entities/agreement.entity';
import { sealedCopyEmail } from '../signing-emails';
import type { SealKeys } from './seal-keys';
import { INSPECT_PDF, SEAL_KEYS, SEALED_PDF } from './cpu-tasks';
import { routes } from '@shared/routes';
import { clientAreaPath } from '@shared/client-records';

export type VerifyResult =
  | {
      outcome: 'valid';
      agreement: Pick<Agreement, 'title' | 'code' | 'signerName' | 'signedAt' | 'sealedAt'>;
      sha256: string;
    }
  | {
      outcome: 'altered';
      sha256: string;
      /** `appended`: our seal is intact but a revision was added after it; `modified`: sealed bytes changed. */
      reason: 'appended' | 'modified';
      /** The agreement whose sealed revision the file starts with, when it is one of ours. */
      agreement: Pick<Agreement, 'title' | 'code'> | null;
    }
  | { outcome: 'unknown'; sha256: string }
  | { outcome: 'not_pdf' };

const KEYS_WARM_UP_MS = 3_000;

/** Renders, seals and delivers signed agreements (for the `signing/seal` job), and checks uploaded PDFs. */
@Injectable()
export class SealingService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Sealing');
  private keys: Promise<SealKeys> | undefined;
  private warmUp: NodeJS.Timeout | undefined;

  constructor(
    private readonly agreements: AgreementsService,
    private readonly mail: MailService,
    private readonly auth: AuthService,
    private readonly config: AppConfig,
    private readonly cpu: CpuPool,
  ) {}

  /**
   * The keys are read (or made, on a first start) in the CPU pool a few seconds after start: not a
   * visitor's wait, and not start-up's either (docs/performance.md, "Start-up"). A file that cannot
   * be read is logged then, and again by the first seal that needs it.
   */
  onApplicationBootstrap(): void {
    this.warmUp = setTimeout(() => {
      this.sealKeys().catch((error: unknown) =>
        this.logger.error({ err: error }, 'The sealing certificate (SIGNING_P12_FILE) could not be read'),
      );
    }, KEYS_WARM_UP_MS);
    this.warmUp.unref();
  }

  onApplicationShutdown(): void {
    clearTimeout(this.warmUp);
  }

  get verifyUrl(): string {
    return `${this.config.appUrl}${routes.signing.verifyPage()}`;
  }

  private get clientAreaUrl(): string {
    return `${this.config.appUrl}${clientAreaPath('agreements')}`;
  }

  /** Read once; a failure is not kept, so a fixed file is picked up by the next seal. */
  sealKeys(): Promise<SealKeys> {
    this.keys ??= this.cpu
      .run(SEAL_KEYS, this.config.signing.p12File, this.config.signing.p12Passphrase)
      .catch((error: unknown) => {
        this.keys = undefined;
        throw error;
      });
    return this.keys;
  }

  /** Idempotent: an agreement sealed already is left as it is (a retried job sends nothing twice). */
  async sealAndDeliver(agreementId: string): Promise<void> {
    const agreement = await this.agreements.withSignature(agreementId);
    if (!agreement || agreement.sealedSha256 || !readyToSeal(agreement)) return;
    const started = Date.now();
    const pdf = await this.cpu.run(
      SEALED_PDF,
      agreement,
      await this.agreements.timeline(agreementId),
      await this.sealKeys(),
      this.verifyUrl,
      this.config.signing.tsaUrl,
    );
    const sha256 = sha256Hex(pdf);
    const attachment = {
      filename: `${agreement.code}-signed.pdf`,
      contentType: 'application/pdf',
      contentBase64: pdf.toString('base64'),
    };
    await this.mail.inTransaction(async (manager, send) => {
      if (!(await this.agreements.storeSeal(manager, agreementId, pdf, sha256))) return;
      await send({
        to: agreement.signerEmail,
        ...sealedCopyEmail(summaryOf(agreement), this.verifyUrl, this.clientAreaUrl),
        attachments: [attachment],
      });
      for (const to of await this.auth.notificationRecipients())
        await send({
          to,
          ...sealedCopyEmail(summaryOf(agreement), this.verifyUrl, null),
          attachments: [attachment],
        });
    });
    this.logger.log(
      { agreementId, ms: Date.now() - started, paymentDue: paymentDue(agreement) },
      'Agreement sealed',
    );
  }

  /**
   * Whether an uploaded PDF is a document this site sealed and unchanged: its SHA-256 must be one
   * we stored when sealing, and its embedded signature must verify with our certificate.
   */
  async verify(file: Buffer): Promise<VerifyResult> {
    if (file.subarray(0, 5).toString('latin1') !== '%PDF-') return { outcome: 'not_pdf' };
    const { sha256, signature } = await this.cpu.run(INSPECT_PDF, file);
    const ours =
      signature.kind === 'signed' &&
      signature.certificateSha256 === (await this.sealKeys()).certificateSha256;
    if (!ours) return { outcome: 'unknown', sha256 };
    if (signature.intact && signature.appendedBytes === 0) {
      const agreement = await this.agreements.findBySealedHash(sha256);
      if (agreement) {
        const { title, code, signerName, signedAt, sealedAt } = agreement;
        return { outcome: 'valid', agreement: { title, code, signerName, signedAt, sealedAt }, sha256 };
      }
    }
    // Ours, but not a file we sealed as it is: say what changed, and which agreement it started as.
    const appended = signature.intact && signature.appendedBytes > 0;
    const sealed = appended ? await this.agreements.findBySealedHash(signature.revisionSha256!) : null;
    return {
      outcome: 'altered',
      sha256,
      reason: appended ? 'appended' : 'modified',
      agreement: sealed && { title: sealed.title, code: sealed.code },
    };
  }
}
