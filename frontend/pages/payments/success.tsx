import { usePoll } from '@inertiajs/react';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SignCard, SignHead } from '@/components/signing/sign-shell';
import type { PageProps } from '@shared/pages';

const POLL_MS = 2000;
const GIVE_UP_MS = 3 * 60 * 1000;

/**
 * /sign/{uuid}/success: back from Stripe. The redirect proves nothing, so the page waits for our
 * webhook to confirm the payment: it reloads its `paid` prop every 2 s (a partial reload, paused
 * while the tab is hidden) until it turns true, for at most 3 minutes.
 */
export default function PaymentSuccess({ agreement, paid }: PageProps<'payments/success'>) {
  const [slow, setSlow] = useState(false);
  const { stop } = usePoll(POLL_MS, { only: ['paid'] }, { autoStart: !paid, mode: 'rest' });

  useEffect(() => {
    if (paid) {
      stop();
      return;
    }
    const timer = setTimeout(() => {
      stop();
      setSlow(true);
    }, GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [paid, stop]);

  return (
    <>
      <SignHead title={paid ? 'Payment received' : 'Confirming your payment'} />
      <SignCard className="text-center">
        {paid ? (
          <>
            <CheckCircle2
              className="mx-auto size-10 text-crmturquoise-600 dark:text-crmturquoise-400"
              aria-hidden="true"
            />
            <h1 className="mt-4 text-2xl font-semibold text-crmgray-950 dark:text-zinc-50">
              Payment received
            </h1>
            <p className="mx-auto mt-3 max-w-md text-crmgray-600 dark:text-zinc-400" role="status">
              “{agreement.title}” is signed and paid. Thank you. Your sealed copy and receipt are in your
              inbox.
            </p>
          </>
        ) : (
          <>
            <Loader2
              className="mx-auto size-10 animate-spin text-crmblue-600 dark:text-crmblue-300"
              aria-hidden="true"
            />
            <h1 className="mt-4 text-2xl font-semibold text-crmgray-950 dark:text-zinc-50">
              Confirming your payment
            </h1>
            <p
              className="mx-auto mt-3 max-w-md text-crmgray-600 dark:text-zinc-400"
              role="status"
              aria-live="polite"
            >
              {slow
                ? 'This is taking longer than usual. You can close this page: we email you as soon as the payment is confirmed.'
                : 'Waiting for the confirmation from the payment provider. This usually takes a few seconds.'}
            </p>
          </>
        )}
      </SignCard>
    </>
  );
}
