import { Link, useForm } from '@inertiajs/react';
import { MailCheck } from 'lucide-react';
import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import type { EmailOnlyForm } from '@shared/forms/auth';
import type { FormState } from '@shared/forms/form-state';

/** Asks for a password-reset link. The answer is the same whether or not the account exists. */
export default function ForgotPassword({ sent }: PageProps<'auth/forgot-password'>) {
  const form = useForm<FormState<EmailOnlyForm>>({ email: '' });
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
        <div className="flex gap-3 text-sm text-crmgray-700 dark:text-zinc-300">
          <MailCheck
            className="mt-0.5 size-5 shrink-0 text-crmturquoise-600 dark:text-crmturquoise-400"
            aria-hidden="true"
          />
          <p>
            If an account exists for that address, we have sent it a link to choose a new password. The link
            works once, for 1 hour. Nothing arrived after a few minutes? Check your spam folder, or{' '}
            <Link
              href={routes.auth.forgotPasswordPage()}
              className="text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
            >
              ask again
            </Link>
            .
          </p>
        </div>
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
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          form.post(routes.auth.requestPasswordReset());
        }}
      >
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          autoFocus
          required
          value={form.data.email}
          onChange={(event) => form.setData('email', event.target.value)}
          error={form.errors.email}
        />
        <Button type="submit" className="w-full" loading={form.processing}>
          Send the link
        </Button>
      </form>
    </AuthCard>
  );
}
