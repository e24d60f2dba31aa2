import { Injectable } from '@nestjs/common';
import { CpuPool } from '@common/workers/cpu-pool';
import { CpuResultCache } from '@common/workers/cpu-result-cache';
import { AppConfig } from '@config/app-config';
import { MailService, renderEmail } from '@modules/mail';
import { SiteSettings } from '@modules/settings';
import { Actor, Agreement, AgreementsService, amountOf } from '@modules/signing';
import { PAYMENT_PDF } from './cpu-tasks';
import { Payment } from './entities/payment.entity';
import { invoiceDocument, nextDocumentNumber, sellerOf } from './payment-documents';
import { invoiceLabel, requirePaymentDue } from './payment-rules';
import { formatMoney } from '@shared/signing';
import { PaymentsError } from './payments.error';
import { PaymentsService } from './payments.service';
import { SettledPayments } from './settled-payments.service';
import { formatDate } from '@shared/dates';

/** Recent invoices (about 40 KB each): the signer's download right after the email costs nothing. */
const INVOICE_PDF_CACHE_BYTES = 4 * 1024 * 1024;

/** Paying by bank transfer: the invoice (numbered from a sequence, with its PDF) and an admin marking it paid. */
@Injectable()
export class Invoices {
  private readonly invoicePdfs: CpuResultCache<typeof PAYMENT_PDF>;

  constructor(
    private readonly payments: PaymentsService,
    private readonly agreements: AgreementsService,
    private readonly settled: SettledPayments,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly settings: SiteSettings,
    cpu: CpuPool,
  ) {
    this.invoicePdfs = new CpuResultCache(cpu, PAYMENT_PDF, { maxBytes: INVOICE_PDF_CACHE_BYTES });
  }

  get bankDetails(): string {
    return this.settings.current().bankDetails;
  }

  /**
   * Without Stripe: the invoice for a signed agreement, issued once (number from a sequence), which
   * moves it to awaiting_payment and emails the PDF, all in one transaction.
   */
  async issueInvoice(agreement: Agreement): Promise<Payment> {
    requirePaymentDue(agreement);
    const existing = await this.payments.find(agreement.id, 'invoice');
    if (existing) return existing;
    return this.mail.inTransaction(async (manager, send) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`invoice:${agreement.id}`]);
      const again = await manager.findOneBy(Payment, { agreementId: agreement.id, provider: 'invoice' });
      if (again) return again;
      const number = await nextDocumentNumber(manager, 'invoice');
      const payment = await manager.save(
        manager.create(Payment, {
          agreementId: agreement.id,
          provider: 'invoice',
          amountMinor: agreement.amountMinor!,
          currency: agreement.currency!,
          invoiceNumber: number,
          seller: sellerOf(this.settings.current()),
        }),
      );
      await this.agreements.awaitPayment(manager, agreement.id, invoiceLabel(number), { name: 'system' });
      const pdf = await this.invoicePdf(agreement, payment);
      await send({
        to: agreement.signerEmail,
        ...renderEmail({
          template: 'invoice',
          subject: `Invoice ${invoiceLabel(number)}: ${agreement.title}`,
          heading: 'Your invoice',
          blocks: [
            `Thank you for signing "${agreement.title}". Your invoice is attached.`,
            {
              details: [
                ['Invoice', invoiceLabel(number)],
                ['Amount', amountOf(agreement) ?? ''],
                ...(agreement.taxTreatment === 'standard'
                  ? [
                      ['Of which VAT', formatMoney(agreement.taxMinor ?? 0, agreement.currency!)] as [
                        string,
                        string,
                      ],
                    ]
                  : []),
                ['Due', this.dueOn(payment)],
              ],
            },
            `Pay by bank transfer to: ${this.bankDetails}. Use ${invoiceLabel(number)} as the reference.`,
          ],
        }),
        attachments: [
          {
            filename: `${invoiceLabel(number)}.pdf`,
            contentType: 'application/pdf',
            contentBase64: pdf.toString('base64'),
          },
        ],
      });
      return payment;
    });
  }

  /** An admin confirms the transfer arrived: awaiting_payment → paid, with who did it. */
  async markInvoicePaid(agreementId: string, actor: Actor): Promise<void> {
    await this.mail.inTransaction(async (manager, send) => {
      const payment = await manager
        .getRepository(Payment)
        .createQueryBuilder('payment')
        .setLock('pessimistic_write')
        .where('payment.agreement_id = :id AND payment.provider = :provider', {
          id: agreementId,
          provider: 'invoice',
        })
        .getOne();
      if (!payment)
        throw new PaymentsError(
          404,
          'payments.invoice_not_found',
          'This agreement has no invoice to mark paid.',
        );
      await this.agreements.markPaid(manager, agreementId, invoiceLabel(payment.invoiceNumber!), actor);
      await manager.update(Payment, payment.id, {
        status: 'paid',
        paidAt: new Date(),
        markedPaidBy: actor.name,
      });
      const agreement = await this.agreements.find(agreementId);
      if (agreement) await this.settled.sendReceipt(manager, send, agreement, 'invoice', actor);
    });
    await this.settled.countRevenue(agreementId);
  }

  dueOn(payment: Payment): string {
    return formatDate(
      new Date(payment.createdAt.getTime() + this.config.payments.invoiceDueDays * 86_400_000),
    );
  }

  /** Made in the CPU pool, once per invoice while its details stay the same. */
  invoicePdf(agreement: Agreement, payment: Payment): Promise<Buffer> {
    return this.invoicePdfs.get(
      invoiceDocument(agreement, payment, this.settings.current(), {
        dueOn: this.dueOn(payment),
        bankDetails: this.bankDetails,
      }),
    );
  }
}
