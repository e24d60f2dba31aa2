import { useForm, usePoll } from '@inertiajs/react';
import { CreditCard, Download, Landmark, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { DetailList } from '@/components/admin/detail-list';
import { SignCard, SignHead } from '@/components/signing/sign-shell';
import { Button, buttonStyles } from '@/components/ui/button';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** How often the page asks whether the invoice is ready (it is issued in the background, in a second or two). */
const INVOICE_POLL_MS = 1500;

/** /sign/{uuid}/payment: the fee after signing, by card (Stripe Checkout) or by bank transfer against an invoice. */
export default function Payment({ agreement, mode, invoice }: PageProps<'payments/payment'>) {
  const form = useForm({});
  const preparing = mode === 'invoice' && !invoice;
  const { stop } = usePoll(INVOICE_POLL_MS, { only: ['invoice', 'agreement'] }, { autoStart: preparing });
  useEffect(() => {
    if (!preparing) stop();
  }, [preparing, stop]);
  return (
    <>
      <SignHead title={`Payment · ${agreement.title}`} />
      <div className="space-y-6">
        <div>
          <p className="text-sm font-medium text-crmblue-700 dark:text-crmblue-300">
            Signed · {agreement.code}
          </p>
          <h1 className="mt-1 text-2xl font-semibold text-crmgray-950 dark:text-zinc-50">
            One step left: the payment
          </h1>
          <p className="mt-2 text-crmgray-600 dark:text-zinc-400">
            Thank you for signing “{agreement.title}”. The fee of {agreement.amount} is due now.
          </p>
        </div>
        {mode === 'stripe' ? (
          <SignCard>
            <div className="flex gap-3">
              <CreditCard
                className="mt-0.5 size-5 shrink-0 text-crmblue-600 dark:text-crmblue-300"
                aria-hidden="true"
              />
              <div className="space-y-3">
                <h2 className="text-lg font-semibold text-crmgray-950 dark:text-zinc-50">Pay by card</h2>
                <p className="text-sm text-crmgray-600 dark:text-zinc-400">
                  You pay on Stripe’s secure page and come back here. We never see your card details.
                </p>
                <Button
                  size="lg"
                  loading={form.processing}
                  onClick={() => form.post(routes.payments.pay(agreement.id))}
                >
                  Pay {agreement.amount}
                </Button>
              </div>
            </div>
          </SignCard>
        ) : !invoice ? (
          <SignCard>
            <p role="status" className="flex items-center gap-3 text-sm text-crmgray-700 dark:text-zinc-300">
              <Loader2 className="size-5 shrink-0 animate-spin text-crmblue-600" aria-hidden="true" />
              Preparing your invoice: its number, the PDF and the bank details appear here in a moment, and we
              email it to you too.
            </p>
          </SignCard>
        ) : (
          <SignCard>
            <div className="flex gap-3">
              <Landmark
                className="mt-0.5 size-5 shrink-0 text-crmblue-600 dark:text-crmblue-300"
                aria-hidden="true"
              />
              <div className="flex-1 space-y-4">
                <h2 className="text-lg font-semibold text-crmgray-950 dark:text-zinc-50">
                  Pay by bank transfer
                </h2>
                <p className="text-sm text-crmgray-600 dark:text-zinc-400">
                  We have emailed you invoice {invoice.number}. Transfer the amount with the invoice number as
                  the reference; we confirm by email when it arrives.
                </p>
                <DetailList
                  rows={[
                    ['Invoice', invoice.number],
                    ['Amount', invoice.amount],
                    ['Due by', invoice.dueOn],
                    ['Pay to', invoice.bankDetails],
                    ['Reference', invoice.number],
                  ]}
                />
                <a href={invoice.pdfUrl} className={buttonStyles({ variant: 'secondary' })}>
                  <Download className="size-4" aria-hidden="true" />
                  Download the invoice (PDF)
                </a>
              </div>
            </div>
          </SignCard>
        )}
      </div>
    </>
  );
}
