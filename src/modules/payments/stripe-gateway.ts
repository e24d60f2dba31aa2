import Stripe from 'stripe';
import type { AppConfig } from '@config/app-config';

export interface CheckoutRequest {
  agreementId: string;
  code: string;
  title: string;
  amountMinor: number;
  currency: string;
  email: string;
  successUrl: string;
  cancelUrl: string;
  /** When Stripe stops taking payment on the session (at most 24 hours ahead). */
  expiresAt: Date;
  idempotencyKey: string;
}

/** The Stripe calls payments make, through the official client (pointed elsewhere by STRIPE_API_URL in tests). */
export class StripeGateway {
  private readonly stripe: Stripe;

  constructor(private readonly settings: NonNullable<AppConfig['payments']['stripe']>) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api && {
        host: api.hostname,
        port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
        protocol: api.protocol.replace(':', '') as 'http' | 'https',
      }),
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        customer_email: request.email,
        client_reference_id: request.agreementId,
        metadata: { agreement_id: request.agreementId, agreement_code: request.code },
        payment_intent_data: {
          metadata: { agreement_id: request.agreementId, agreement_code: request.code },
        },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amountMinor,
              product_data: { name: request.title, description: `Agreement ${request.code}` },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
    return { id: session.id, url: session.url };
  }

  /** Closes a session nobody may pay any more (Stripe refuses when it was paid or has expired). */
  async expireCheckout(sessionId: string): Promise<void> {
    await this.stripe.checkout.sessions.expire(sessionId);
  }

  /** The event, if the signature over the raw body is Stripe's; throws otherwise. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }
}
