import { Module, OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '@jobs/job-registry';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '@modules/mail';
import { SigningModule } from '@modules/signing';
import { Payment } from './entities/payment.entity';
import { PaymentsController } from './payments.controller';
import { Invoices } from './invoices.service';
import { IssueInvoiceProcessor } from './issue-invoice.processor';
import { PaymentsService } from './payments.service';
import { SettledPayments } from './settled-payments.service';
import { StripeWebhooks } from './stripe-webhooks.service';
import { AnalyticsModule } from '@modules/analytics';
import { PaymentsDashboard } from './payments-dashboard';
import { PaymentsClientRecords } from './payments-client-records';

/**
 * Payment after signing: Stripe Checkout and its webhook when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set, else an invoice paid by bank transfer and marked paid by an admin.
 * It moves agreements to paid through the signing module's service, in its own transactions.
 */
@Module({
  imports: [AnalyticsModule, SigningModule, MailModule, TypeOrmModule.forFeature([Payment])],
  controllers: [PaymentsController],
  providers: [
    PaymentsClientRecords,
    PaymentsDashboard,
    PaymentsService,
    SettledPayments,
    StripeWebhooks,
    Invoices,
    IssueInvoiceProcessor,
  ],
  exports: [PaymentsDashboard, PaymentsService],
})
export class PaymentsModule implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly issueInvoice: IssueInvoiceProcessor,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.issueInvoice);
  }
}
