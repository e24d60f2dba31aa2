import { Injectable } from '@nestjs/common';
import type { JobProcessor } from '@jobs/job-types';
import { SealingService } from './sealing/sealing.service';

declare module '@jobs/job-types' {
  interface JobPayloads {
    'signing/seal': { agreementId: string };
  }
}

/** Seals a signed agreement and sends the sealed copy (`AgreementsService.queueSeal` queues it). */
@Injectable()
export class SealAgreementProcessor implements JobProcessor<'signing/seal'> {
  readonly job = 'signing/seal';

  constructor(private readonly sealing: SealingService) {}

  handle({ agreementId }: { agreementId: string }): Promise<void> {
    return this.sealing.sealAndDeliver(agreementId);
  }
}
