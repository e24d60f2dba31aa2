import { Link, useForm } from '@inertiajs/react';
import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/text-field';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import type { VerifyLinkForm } from '@shared/forms/auth';
import type { FormState } from '@shared/forms/form-state';

/**
 * Where an emailed link opens. Using the link takes a click: mail scanners that open every link to
 * check it would otherwise spend the single-use token before the person gets there.
 */
export default function VerifyLink({ token, type, redirectTo, purpose }: PageProps<'auth/verify-link'>) {
  const form = useForm<FormState<VerifyLinkForm>>({ token, type, redirect_to: redirectTo });
  if (!token || !type) {
    return (
      <AuthCard title="This link is incomplete">
        <FormAlert message="The link is missing part of its address. Open it again from the email, or ask for a new one." />
        <p className="mt-4 text-sm">
          <Link
            href={routes.auth.loginPage('/login')}
            className="text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
          >
            Go to sign in
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={purpose} description="One more step: continue to use the link from your email.">
      <form
        method="post"
        action={routes.auth.verifyLink()}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.post(routes.auth.verifyLink());
        }}
      >
        <Button type="submit" className="w-full" loading={form.processing} autoFocus>
          {purpose}
        </Button>
      </form>
    </AuthCard>
  );
}
