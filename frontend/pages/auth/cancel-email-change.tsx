import { Link, useForm } from '@inertiajs/react';
import { ShieldAlert } from 'lucide-react';
import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/text-field';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import type { FormState } from '@shared/forms/form-state';
import type { LinkTokenForm } from '@shared/forms/link-token';

const linkClass = 'text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300';

/** "Not me": the current address stops a change of the sign-in email (and every device is signed out). */
export default function CancelEmailChange({ token, result }: PageProps<'auth/cancel-email-change'>) {
  const form = useForm<FormState<LinkTokenForm>>({ token });
  if (result === 'cancelled') {
    return (
      <AuthCard title="The change is cancelled">
        <div className="flex gap-3 text-sm text-crmgray-700 dark:text-zinc-300">
          <ShieldAlert
            className="mt-0.5 size-5 shrink-0 text-crmturquoise-600 dark:text-crmturquoise-400"
            aria-hidden="true"
          />
          <p>
            Your account keeps signing in with this address, and every device was signed out. Someone may know
            your password:{' '}
            <Link href={routes.auth.forgotPasswordPage()} className={linkClass}>
              choose a new one now
            </Link>
            .
          </p>
        </div>
      </AuthCard>
    );
  }
  if (result === 'expired' || !token) {
    return (
      <AuthCard title="Nothing to cancel">
        <FormAlert message="This link has expired, was already used, or the change is already complete." />
        <p className="mt-4 text-sm">
          If your sign-in email changed without you,{' '}
          <Link href={routes.auth.forgotPasswordPage()} className={linkClass}>
            reset your password
          </Link>{' '}
          and reply to the email we sent you.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Cancel the email change?"
      description="Your account will keep signing in with this address, and every device will be signed out."
    >
      <form
        method="post"
        action={routes.auth.cancelEmailChange()}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.post(routes.auth.cancelEmailChange());
        }}
      >
        <Button type="submit" variant="destructive" className="w-full" loading={form.processing}>
          Cancel the change
        </Button>
      </form>
    </AuthCard>
  );
}
