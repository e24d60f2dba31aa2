import { Link } from '@inertiajs/react';
import { CheckCircle2 } from 'lucide-react';
import { AuthCard } from '@/components/auth/auth-card';
import { NewPasswordForm } from '@/components/auth/new-password-form';
import { buttonStyles } from '@/components/ui/button';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** SPEC "/confirm" ("Admin Confirmed"): the landing of an admin invitation or confirmation link. */
export default function Confirm({ email, isAdmin, needsPassword, hasFactor }: PageProps<'auth/confirm'>) {
  if (!email) {
    return (
      <AuthCard title="Admin Confirmed" heading="Confirm your account">
        <p className="text-sm text-crmgray-700 dark:text-zinc-300">
          Open the link from your invitation email to confirm your account. Already confirmed?
        </p>
        <Link
          href={routes.auth.loginPage('/admin-login')}
          className={buttonStyles({ className: 'mt-4 w-full' })}
        >
          Sign in
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Admin Confirmed"
      heading={isAdmin ? 'Your admin account is confirmed' : 'Your email address is confirmed'}
      description={
        <span className="inline-flex items-center gap-2">
          <CheckCircle2
            className="size-4 text-crmturquoise-600 dark:text-crmturquoise-400"
            aria-hidden="true"
          />
          {email}
        </span>
      }
    >
      {needsPassword ? (
        <div className="space-y-4">
          <p className="text-sm text-crmgray-700 dark:text-zinc-300">
            Choose a password to finish setting up.
          </p>
          <NewPasswordForm action={routes.auth.resetPassword()} submitLabel="Save password and continue" />
        </div>
      ) : (
        <div className="space-y-3">
          {!hasFactor && (
            <p className="text-sm text-crmgray-700 dark:text-zinc-300">
              Protect the back office with two-step verification: it takes two minutes with an authenticator
              app.
            </p>
          )}
          <Link
            href={isAdmin ? routes.admin.home() : routes.auth.security()}
            className={buttonStyles({ className: 'w-full' })}
          >
            {isAdmin ? 'Go to the back office' : 'Go to your account'}
          </Link>
          {!hasFactor && (
            <Link
              href={routes.auth.security()}
              className={buttonStyles({ variant: 'secondary', className: 'w-full' })}
            >
              Set up two-step verification
            </Link>
          )}
        </div>
      )}
    </AuthCard>
  );
}
