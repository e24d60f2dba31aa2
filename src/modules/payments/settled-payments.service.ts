import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { AnalyticsService } from '@modules/analytics';
import { MailService, OutgoingEmail } from '@modules/mail';
import { Actor, Agreement, AgreementsService } from '@modules/signing';
import { CpuPool } from '@common/workers/cpu-pool';
import { AppConfig } from '@config/app-config';
import { routes } from '@shared/routes';
import { clientAreaPath } from '@shared/client-records';
import { SiteSettings } from '@modules/settings';
import { PAYMENT_PDF } from './cpu-tasks';
import { Payment } from './entities/payment.entity';
import { receiptEmail } from './payment-emails';
import {
  creditNoteDocument,
  creditNoteLabel,
  nextDocumentNumber,
  receiptDocument,
  receiptNumber,
  sellerOf,
} from './payment-documents';
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
    private readonly settings: SiteSettings,
  ) {}

  /** The receipt of a settled payment as a PDF (made in the CPU pool). */
  receiptPdf(agreement: Agreement, payment: Payment): Promise<Buffer> {
    return this.cpu.run(PAYMENT_PDF, receiptDocument(agreement, payment, this.settings.current()));
  }

  /** The credit note of a refunded payment, for the signer's download; 404 unless one was issued. */
  async creditNoteFile(agreement: Agreement): Promise<{ filename: string; pdf: Buffer }> {
    const payment = await this.payments.findOneBy({ agreementId: agreement.id, status: 'refunded' });
    if (payment?.creditNoteNumber == null)
      throw new PaymentsError(404, 'payments.no_credit_note', 'There is no credit note for this agreement.');
    return {
      filename: `${creditNoteLabel(payment.creditNoteNumber)}.pdf`,
      pdf: await this.cpu.run(PAYMENT_PDF, creditNoteDocument(agreement, payment, this.settings.current())),
    };
  }

  /**
   * A settled payment gets an invoice number if it has none (a card payment: its receipt is its
   * invoice), from the same gapless series, with the seller's details of the day.
   */
  async numberInvoice(manager: EntityManager, payment: Payment): Promise<void> {
    if (payment.invoiceNumber !== null) return;
    payment.invoiceNumber = await nextDocumentNumber(manager, 'invoice');
    payment.seller = sellerOf(this.settings.current());
    await manager.update(Payment, payment.id, {
      invoiceNumber: payment.invoiceNumber,
      seller: payment.seller,
    });
  }

  /** A refunded payment's credit note: numbered in the refund's transaction, emailed with the refund notice. */
  async issueCreditNote(manager: EntityManager, payment: Payment): Promise<string> {
    const number = payment.creditNoteNumber ?? (await nextDocumentNumber(manager, 'credit_note'));
    await manager.update(Payment, payment.id, { creditNoteNumber: number });
    return creditNoteLabel(number);
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
    const email = receiptEmail(agreement, payment, {
      receiptPdf: `${this.config.appUrl}${routes.payments.receiptPdf(agreement.id)}`,
      signedPdf: `${this.config.appUrl}${routes.signing.signedPdf(agreement.id)}`,
      clientArea: `${this.config.appUrl}${clientAreaPath('payments')}`,
    });
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
