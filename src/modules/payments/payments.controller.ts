import {
  ExpensiveRoute,
  FILE_DOWNLOADS,
  LOOKUP_BY_ID,
  RateLimit,
  RateLimitGuard,
} from '@common/rate-limit/rate-limit';
import {
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Req,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import type { Request } from 'express';
import { UuidParam } from '@common/http/not-found';
import { AdminOnly } from '@common/security/access';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import {
  adminActor,
  Agreement,
  AgreementAccess,
  AgreementsService,
  paymentDue,
  SignerAccessPolicy,
  signerView,
  SigningError,
} from '@modules/signing';
import { Invoices } from './invoices.service';
import { awaitsPayment, invoiceLabel } from './payment-rules';
import { PaymentsService } from './payments.service';
import { SettledPayments } from './settled-payments.service';
import { StripeWebhooks } from './stripe-webhooks.service';
import { describeAdminChange } from '@common/security/admin-change';
import { routes } from '@shared/routes';
import { CsrfExempt, JsonErrors, KeepsRawBody } from '@common/http/path-policies';
import { JobQueue } from '@jobs/job-queue';

/** The payment step of the signing flow, Stripe's webhook, and the admin's "mark paid". */
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly invoices: Invoices,
    private readonly webhooks: StripeWebhooks,
    private readonly settled: SettledPayments,
    private readonly agreements: AgreementsService,
    private readonly access: AgreementAccess,
    private readonly signerAccess: SignerAccessPolicy,
    private readonly jobs: JobQueue,
  ) {}

  /** Without Stripe, the first visit queues the invoice (number, PDF, email); the page shows it once issued. */
  @UseGuards(RateLimitGuard)
  @RateLimit(LOOKUP_BY_ID)
  @Get('sign/:id/payment')
  async paymentPage(
    @Param('id', UuidParam) id: string,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const agreement = await this.signerAccess.readable(id, this.access.read(req, id));
    if (!paymentDue(agreement) || agreement.status === 'paid')
      return inertia.redirect(routes.payments.success(id));
    if (!awaitsPayment(agreement.status)) return inertia.redirect(routes.signing.document(id));
    if (this.payments.mode === 'stripe')
      return inertia.render('payments/payment', {
        agreement: signerView(agreement),
        mode: 'stripe',
        invoice: null,
        paid: false,
      });
    const invoice = await this.payments.find(id, 'invoice');
    if (!invoice) {
      await this.jobs.enqueue('signing/issue-invoice', { agreementId: id }, { jobId: `invoice-${id}` });
      return inertia.render('payments/payment', {
        agreement: signerView(agreement),
        mode: 'invoice',
        paid: false,
        invoice: null,
      });
    }
    const current = await this.agreements.get(id);
    return inertia.render('payments/payment', {
      agreement: signerView(current),
      mode: 'invoice',
      paid: false,
      invoice: {
        number: invoiceLabel(invoice.invoiceNumber!),
        amount: signerView(current).amount ?? '',
        dueOn: this.invoices.dueOn(invoice),
        bankDetails: this.invoices.bankDetails,
        pdfUrl: routes.payments.invoicePdf(id),
      },
    });
  }

  /** Pay by card: to Stripe Checkout (409 + X-Inertia-Location for Inertia visits). */
  @Post('sign/:id/payment')
  async pay(@Param('id', UuidParam) id: string, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const agreement = await this.signerAccess.readable(id, this.access.read(req, id));
    return inertia.location(await this.payments.checkoutUrl(agreement));
  }

  @UseGuards(RateLimitGuard)
  @RateLimit(LOOKUP_BY_ID)
  @Get('sign/:id/success')
  async success(@Param('id', UuidParam) id: string, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const agreement = await this.signerAccess.readable(id, this.access.read(req, id));
    return inertia.render('payments/success', {
      agreement: signerView(agreement),
      mode: this.payments.mode,
      paid: agreement.status === 'paid' || !paymentDue(agreement),
      signedPdfUrl: agreement.sealedAt ? routes.signing.signedPdf(id) : null,
      receiptPdfUrl: agreement.status === 'paid' ? routes.payments.receiptPdf(id) : null,
    });
  }

  /** Polled by the success page: the webhook, not the redirect back from Stripe, decides "paid". */
  @UseGuards(RateLimitGuard)
  @RateLimit(LOOKUP_BY_ID)
  @Get('sign/:id/payment-status')
  async status(@Param('id', UuidParam) id: string, @Req() req: Request) {
    const agreement = await this.signerAccess.readable(id, this.access.read(req, id));
    return { status: agreement.status, paid: agreement.status === 'paid' };
  }

  /** The receipt of the settled payment, for the signer past the password gate (404 until paid). */
  @ExpensiveRoute(LOOKUP_BY_ID, FILE_DOWNLOADS)
  @Get('sign/:id/receipt.pdf')
  async receiptPdf(@Param('id', UuidParam) id: string, @Req() req: Request) {
    const agreement = await this.signerAccess.readable(id, this.access.read(req, id));
    const { filename, pdf } = await this.settled.receiptFile(agreement);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${filename}"`,
    });
  }

  /** The credit note of a refunded payment, for the signer (404 unless one was issued). */
  @ExpensiveRoute(LOOKUP_BY_ID, FILE_DOWNLOADS)
  @Get('sign/:id/credit-note.pdf')
  async creditNotePdf(@Param('id', UuidParam) id: string, @Req() req: Request) {
    const agreement = await this.signerAccess.readable(id, this.access.read(req, id));
    const { filename, pdf } = await this.settled.creditNoteFile(agreement);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${filename}"`,
    });
  }

  @ExpensiveRoute(LOOKUP_BY_ID, FILE_DOWNLOADS)
  @Get('sign/:id/invoice.pdf')
  async invoicePdf(@Param('id', UuidParam) id: string, @Req() req: Request) {
    const agreement = await this.signerAccess.readable(id, this.access.read(req, id));
    return this.invoiceFile(agreement);
  }

  // Stripe proves itself with a signature over the exact bytes it sent, not with our cookies.
  @Post('payments/stripe/webhook')
  @CsrfExempt()
  @KeepsRawBody()
  @JsonErrors()
  @HttpCode(200)
  async webhook(@Req() req: Request & { rawBody?: Buffer }, @Headers('stripe-signature') signature?: string) {
    return { received: true, outcome: await this.webhooks.handleWebhook(req.rawBody, signature) };
  }

  @Post('sign/admin/agreements/:id/mark-paid')
  @AdminOnly()
  async markPaid(
    @Param('id', UuidParam) id: string,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    await this.invoices.markInvoicePaid(id, adminActor(req));
    describeAdminChange(req, {
      action: 'agreement.marked_paid',
      summary: 'Marked the invoice paid (transfer received)',
      targetType: 'agreement',
      targetId: id,
      after: { status: 'paid' },
    });
    inertia.toast('Marked paid', 'success', 'The agreement is now paid.');
    return inertia.redirect(routes.signing.detail(id));
  }

  @Post('sign/admin/agreements/:id/receipt')
  @AdminOnly()
  async resendReceipt(
    @Param('id', UuidParam) id: string,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    await this.settled.resendReceipt(id, adminActor(req));
    describeAdminChange(req, {
      action: 'agreement.receipt_resent',
      summary: 'Sent the payment receipt to the signer again',
      targetType: 'agreement',
      targetId: id,
    });
    inertia.toast('Receipt sent', 'success', 'The signer gets the receipt again by email.');
    return inertia.redirect(routes.signing.detail(id));
  }

  @Get('sign/admin/agreements/:id/invoice.pdf')
  @AdminOnly()
  @ExpensiveRoute(FILE_DOWNLOADS)
  async adminInvoicePdf(@Param('id', UuidParam) id: string) {
    return this.invoiceFile(await this.agreements.get(id));
  }

  private async invoiceFile(agreement: Agreement): Promise<StreamableFile> {
    const invoice = await this.payments.find(agreement.id, 'invoice');
    if (!invoice)
      throw new SigningError(404, 'signing.file_not_ready', 'There is no invoice for this agreement.');
    return new StreamableFile(await this.invoices.invoicePdf(agreement, invoice), {
      type: 'application/pdf',
      disposition: `attachment; filename="${invoiceLabel(invoice.invoiceNumber!)}.pdf"`,
    });
  }
}
