import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type Stripe from 'stripe';
import { AppConfig } from '@config/app-config';
import { AnalyticsService } from '@modules/analytics';
import { MailService, renderEmail } from '@modules/mail';
import { SiteSettings } from '@modules/settings';
import { Actor, Agreement, AgreementsService, amountOf, paymentDue, SigningError } from '@modules/signing';
import { Payment } from './entities/payment.entity';
import { renderInvoicePdf } from './invoice-pdf';
import { PaymentsError } from './payments.error';
import { StripeGateway } from './stripe-gateway';

const STRIPE: Actor = { name: 'stripe' };
/** Stripe keeps a Checkout Session open 24 hours; after 23 a new one is made. */
const SESSION_REUSE_MS = 23 * 3600 * 1000;
const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

export type WebhookOutcome =
  'paid' | 'already_paid' | 'failed' | 'refunded' | 'pending' | 'ignored' | 'duplicate' | 'unknown_agreement';

export const invoiceLabel = (number: number) => `INV-${number}`;

/**
 * Payment after signing. With Stripe: a Checkout Session per agreement and the webhook that marks
 * it paid (once, whatever order or how often events arrive). Without: an invoice with a number from
 * a sequence, paid by transfer and marked paid by an admin.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');
  readonly stripe: StripeGateway | null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly agreements: AgreementsService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly settings: SiteSettings,
    private readonly analytics: AnalyticsService,
  ) {
    this.stripe = config.payments.stripe ? new StripeGateway(config.payments.stripe) : null;
  }

  get bankDetails(): string {
    return this.settings.current().bankDetails;
  }

  /** Which Stripe keys are configured (never the key itself): live, test, or none (invoices). */
  get stripeKeyMode(): 'live' | 'test' | null {
    const key = this.config.payments.stripe?.secretKey;
    return key ? (key.startsWith('sk_live_') || key.startsWith('rk_live_') ? 'live' : 'test') : null;
  }

  get mode(): 'stripe' | 'invoice' {
    return this.stripe ? 'stripe' : 'invoice';
  }

  find(agreementId: string, provider: Payment['provider']): Promise<Payment | null> {
    return this.payments.findOneBy({ agreementId, provider });
  }

  /** The Checkout page to send the signer to: the open session when it is recent, else a new one. */
  async checkoutUrl(agreement: Agreement): Promise<string> {
    const stripe = this.requireStripe();
    this.requireDue(agreement);
    const existing = await this.find(agreement.id, 'stripe');
    if (existing?.status === 'paid') return `${this.config.appUrl}/sign/${agreement.id}/success`;
    if (
      existing?.checkoutUrl &&
      existing.checkoutCreatedAt &&
      Date.now() - existing.checkoutCreatedAt.getTime() < SESSION_REUSE_MS
    )
      return existing.checkoutUrl;
    const attempt = (existing?.checkoutAttempts ?? 0) + 1;
    const session = await stripe.createCheckout({
      agreementId: agreement.id,
      code: agreement.code,
      title: agreement.title,
      amountMinor: agreement.amountMinor!,
      currency: agreement.currency!,
      email: agreement.signerEmail,
      successUrl: `${this.config.appUrl}/sign/${agreement.id}/success`,
      cancelUrl: `${this.config.appUrl}/sign/${agreement.id}/payment`,
      // Per agreement (and per renewal of an expired session): a double click or a retry makes one session.
      idempotencyKey: `agreement-${agreement.id}-checkout-${attempt}`,
    });
    await this.dataSource.transaction(async (manager) => {
      await manager.upsert(
        Payment,
        {
          agreementId: agreement.id,
          provider: 'stripe',
          amountMinor: agreement.amountMinor!,
          currency: agreement.currency!,
          checkoutSessionId: session.id,
          checkoutUrl: session.url,
          checkoutAttempts: attempt,
          checkoutCreatedAt: new Date(),
        },
        ['agreementId', 'provider'],
      );
      await this.agreements.recordEvent(
        manager,
        agreement.id,
        'checkout_started',
        { name: 'signer' },
        { session: session.id },
      );
    });
    return session.url;
  }

  /**
   * A Stripe webhook: the signature is checked on the raw body, the event id is stored first (a
   * replay changes nothing), and the agreement becomes paid together with its audit event.
   */
  async handleWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookOutcome> {
    const stripe = this.requireStripe();
    let event: Stripe.Event;
    try {
      if (!rawBody || !signature) throw new Error('missing body or signature');
      event = stripe.verifyEvent(rawBody, signature);
    } catch {
      throw new PaymentsError(
        400,
        'payments.bad_signature',
        'The Stripe-Signature header does not match this body.',
      );
    }
    const object = event.data.object as {
      metadata?: Record<string, string> | null;
      payment_intent?: unknown;
      payment_status?: string;
    };
    const agreementId = object.metadata?.agreement_id ?? null;
    return this.dataSource
      .transaction(async (manager) => {
        const agreement =
          agreementId && /^[0-9a-f-]{36}$/i.test(agreementId)
            ? await this.agreements.find(agreementId)
            : null;
        const outcome = agreement ? await this.apply(manager, event, agreement, object) : 'unknown_agreement';
        const inserted = (await manager.query(
          `INSERT INTO payment_webhook_events (id, type, agreement_id, outcome) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO NOTHING RETURNING id`,
          [event.id, event.type, agreement?.id ?? null, outcome],
        )) as unknown[];
        if (inserted.length === 0) throw new DuplicateEvent();
        return outcome;
      })
      .then(async (outcome) => {
        if (outcome === 'paid') await this.paymentGoal(agreementId!);
        return outcome;
      })
      .catch((error: unknown) => {
        if (error instanceof DuplicateEvent) return 'duplicate' as const;
        throw error;
      });
  }

  /** Revenue, credited to the visitor who signed (a webhook or an admin has no visitor of its own). */
  private paymentGoal(agreementId: string): Promise<void> {
    return this.analytics.goal('payment_received', {
      sameVisitorAs: { goal: 'agreement_signed', ref: agreementId },
      ref: agreementId,
    });
  }

  private async apply(
    manager: EntityManager,
    event: Stripe.Event,
    agreement: Agreement,
    object: { payment_intent?: unknown; payment_status?: string },
  ): Promise<WebhookOutcome> {
    const intent = typeof object.payment_intent === 'string' ? object.payment_intent : null;
    switch (event.type) {
      case 'checkout.session.completed':
        if (object.payment_status !== 'paid' && object.payment_status !== 'no_payment_required')
          return 'pending';
        return this.settle(manager, agreement, intent, event.id);
      case 'checkout.session.async_payment_succeeded':
        return this.settle(manager, agreement, intent, event.id);
      case 'checkout.session.async_payment_failed':
        await manager.update(
          Payment,
          { agreementId: agreement.id, provider: 'stripe', status: 'open' },
          { status: 'failed' },
        );
        await this.agreements.recordEvent(manager, agreement.id, 'payment_failed', STRIPE, {
          event: event.id,
        });
        return 'failed';
      case 'charge.refunded':
        await manager.update(
          Payment,
          { agreementId: agreement.id, provider: 'stripe' },
          { status: 'refunded', refundedAt: new Date() },
        );
        await this.agreements.recordEvent(manager, agreement.id, 'refunded', STRIPE, { event: event.id });
        return 'refunded';
      default:
        return 'ignored';
    }
  }

  /** Marks the agreement paid once, whichever of the success events comes first. */
  private async settle(
    manager: EntityManager,
    agreement: Agreement,
    intent: string | null,
    eventId: string,
  ): Promise<WebhookOutcome> {
    const payment = await manager
      .getRepository(Payment)
      .createQueryBuilder('payment')
      .setLock('pessimistic_write')
      .where('payment.agreement_id = :id AND payment.provider = :provider', {
        id: agreement.id,
        provider: 'stripe',
      })
      .getOne();
    const status = await this.agreements.lockedStatus(manager, agreement.id);
    if (payment?.status === 'paid' || status === 'paid') return 'already_paid';
    if (status !== 'signed' && status !== 'awaiting_payment') {
      // Money arrived for an agreement that cannot take it: kept for an admin to refund, never lost.
      this.logger.error(
        { agreementId: agreement.id, status, eventId },
        'Payment for an agreement that is not payable',
      );
      await this.agreements.recordEvent(manager, agreement.id, 'payment_failed', STRIPE, {
        event: eventId,
        reason: `agreement ${status}`,
      });
      return 'ignored';
    }
    await manager.upsert(
      Payment,
      {
        agreementId: agreement.id,
        provider: 'stripe',
        amountMinor: agreement.amountMinor ?? 0,
        currency: agreement.currency ?? 'EUR',
        status: 'paid',
        paidAt: new Date(),
        paymentIntentId: intent,
      },
      ['agreementId', 'provider'],
    );
    await this.agreements.markPaid(manager, agreement.id, intent ?? eventId, STRIPE);
    return 'paid';
  }

  /**
   * Without Stripe: the invoice for a signed agreement, issued once (number from a sequence), which
   * moves it to awaiting_payment and emails the PDF, all in one transaction.
   */
  async issueInvoice(agreement: Agreement): Promise<Payment> {
    this.requireDue(agreement);
    const existing = await this.find(agreement.id, 'invoice');
    if (existing) return existing;
    return this.mail.inTransaction(async (manager, send) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`invoice:${agreement.id}`]);
      const again = await manager.findOneBy(Payment, { agreementId: agreement.id, provider: 'invoice' });
      if (again) return again;
      const [{ number }] = (await manager.query(
        "SELECT nextval('invoice_number_seq')::int AS number",
      )) as Array<{ number: number }>;
      const payment = await manager.save(
        manager.create(Payment, {
          agreementId: agreement.id,
          provider: 'invoice',
          amountMinor: agreement.amountMinor!,
          currency: agreement.currency!,
          invoiceNumber: number,
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
    await this.dataSource.transaction(async (manager) => {
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
    });
    await this.paymentGoal(agreementId);
  }

  dueOn(payment: Payment): string {
    return DAY.format(
      new Date(payment.createdAt.getTime() + this.config.payments.invoiceDueDays * 86_400_000),
    );
  }

  invoicePdf(agreement: Agreement, payment: Payment): Promise<Buffer> {
    return renderInvoicePdf({
      number: invoiceLabel(payment.invoiceNumber!),
      issuedOn: DAY.format(payment.createdAt),
      dueOn: this.dueOn(payment),
      billTo: [agreement.signerName, agreement.variables.company, agreement.signerEmail].filter(Boolean),
      description: `${agreement.title} (agreement ${agreement.code})`,
      amount: amountOf(agreement) ?? '',
      bankDetails: this.bankDetails,
    });
  }

  private requireStripe(): StripeGateway {
    if (!this.stripe)
      throw new PaymentsError(
        404,
        'payments.provider_unavailable',
        'Card payments are not set up on this site.',
      );
    return this.stripe;
  }

  private requireDue(agreement: Agreement): void {
    if (!paymentDue(agreement))
      throw new PaymentsError(409, 'payments.nothing_due', 'Nothing is due for this agreement.');
    if (agreement.status !== 'signed' && agreement.status !== 'awaiting_payment')
      throw SigningError.forbidden(agreement.status, 'paid');
  }
}

class DuplicateEvent extends Error {}
