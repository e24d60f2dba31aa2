import type { Agreement } from '@modules/signing';
import { invoiceLabel, requirePaymentDue, signedAt } from './payment-rules';
import { PaymentsError } from './payments.error';

const agreement = (overrides: Partial<Agreement>) =>
  ({ status: 'signed', amountMinor: 150000, currency: 'EUR', ...overrides }) as Agreement;

describe('payment rules', () => {
  it('a payment starts only for a signed agreement with an amount', () => {
    expect(() => requirePaymentDue(agreement({}))).not.toThrow();
    expect(() => requirePaymentDue(agreement({ status: 'awaiting_payment' }))).not.toThrow();
    expect(() => requirePaymentDue(agreement({ amountMinor: null }))).toThrow(PaymentsError);
    for (const status of ['sent', 'paid', 'voided'] as const)
      expect(() => requirePaymentDue(agreement({ status }))).toThrow();
  });

  it('reads the time of a Stripe-Signature header, and none is never "recent"', () => {
    expect(signedAt('t=1700000000,v1=abc,v0=def')).toBe(1700000000);
    expect(signedAt('v1=abc,t=1700000000')).toBe(1700000000);
    expect(signedAt('v1=abc')).toBe(Infinity);
    expect(signedAt('t=1e9,v1=abc')).toBe(Infinity);
  });

  it('names invoices INV-<number>', () => {
    expect(invoiceLabel(1042)).toBe('INV-1042');
  });
});
