import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { AnalyticsService } from '@modules/analytics';
import { MailService, OutgoingEmail } from '@modules/mail';
import { Actor, Agreement, AgreementsService } from '@modules/signing';
import { CpuPool } from '@common/workers/cpu-pool';
import { AppConfig } from '@config/app-config';
import { routes } from '@shared/routes';
import { amountOf } from '@modules/signing';
import { RECEIPT_PDF } from './cpu-tasks';
import { Payment } from './entities/payment.entity';
import { paidOnText, paymentMethod, receiptEmail, receiptNumber } from './payment-emails';
import { PaymentsError } from './payments.error';

/** What follows a settled payment, whoever settled it (Stripe's webhook, an admin): the receipt and the revenue. */
@Injectable()
export class SettledPayments {
  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly agreements: AgreementsService,
    private readonly mail: MailService,
    private readonly analytics: AnalyticsService,
    private readonly cpu: CpuPool,
    private readonly config: AppConfig,
  ) {}

  /** The receipt of a settled payment as a PDF (made in the CPU pool). */
  receiptPdf(agreement: Agreement, payment: Payment): Promise<Buffer> {
    return this.cpu.run(RECEIPT_PDF, {
      number: receiptNumber(payment),
      paidOn: paidOnText(payment),
      receivedFrom: [agreement.signerName, agreement.variables.company, agreement.signerEmail].filter(
        Boolean,
      ),
      description: `${agreement.title} (agreement ${agreement.code})`,
      amount: amountOf(agreement) ?? '',
      method: paymentMethod(payment),
    });
  }

  /** The receipt PDF of the agreement's settled payment, for the signer's download; 404 until it is paid. */
  async receiptFile(agreement: Agreement): Promise<{ filename: string; pdf: Buffer }> {
    const payment = await this.payments.findOneBy({ agreementId: agreement.id, status: 'paid' });
    if (!payment)
      throw new PaymentsError(
        404,
        'payments.no_receipt',
        'There is no receipt for this agreement yet: it is made when the payment arrives.',
      );
    return { filename: `${receiptNumber(payment)}.pdf`, pdf: await this.receiptPdf(agreement, payment) };
  }

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
    // The PDF is made when it is downloaded (a CPU task for a download route), not in this request.
    const email = receiptEmail(
      agreement,
      payment,
      `${this.config.appUrl}${routes.payments.receiptPdf(agreement.id)}`,
    );
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
