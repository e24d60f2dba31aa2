import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type Stripe from 'stripe';
import { MailService, OutgoingEmail } from '@modules/mail';
import { Actor, Agreement, AgreementsService, amountOf } from '@modules/signing';
import { AppConfig } from '@config/app-config';
import { routes } from '@shared/routes';
import { clientAreaPath } from '@shared/client-records';
import { Payment } from './entities/payment.entity';
import { refundEmail } from './payment-emails';
import { awaitsPayment, signedAt, WEBHOOK_TOLERANCE_SECONDS } from './payment-rules';
import { PaymentsError } from './payments.error';
import { PaymentsService } from './payments.service';
import { SettledPayments } from './settled-payments.service';

const STRIPE: Actor = { name: 'stripe' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/**
 * Stripe's webhook: each event checked against the agreement it names (our Checkout Session, its
 * amount and currency; a refund of its own charge), applied once, with the signer's emails in the
 * same transaction.
 */
@Injectable()
export class StripeWebhooks {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly payments: PaymentsService,
    private readonly agreements: AgreementsService,
    private readonly settled: SettledPayments,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * A Stripe webhook: the signature is checked on the raw body (and its time may not lie ahead),
   * the event id is stored first (a replay changes nothing), and the agreement changes together
   * with its audit event and the email that tells the signer.
   */
  async handleWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookOutcome> {
    const stripe = this.payments.requireStripe();
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
        if (outcome === 'paid') await this.settled.countRevenue(agreementId!);
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
    if (outcome === 'paid') await this.settled.sendReceipt(manager, send, agreement, 'stripe', STRIPE);
    return outcome;
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
    if (!awaitsPayment(status)) {
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
    await this.settled.numberInvoice(manager, payment!);
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
    const creditNote = await this.settled.issueCreditNote(manager, payment!);
    await send({
      to: agreement.signerEmail,
      ...refundEmail(agreement, amountOf(agreement) ?? '', {
        number: creditNote,
        url: `${this.config.appUrl}${routes.payments.creditNotePdf(agreement.id)}`,
        clientArea: `${this.config.appUrl}${clientAreaPath('payments')}`,
      }),
    });
    return 'refunded';
  }
}

class DuplicateEvent extends Error {}
