import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type Stripe from 'stripe';
import { CpuPool } from '@common/workers/cpu-pool';
import { CpuResultCache } from '@common/workers/cpu-result-cache';
import { AppConfig } from '@config/app-config';
import { AnalyticsService } from '@modules/analytics';
import { MailService, OutgoingEmail, renderEmail } from '@modules/mail';
import { SiteSettings } from '@modules/settings';
import { Actor, Agreement, AgreementsService, amountOf, paymentDue, SigningError } from '@modules/signing';
import { Payment } from './entities/payment.entity';
import { INVOICE_PDF } from './cpu-tasks';
import { PaymentsError } from './payments.error';
import { receiptEmail, refundEmail } from './payment-emails';
import { StripeGateway } from './stripe-gateway';
import { routes } from '@shared/routes';

const STRIPE: Actor = { name: 'stripe' };
/** How long a Checkout Session takes payment (Stripe allows up to 24 hours). */
const SESSION_LIFETIME_MS = 23 * 3600 * 1000;
/** A session is handed out again while it has at least half an hour left; then a new one replaces it. */
const SESSION_REUSE_MS = SESSION_LIFETIME_MS - 30 * 60 * 1000;
const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

export type WebhookOutcome =
  | 'paid'
  | 'already_paid'
  | 'failed'
  | 'refunded'
  | 'partially_refunded'
  | 'pending'
  | 'ignored'
  | 'mismatch'
  | 'duplicate'
  | 'unknown_agreement';

/** The fields of Stripe's Checkout Session and Charge objects the webhook reads. */
interface StripeObject {
  id?: string;
  metadata?: Record<string, string> | null;
  payment_intent?: unknown;
  payment_status?: string;
  amount_total?: number | null;
  amount?: number;
  amount_refunded?: number;
  refunded?: boolean;
  currency?: string;
}

/** Stripe's own tolerance for late deliveries (5 minutes), used for signatures dated ahead too. */
const WEBHOOK_TOLERANCE_SECONDS = 300;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `t=` of a Stripe-Signature header (seconds), or Infinity when there is none. */
function signedAt(header: string): number {
  const match = /(?:^|,)t=(\d{1,12})(?:,|$)/.exec(header);
  return match ? Number(match[1]) : Infinity;
}

export const invoiceLabel = (number: number) => `INV-${number}`;
/** Recent invoices (about 40 KB each): the signer's download right after the email costs nothing. */
const INVOICE_PDF_CACHE_BYTES = 4 * 1024 * 1024;

/**
 * Payment after signing. With Stripe: a Checkout Session per agreement and the webhook that marks
 * it paid (once, whatever order or how often events arrive). Without: an invoice with a number from
 * a sequence, paid by transfer and marked paid by an admin.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');
  readonly stripe: StripeGateway | null;
  private readonly invoicePdfs: CpuResultCache<typeof INVOICE_PDF>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly agreements: AgreementsService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly settings: SiteSettings,
    private readonly analytics: AnalyticsService,
    cpu: CpuPool,
  ) {
    this.stripe = config.payments.stripe ? new StripeGateway(config.payments.stripe) : null;
    this.invoicePdfs = new CpuResultCache(cpu, INVOICE_PDF, { maxBytes: INVOICE_PDF_CACHE_BYTES });
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
    if (existing?.status === 'paid') return `${this.config.appUrl}${routes.payments.success(agreement.id)}`;
    if (
      existing?.checkoutUrl &&
      existing.checkoutCreatedAt &&
      Date.now() - existing.checkoutCreatedAt.getTime() < SESSION_REUSE_MS
    )
      return existing.checkoutUrl;
    const attempt = (existing?.checkoutAttempts ?? 0) + 1;
    if (existing?.checkoutSessionId) await this.closeCheckout(stripe, existing.checkoutSessionId);
    const session = await stripe.createCheckout({
      agreementId: agreement.id,
      code: agreement.code,
      title: agreement.title,
      amountMinor: agreement.amountMinor!,
      currency: agreement.currency!,
      email: agreement.signerEmail,
      successUrl: `${this.config.appUrl}${routes.payments.success(agreement.id)}`,
      cancelUrl: `${this.config.appUrl}${routes.payments.paymentPage(agreement.id)}`,
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
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
   * The session being replaced can no longer be paid (two open sessions could both take money). When
   * Stripe refuses (it was just paid, or has expired) the new one is made all the same: a payment on
   * the old one is then refused by the webhook and kept for an admin to refund.
   */
  private async closeCheckout(stripe: StripeGateway, sessionId: string): Promise<void> {
    try {
      await stripe.expireCheckout(sessionId);
    } catch (error) {
      this.logger.warn({ sessionId, err: error }, 'The previous Checkout Session could not be expired');
    }
  }

  /**
   * A Stripe webhook: the signature is checked on the raw body (and its time may not lie ahead),
   * the event id is stored first (a replay changes nothing), and the agreement changes together
   * with its audit event and the email that tells the signer.
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
    // Stripe's check refuses old signatures only: one dated ahead would stay replayable for that long.
    if (signedAt(signature) > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS)
      throw new PaymentsError(
        400,
        'payments.bad_signature',
        'The Stripe-Signature timestamp is in the future: check the sending clock.',
      );
    const object = event.data.object as StripeObject;
    return this.mail
      .inTransaction(async (manager, send) => {
        const agreement = await this.agreementOf(manager, object);
        const outcome = agreement
          ? await this.apply(manager, send, event, agreement, object)
          : 'unknown_agreement';
        const inserted = (await manager.query(
          `INSERT INTO payment_webhook_events (id, type, agreement_id, outcome) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO NOTHING RETURNING id`,
          [event.id, event.type, agreement?.id ?? null, outcome],
        )) as unknown[];
        if (inserted.length === 0) throw new DuplicateEvent();
        return { outcome, agreementId: agreement?.id };
      })
      .then(async ({ outcome, agreementId }) => {
        if (outcome === 'paid') await this.paymentGoal(agreementId!);
        return outcome;
      })
      .catch((error: unknown) => {
        if (error instanceof DuplicateEvent) return 'duplicate' as const;
        throw error;
      });
  }

  /**
   * The agreement an event is about: named in its metadata (Checkout Sessions), or found by the
   * payment intent we stored when it was paid (charges and refunds carry no metadata of ours).
   */
  private async agreementOf(manager: EntityManager, object: StripeObject): Promise<Agreement | null> {
    const named = object.metadata?.agreement_id;
    if (typeof named === 'string' && UUID.test(named)) return this.agreements.find(named);
    if (typeof object.payment_intent !== 'string') return null;
    const payment = await manager.findOneBy(Payment, {
      provider: 'stripe',
      paymentIntentId: object.payment_intent,
    });
    return payment ? this.agreements.find(payment.agreementId) : null;
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
    send: (email: OutgoingEmail) => Promise<void>,
    event: Stripe.Event,
    agreement: Agreement,
    object: StripeObject,
  ): Promise<WebhookOutcome> {
    const intent = typeof object.payment_intent === 'string' ? object.payment_intent : null;
    switch (event.type) {
      case 'checkout.session.completed':
        if (object.payment_status !== 'paid' && object.payment_status !== 'no_payment_required')
          return 'pending';
        return this.settleWithReceipt(manager, send, agreement, object, intent, event.id);
      case 'checkout.session.async_payment_succeeded':
        return this.settleWithReceipt(manager, send, agreement, object, intent, event.id);
      case 'checkout.session.async_payment_failed':
        if (!(await this.isOurSession(manager, agreement, object, event.id))) return 'mismatch';
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
        return this.refund(manager, send, agreement, object, event.id);
      default:
        return 'ignored';
    }
  }

  /**
   * Whether a Checkout Session event is about the session we made for this agreement, for its
   * amount and currency. Anything else is recorded on the agreement and changes nothing.
   */
  private async isOurSession(
    manager: EntityManager,
    agreement: Agreement,
    session: StripeObject,
    eventId: string,
  ): Promise<boolean> {
    const payment = await manager.findOneBy(Payment, { agreementId: agreement.id, provider: 'stripe' });
    const problem =
      !payment?.checkoutSessionId || session.id !== payment.checkoutSessionId
        ? 'not the Checkout Session made for this agreement'
        : session.amount_total !== agreement.amountMinor
          ? `amount ${String(session.amount_total)} instead of ${String(agreement.amountMinor)}`
          : String(session.currency).toUpperCase() !== agreement.currency
            ? `currency ${String(session.currency)} instead of ${String(agreement.currency)}`
            : null;
    if (!problem) return true;
    await this.refuseEvent(manager, agreement, eventId, problem);
    return false;
  }

  /** A signed event that does not match its agreement: logged and recorded on it, nothing else changes. */
  private async refuseEvent(
    manager: EntityManager,
    agreement: Agreement,
    eventId: string,
    problem: string,
  ): Promise<void> {
    this.logger.error(
      { agreementId: agreement.id, eventId, problem },
      'A Stripe event did not match its agreement',
    );
    await this.agreements.recordEvent(manager, agreement.id, 'payment_failed', STRIPE, {
      event: eventId,
      reason: `Stripe event refused: ${problem}`,
    });
  }

  /** Marks the agreement paid once, whichever of the success events comes first. */
  /** Settles a card payment and, when it was paid now, sends the receipt in the same transaction. */
  private async settleWithReceipt(
    manager: EntityManager,
    send: (email: OutgoingEmail) => Promise<void>,
    agreement: Agreement,
    session: StripeObject,
    intent: string | null,
    eventId: string,
  ): Promise<WebhookOutcome> {
    const outcome = await this.settle(manager, agreement, session, intent, eventId);
    if (outcome === 'paid') await this.sendReceipt(manager, send, agreement, 'stripe', STRIPE);
    return outcome;
  }

  /** The receipt of a settled payment, to the signer, recorded on the agreement's trail. */
  private async sendReceipt(
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

  private async settle(
    manager: EntityManager,
    agreement: Agreement,
    session: StripeObject,
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
    if (!(await this.isOurSession(manager, agreement, session, eventId))) return 'mismatch';
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
    await manager.update(Payment, payment!.id, {
      status: 'paid',
      paidAt: new Date(),
      paymentIntentId: intent,
    });
    await this.agreements.markPaid(manager, agreement.id, intent ?? eventId, STRIPE);
    return 'paid';
  }

  /**
   * A refund from Stripe's dashboard. In full: the payment and the agreement become refunded (the
   * revenue figures drop) and the signer is told. In part: recorded on the agreement, which stays paid.
   */
  private async refund(
    manager: EntityManager,
    send: (email: OutgoingEmail) => Promise<void>,
    agreement: Agreement,
    charge: StripeObject,
    eventId: string,
  ): Promise<WebhookOutcome> {
    const payment = await manager.findOneBy(Payment, { agreementId: agreement.id, provider: 'stripe' });
    const problem =
      !payment || (payment.status !== 'paid' && payment.status !== 'refunded')
        ? 'a refund for an agreement with no card payment'
        : !payment.paymentIntentId || charge.payment_intent !== payment.paymentIntentId
          ? 'a refund of a charge that is not this agreement’s payment'
          : charge.amount !== payment.amountMinor ||
              String(charge.currency).toUpperCase() !== payment.currency
            ? `a refund of a charge of ${String(charge.amount)} ${String(charge.currency)}`
            : null;
    if (problem) {
      await this.refuseEvent(manager, agreement, eventId, problem);
      return 'mismatch';
    }
    const full =
      charge.refunded === true || (charge.amount !== undefined && charge.amount_refunded === charge.amount);
    const refunded = typeof charge.amount_refunded === 'number' ? charge.amount_refunded : null;
    if (!full) {
      await this.agreements.recordEvent(manager, agreement.id, 'refunded', STRIPE, {
        event: eventId,
        amountMinor: refunded,
        partial: true,
      });
      return 'partially_refunded';
    }
    await manager.update(
      Payment,
      { agreementId: agreement.id, provider: 'stripe' },
      { status: 'refunded', refundedAt: new Date() },
    );
    if ((await this.agreements.lockedStatus(manager, agreement.id)) !== 'paid') {
      await this.agreements.recordEvent(manager, agreement.id, 'refunded', STRIPE, { event: eventId });
      return 'refunded';
    }
    await this.agreements.markRefunded(manager, agreement.id, eventId, STRIPE);
    await send({ to: agreement.signerEmail, ...refundEmail(agreement, amountOf(agreement) ?? '') });
    return 'refunded';
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
      if (agreement) await this.sendReceipt(manager, send, agreement, 'invoice', actor);
    });
    await this.paymentGoal(agreementId);
  }

  dueOn(payment: Payment): string {
    return DAY.format(
      new Date(payment.createdAt.getTime() + this.config.payments.invoiceDueDays * 86_400_000),
    );
  }

  /** Made in the CPU pool, once per invoice while its details stay the same. */
  invoicePdf(agreement: Agreement, payment: Payment): Promise<Buffer> {
    return this.invoicePdfs.get({
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
