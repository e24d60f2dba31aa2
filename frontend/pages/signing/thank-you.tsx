import { Link } from '@inertiajs/react';
import { CheckCircle2 } from 'lucide-react';
import { SignCard, SignHead } from '@/components/signing/sign-shell';
import { routes } from '@shared/routes';

/** /sign/thank-you: signed, nothing to pay. */
export default function SignThankYou() {
  return (
    <>
      <SignHead title="Thank you for signing" />
      <SignCard className="text-center">
        <CheckCircle2
          className="mx-auto size-10 text-crmturquoise-600 dark:text-crmturquoise-400"
          aria-hidden="true"
        />
        <h1 className="mt-4 text-2xl font-semibold text-crmgray-950 dark:text-zinc-50">
          Thank you for signing
        </h1>
        <p className="mx-auto mt-3 max-w-md text-crmgray-600 dark:text-zinc-400">
          Your signature is recorded. In a minute we email you the signed agreement as a PDF sealed with our
          digital signature; keep it with your records.
        </p>
        <p className="mt-6 text-sm text-crmgray-600 dark:text-zinc-400">
          Want to check a signed PDF later?{' '}
          <Link
            href={routes.signing.verifyPage()}
            className="text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
          >
            Verify it here
          </Link>
          .
        </p>
      </SignCard>
    </>
  );
}
