import { usePoll } from '@inertiajs/react';
import { CheckCircle2, Download, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SignCard, SignHead } from '@/components/signing/sign-shell';
import { buttonStyles } from '@/components/ui/button';
import type { PageProps } from '@shared/pages';

const POLL_MS = 2000;

/** What the page says while the payment is not confirmed yet, by how it is paid. */
const WAITING = {
  stripe: {
    heading: 'Confirming your payment',
    text: 'Waiting for the confirmation from the payment provider. This usually takes a few seconds.',
    slow: 'This is taking longer than usual. You can close this page: we email your receipt as soon as the payment is confirmed.',
  },
  invoice: {
    heading: 'Waiting for your bank transfer',
    text: 'We confirm the transfer when it reaches our account, usually within two working days. This page updates if it arrives while it is open, and we email your receipt either way.',
    slow: 'You can close this page: we email your receipt as soon as the transfer has arrived.',
  },
} as const;
const GIVE_UP_MS = 3 * 60 * 1000;

/**
 * /sign/{uuid}/success: back from Stripe. The redirect proves nothing, so the page waits for our
 * webhook to confirm the payment: it reloads its `paid` prop every 2 s (a partial reload, paused
 * while the tab is hidden) until it turns true, for at most 3 minutes.
 */
export default function PaymentSuccess({
  agreement,
  mode,
  paid,
  signedPdfUrl,
  receiptPdfUrl,
}: PageProps<'payments/success'>) {
  const [slow, setSlow] = useState(false);
  const { stop } = usePoll(
    POLL_MS,
    { only: ['paid', 'signedPdfUrl', 'receiptPdfUrl'] },
    { autoStart: !paid, mode: 'rest' },
  );

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

  const waiting = WAITING[mode];
  return (
    <>
      <SignHead title={paid ? 'Payment received' : waiting.heading} />
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
              {agreement.countersigner && !agreement.countersigner.signedAt
                ? `“${agreement.title}” is paid. Thank you. ${agreement.countersigner.name} countersigns next; we email the sealed copy with both signatures as soon as they have. Your receipt is in your inbox.`
                : `“${agreement.title}” is signed and paid. Thank you. Your sealed copy and receipt are in your inbox.`}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              {signedPdfUrl && (
                <a href={signedPdfUrl} className={buttonStyles({ variant: 'secondary' })} download>
                  <Download className="size-4" aria-hidden="true" />
                  Download the signed agreement (PDF)
                </a>
              )}
              {receiptPdfUrl && (
                <a href={receiptPdfUrl} className={buttonStyles({ variant: 'secondary' })} download>
                  <Download className="size-4" aria-hidden="true" />
                  Download the receipt (PDF)
                </a>
              )}
            </div>
          </>
        ) : (
          <>
            <Loader2
              className="mx-auto size-10 animate-spin text-crmblue-600 dark:text-crmblue-300"
              aria-hidden="true"
            />
            <h1 className="mt-4 text-2xl font-semibold text-crmgray-950 dark:text-zinc-50">
              {waiting.heading}
            </h1>
            <p
              className="mx-auto mt-3 max-w-md text-crmgray-600 dark:text-zinc-400"
              role="status"
              aria-live="polite"
            >
              {slow ? waiting.slow : waiting.text}
            </p>
          </>
        )}
      </SignCard>
    </>
  );
}
