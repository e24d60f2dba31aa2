import { Injectable } from '@nestjs/common';
import type { JobProcessor } from '@jobs/job-types';
import { ContentService } from '@modules/content';
import { Certificates } from './certificates.service';

declare module '@jobs/job-types' {
  interface JobPayloads {
    'system/training-certificate': { certificateId: string };
  }
}

/** Makes a certificate's PDF off the request path once it is issued. Idempotent: a made PDF is left alone. */
@Injectable()
export class CertificateProcessor implements JobProcessor<'system/training-certificate'> {
  readonly job = 'system/training-certificate';

  constructor(
    private readonly certificates: Certificates,
    private readonly content: ContentService,
  ) {}

  async handle({ certificateId }: { certificateId: string }): Promise<void> {
    const certificate = await this.certificates.byId(certificateId);
    const course = certificate && this.content.course(certificate.courseSlug);
    if (!certificate || !course) return;
    await this.certificates.pdf(certificate, course);
  }
}
