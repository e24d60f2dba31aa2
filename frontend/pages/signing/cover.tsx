import { Link } from '@inertiajs/react';
import { ArrowRight } from 'lucide-react';
import { DetailList } from '@/components/admin/detail-list';
import { ClosedNotice, longDate, SignCard, SignHead } from '@/components/signing/sign-shell';
import { buttonStyles } from '@/components/ui/button';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** /sign/{uuid}/cover: who it is between, what it costs, and what happens next, before the text. */
export default function SignCover({ agreement, closed }: PageProps<'signing/cover'>) {
  const next = [
    'Read the agreement to the end.',
    ...(agreement.requireCode ? ['Enter the 6-digit code we email to you, to confirm it is you.'] : []),
    'Type your name or draw your signature, and sign.',
    agreement.amount
      ? `Pay ${agreement.amount}, by card or bank transfer as offered.`
      : 'Nothing to pay: you are done after signing.',
    ...(agreement.countersigner ? [`${agreement.countersigner.name} countersigns after you.`] : []),
    agreement.countersigner
      ? 'We email you the signed copy with both signatures, sealed with our digital signature.'
      : 'We email you the signed copy, sealed with our digital signature.',
  ];
  return (
    <>
      <SignHead title={agreement.title} />
      <div className="space-y-6">
        <div>
          <p className="text-sm font-medium text-crmblue-700 dark:text-crmblue-300">
            Agreement {agreement.code}
          </p>
          <h1 className="mt-1 text-2xl font-semibold text-crmgray-950 dark:text-zinc-50">
            {agreement.title}
          </h1>
        </div>
        {closed && <ClosedNotice closed={closed} />}
        <SignCard>
          <h2 className="mb-4 text-lg font-semibold text-crmgray-950 dark:text-zinc-50">Summary</h2>
          <DetailList
            rows={[
              ['From', agreement.sender],
              ['For', agreement.signerName],
              ['Amount due on signing', agreement.amount ?? 'None'],
              ...(agreement.countersigner
                ? [['Signing order', `1. You, 2. ${agreement.countersigner.name}`] as [string, string]]
                : []),
              ['Sent', longDate(agreement.sentAt)],
              ...(agreement.expiresAt
                ? [['Sign by', longDate(agreement.expiresAt)] as [string, string]]
                : []),
            ]}
          />
        </SignCard>
        {!closed && (
          <SignCard>
            <h2 className="mb-3 text-lg font-semibold text-crmgray-950 dark:text-zinc-50">
              What happens next
            </h2>
            <ol className="list-decimal space-y-1.5 pl-5 text-sm text-crmgray-700 dark:text-zinc-300">
              {next.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <Link
              href={routes.signing.document(agreement.id)}
              className={buttonStyles({ className: 'mt-6 w-full sm:w-auto' })}
            >
              Read and sign
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </SignCard>
        )}
      </div>
    </>
  );
}
