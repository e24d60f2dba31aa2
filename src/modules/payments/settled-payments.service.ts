import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AnalyticsService } from '@modules/analytics';
import { MailService, OutgoingEmail } from '@modules/mail';
import { Actor, Agreement, AgreementsService } from '@modules/signing';
import { Payment } from './entities/payment.entity';
import { receiptEmail } from './payment-emails';
import { PaymentsError } from './payments.error';

/** What follows a settled payment, whoever settled it (Stripe's webhook, an admin): the receipt and the revenue. */
@Injectable()
export class SettledPayments {
  constructor(
    private readonly agreements: AgreementsService,
    private readonly mail: MailService,
    private readonly analytics: AnalyticsService,
  ) {}

  /** Revenue, credited to the visitor who signed (a webhook or an admin has no visitor of its own). */
  countRevenue(agreementId: string): Promise<void> {
    return this.analytics.goal('payment_received', {
      sameVisitorAs: { goal: 'agreement_signed', ref: agreementId },
      ref: agreementId,
    });
  }

  /** The receipt of a settled payment, to the signer, recorded on the agreement's trail. */
  async sendReceipt(
    manager: EntityManager,
    send: (email: OutgoingEmail) => Promise<void>,
    agreement: Agreement,
    provider: Payment['provider'],
    actor: Actor,
  ): Promise<void> {
    const payment = await manager.findOneByOrFail(Payment, { agreementId: agreement.id, provider });
    const email = receiptEmail(agreement, payment);
    await send({ to: agreement.signerEmail, ...email });
    await this.agreements.recordEvent(manager, agreement.id, 'receipt_sent', actor, {
      subject: email.subject,
    });
  }

  /**
   * An admin sends the receipt again (the signer lost it). Only for a payment that is settled and
   * not refunded.
   */
  async resendReceipt(agreementId: string, actor: Actor): Promise<void> {
    await this.mail.inTransaction(async (manager, send) => {
      const agreement = await this.agreements.find(agreementId);
      const payment = agreement
        ? await manager.findOneBy(Payment, { agreementId: agreement.id, status: 'paid' })
        : null;
      if (!agreement || !payment)
        throw new PaymentsError(
          409,
          'payments.no_receipt',
          'This agreement has no settled payment to send a receipt for.',
        );
      await this.sendReceipt(manager, send, agreement, payment.provider, actor);
    });
  }
}
