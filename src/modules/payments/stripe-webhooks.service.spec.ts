import { AppConfig } from '@config/app-config';
import { MailService } from '@modules/mail';
import { AgreementsService } from '@modules/signing';
import { recorder, serviceUnderTest } from '../../../test/support/service-harness';
import { PaymentsError } from './payments.error';
import { PaymentsService } from './payments.service';
import { SettledPayments } from './settled-payments.service';
import { StripeWebhooks } from './stripe-webhooks.service';

const EVENT = { id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } };
const now = () => Math.floor(Date.now() / 1000);

async function webhooksWith(verifyEvent: () => unknown) {
  const mail = recorder<MailService>();
  const gateway = { verifyEvent };
  const { service } = await serviceUnderTest(StripeWebhooks, {
    fakes: [
      [PaymentsService, { requireStripe: () => gateway }],
      [AgreementsService, recorder<AgreementsService>().fake],
      [SettledPayments, recorder<SettledPayments>().fake],
      [MailService, mail.fake],
      [AppConfig, { appUrl: 'https://crm.example' }],
    ],
  });
  return { webhooks: service, mail };
}

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => error as PaymentsError,
  );

describe('StripeWebhooks (which events are believed)', () => {
  it('refuses a body whose signature Stripe’s check rejects, and touches nothing', async () => {
    const { webhooks, mail } = await webhooksWith(() => {
      throw new Error('No signatures found matching the expected signature for payload');
    });
    const error = await refusal(webhooks.handleWebhook(Buffer.from('{}'), `t=${now()},v1=bad`));
    expect([error?.status, error?.code]).toEqual([400, 'payments.bad_signature']);
    expect(mail.calls).toEqual([]);
  });

  it('refuses a request without its body or signature before checking anything', async () => {
    let checked = false;
    const { webhooks } = await webhooksWith(() => {
      checked = true;
      return EVENT;
    });
    expect((await refusal(webhooks.handleWebhook(undefined, `t=${now()},v1=x`)))?.code).toBe(
      'payments.bad_signature',
    );
    expect((await refusal(webhooks.handleWebhook(Buffer.from('{}'), undefined)))?.code).toBe(
      'payments.bad_signature',
    );
    expect(checked).toBe(false);
  });

  it('refuses a correctly signed event dated more than five minutes ahead (it would stay replayable)', async () => {
    const { webhooks, mail } = await webhooksWith(() => EVENT);
    const error = await refusal(webhooks.handleWebhook(Buffer.from('{}'), `t=${now() + 24 * 3600},v1=sig`));
    expect([error?.status, error?.message]).toEqual([
      400,
      'The Stripe-Signature timestamp is in the future: check the sending clock.',
    ]);
    expect(mail.calls).toEqual([]);
  });

  it('is a 404 where card payments are not set up', async () => {
    const { service } = await serviceUnderTest(StripeWebhooks, {
      fakes: [
        [
          PaymentsService,
          {
            requireStripe: () => {
              throw new PaymentsError(
                404,
                'payments.provider_unavailable',
                'Card payments are not set up on this site.',
              );
            },
          },
        ],
        [AgreementsService, recorder<AgreementsService>().fake],
        [SettledPayments, recorder<SettledPayments>().fake],
        [MailService, recorder<MailService>().fake],
        [AppConfig, { appUrl: 'https://crm.example' }],
      ],
    });
    expect((await refusal(service.handleWebhook(Buffer.from('{}'), 't=1,v1=x')))?.status).toBe(404);
  });
});
