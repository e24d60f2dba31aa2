import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { Agreement, AgreementsService } from '@modules/signing';
import { routes } from '@shared/routes';
import { Payment } from './entities/payment.entity';
import { requirePaymentDue } from './payment-rules';
import { PaymentsError } from './payments.error';
import type * as StripeClient from './stripe-gateway';
import type { StripeGateway } from './stripe-gateway';

/** How long a Checkout Session takes payment (Stripe allows up to 24 hours). */
const SESSION_LIFETIME_MS = 23 * 3600 * 1000;
/** A session is handed out again while it has at least half an hour left; then a new one replaces it. */
const SESSION_REUSE_MS = SESSION_LIFETIME_MS - 30 * 60 * 1000;

/**
 * Payment after signing: which way this site takes it, and with Stripe a Checkout Session per
 * agreement. The webhook is StripeWebhooks; without Stripe, Invoices (paid by transfer).
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');
  readonly stripe: StripeGateway | null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly agreements: AgreementsService,
    private readonly config: AppConfig,
  ) {
    // The Stripe client (220 modules) loads only when keys are set: start-up, docs/performance.md.
    this.stripe = config.payments.stripe
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it is used
        new (require('./stripe-gateway') as typeof StripeClient).StripeGateway(config.payments.stripe)
      : null;
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
    requirePaymentDue(agreement);
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

  /** The Stripe gateway, or a 404 where card payments are not set up. */
  requireStripe(): StripeGateway {
    if (!this.stripe)
      throw new PaymentsError(
        404,
        'payments.provider_unavailable',
        'Card payments are not set up on this site.',
      );
    return this.stripe;
  }
}
