import { CpuPool } from '@common/workers/cpu-pool';
import { AppConfig } from '@config/app-config';
import { AnalyticsService } from '@modules/analytics';
import { SiteSettings } from '@modules/settings';
import { MailService, type OutgoingEmail } from '@modules/mail';
import { AgreementsService, type Agreement } from '@modules/signing';
import { recorder, serviceUnderTest } from '../../../test/support/service-harness';
import { Payment } from './entities/payment.entity';
import { PaymentsError } from './payments.error';
import { SettledPayments } from './settled-payments.service';

const AGREEMENT = {
  id: 'a1',
  code: 'AGR-ABCD-1234',
  title: 'CRM audit',
  signerName: 'Dana Whitfield',
  signerEmail: 'dana@example.com',
  amountMinor: 150000,
  currency: 'EUR',
  variables: {},
} as unknown as Agreement;

async function settledWith(found: Agreement | null) {
  const sent: OutgoingEmail[] = [];
  const agreements = recorder<AgreementsService>({ find: found });
  const analytics = recorder<AnalyticsService>();
  const harness = await serviceUnderTest(SettledPayments, {
    entities: [Payment],
    fakes: [
      [AgreementsService, agreements.fake],
      [AnalyticsService, analytics.fake],
      [AppConfig, { appUrl: 'https://crm.example' }],
      [
        SiteSettings,
        { current: () => ({ sellerName: 'Clearline', sellerAddress: '', sellerVatNumber: '' }) },
      ],
      // The receipt PDF is pdf-lib's work in the pool; here, its inputs are what matter.
      [
        CpuPool,
        {
          run: (_task: unknown, receipt: { number: string }) =>
            Promise.resolve(Buffer.from(`PDF ${receipt.number}`)),
        },
      ],
      [
        MailService,
        {
          inTransaction: (
            work: (manager: unknown, send: (email: OutgoingEmail) => Promise<void>) => unknown,
          ) => work(harness.store.manager, (email) => Promise.resolve(void sent.push(email))),
        },
      ],
    ],
  });
  return { ...harness, sent, agreements, analytics };
}

describe('SettledPayments (what follows a settled payment)', () => {
  it('sends the receipt to the signer and records it on the agreement’s trail', async () => {
    const { service, store, sent, agreements } = await settledWith(AGREEMENT);
    store.seed(Payment, {
      agreementId: 'a1',
      provider: 'stripe',
      invoiceNumber: null,
      status: 'paid',
      amountMinor: 150000,
      currency: 'EUR',
      paidAt: new Date(),
    });
    await service.resendReceipt('a1', { name: 'admin@example.com' });
    expect(sent.map((email) => [email.to, email.subject])).toEqual([
      ['dana@example.com', expect.stringContaining('Receipt')],
    ]);
    // It links to the receipt PDF (made when downloaded, not in the request that settled the payment).
    expect(sent[0].text).toContain('https://crm.example/sign/a1/receipt.pdf');
    await expect(service.receiptFile(AGREEMENT)).resolves.toMatchObject({
      filename: expect.stringMatching(/^RCT-[0-9A-F]{8}\.pdf$/),
    });
    const [event] = agreements.callsOf('recordEvent');
    expect(event.args.slice(1, 4)).toEqual(['a1', 'receipt_sent', { name: 'admin@example.com' }]);
  });

  it('has no receipt to send again for a payment that is not settled (409), and sends nothing', async () => {
    const { service, store, sent } = await settledWith(AGREEMENT);
    store.seed(Payment, { agreementId: 'a1', provider: 'stripe', status: 'refunded' });
    const error = await service.resendReceipt('a1', { name: 'admin' }).catch((caught: unknown) => caught);
    await expect(service.receiptFile(AGREEMENT)).rejects.toMatchObject({
      status: 404,
      code: 'payments.no_receipt',
    });
    expect(error).toBeInstanceOf(PaymentsError);
    expect((error as PaymentsError).code).toBe('payments.no_receipt');
    expect(sent).toEqual([]);
  });

  it('credits the revenue to the visitor who signed', async () => {
    const { service, analytics } = await settledWith(AGREEMENT);
    await service.countRevenue('a1');
    expect(analytics.callsOf('goal')[0].args).toEqual([
      'payment_received',
      { sameVisitorAs: { goal: 'agreement_signed', ref: 'a1' }, ref: 'a1' },
    ]);
  });
});
