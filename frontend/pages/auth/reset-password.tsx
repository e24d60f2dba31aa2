import { Link } from '@inertiajs/react';
import { AuthCard } from '@/components/auth/auth-card';
import { NewPasswordForm } from '@/components/auth/new-password-form';
import { FormAlert } from '@/components/ui/text-field';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** Where a recovery link lands (already signed in by the link): choose the new password. */
export default function ResetPassword({ email }: PageProps<'auth/reset-password'>) {
  if (!email) {
    return (
      <AuthCard title="Choose a new password">
        <FormAlert message="This page opens from the link in a password-reset email, and that link has expired or was already used." />
        <p className="mt-4 text-sm">
          <Link
            href={routes.auth.forgotPasswordPage()}
            className="text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
          >
            Request a new link
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      description={<>For {email}. You stay signed in here; other devices are signed out.</>}
    >
      <NewPasswordForm action={routes.auth.resetPassword()} submitLabel="Save the new password" />
    </AuthCard>
  );
}
