import { Link, useForm } from '@inertiajs/react';
import { useFormErrors } from '@/lib/form-errors';
import { AuthCard } from '@/components/auth/auth-card';
import { ProviderButtons } from '@/components/auth/provider-buttons';
import { EmailRequestForm, EmailSentNote } from '@/components/auth/email-forms';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/text-field';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import type { ClientCodeForm, ClientLinkForm } from '@shared/forms/auth';
import type { FormState } from '@shared/forms/form-state';

const footer = (
  <Link href={routes.auth.loginPage('/login')} className="underline underline-offset-2">
    Sign in with a password instead
  </Link>
);

/**
 * `/account/sign-in`: a client signs in with a code sent to the address they used for their
 * assessment or agreement; their account is made on the first sign-in.
 */
export default function ClientSignIn({
  email,
  codeSent,
  linkToken,
  providers,
}: PageProps<'auth/client-sign-in'>) {
  const check = useForm<FormState<ClientCodeForm>>({ email, code: '' });
  const checkErrors = useFormErrors(check);
  const follow = useForm<FormState<ClientLinkForm>>({ email, token: linkToken ?? '' });
  if (linkToken !== null) {
    const problem = (follow.errors as Record<string, string | undefined>).form ?? follow.errors.token;
    return (
      <AuthCard title="Sign in to your account" footer={footer}>
        <form
          method="post"
          action={routes.auth.verifyClientLink()}
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            follow.transform((data) => ({ ...data, email, token: linkToken }));
            follow.post(routes.auth.verifyClientLink());
          }}
        >
          {problem && <FormAlert message={problem} />}
          <p className="text-sm break-words text-crmgray-700 dark:text-zinc-300">
            Sign in as <strong>{email}</strong> on this device.
          </p>
          <Button type="submit" className="w-full" loading={follow.processing}>
            Sign in
          </Button>
          {problem && (
            <Link
              href={routes.auth.clientSignInPage({ email })}
              className="block text-center text-sm text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
            >
              Ask for a new code
            </Link>
          )}
        </form>
      </AuthCard>
    );
  }
  if (codeSent) {
    return (
      <AuthCard title="Enter your code" footer={footer}>
        <EmailSentNote className="mb-4">
          If <strong className="break-all">{email}</strong> has a report or an agreement with us, we have sent
          it a 6-digit code. It works for 10 minutes. Nothing after a few minutes? Check your spam folder, or{' '}
          <Link
            href={routes.auth.clientSignInPage({ email })}
            className="text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
          >
            ask for a new code
          </Link>
          .
        </EmailSentNote>
        <form
          method="post"
          action={routes.auth.verifyClientCode()}
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            // The same page component showed the address form first: its form state predates this address.
            check.transform((data) => ({ ...data, email }));
            check.post(routes.auth.verifyClientCode());
          }}
        >
          <TextField
            label="Code from the email"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            maxLength={7}
            value={check.data.code}
            onChange={(event) => check.setData('code', event.target.value)}
            error={checkErrors.code ?? checkErrors.email}
          />
          <Button type="submit" className="w-full" loading={check.processing}>
            Sign in
          </Button>
        </form>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Sign in to your account"
      description="Your reports, agreements, invoices and receipts in one place. Enter the email address you used with us and we send you a sign-in code: no password needed."
      footer={footer}
    >
      <ProviderButtons providers={providers} />
      <EmailRequestForm
        action={routes.auth.requestClientCode()}
        email={email}
        submitLabel="Email me a code"
      />
    </AuthCard>
  );
}
