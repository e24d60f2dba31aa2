import { Link } from '@inertiajs/react';
import { AuthCard } from '@/components/auth/auth-card';
import { EmailRequestForm, EmailSentNote } from '@/components/auth/email-forms';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** Asks for a password-reset link. The answer is the same whether or not the account exists. */
export default function ForgotPassword({ sent }: PageProps<'auth/forgot-password'>) {
  if (sent) {
    return (
      <AuthCard
        title="Check your email"
        footer={
          <Link href={routes.auth.loginPage('/login')} className="underline underline-offset-2">
            Back to sign in
          </Link>
        }
      >
        <EmailSentNote>
          If an account exists for that address, we have sent it a link to choose a new password. The link
          works once, for 1 hour. Nothing arrived after a few minutes? Check your spam folder, or{' '}
          <Link
            href={routes.auth.forgotPasswordPage()}
            className="text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
          >
            ask again
          </Link>
          .
        </EmailSentNote>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email address you sign in with. We will send you a link to choose a new password."
      footer={
        <Link href={routes.auth.loginPage('/login')} className="underline underline-offset-2">
          Back to sign in
        </Link>
      }
    >
      <EmailRequestForm action={routes.auth.requestPasswordReset()} submitLabel="Send the link" />
    </AuthCard>
  );
}
