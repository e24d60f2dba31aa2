import { Injectable } from '@nestjs/common';
import type { JobProcessor } from '@jobs/job-types';
import { AgreementsService, paymentDue } from '@modules/signing';
import { Invoices } from './invoices.service';
import { awaitsPayment } from './payment-rules';

declare module '@jobs/job-types' {
  interface JobPayloads {
    'signing/issue-invoice': { agreementId: string };
  }
}

/**
 * Issues a signed agreement's invoice (number, PDF, email) off the request path: the payment page
 * queues it on the signer's first visit and shows the invoice once it exists. Idempotent: an
 * invoice issued already is kept, and an agreement that no longer needs one is left alone.
 */
@Injectable()
export class IssueInvoiceProcessor implements JobProcessor<'signing/issue-invoice'> {
  readonly job = 'signing/issue-invoice';

  constructor(
    private readonly agreements: AgreementsService,
    private readonly invoices: Invoices,
  ) {}

  async handle({ agreementId }: { agreementId: string }): Promise<void> {
    const agreement = await this.agreements.find(agreementId);
    if (!agreement || !paymentDue(agreement) || !awaitsPayment(agreement.status)) return;
    await this.invoices.issueInvoice(agreement);
  }
}
