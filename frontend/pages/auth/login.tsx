import { Link, router, useForm } from '@inertiajs/react';
import { AuthCard } from '@/components/auth/auth-card';
import { ProviderButtons } from '@/components/auth/provider-buttons';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/text-field';
import { useFormErrors } from '@/lib/form-errors';
import type { LoginProps, PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import type { SignInForm, TotpCodeForm } from '@shared/forms/auth';
import type { FormState } from '@shared/forms/form-state';

const DESCRIPTIONS = {
  client: 'Sign in to see your assessments and agreements.',
  admin: 'Sign in to the CRM Advisory back office.',
  'sign-admin': 'Sign in as an admin to prepare and send agreements.',
};

/** SPEC "Authentication": /login, /auth/login ("Sign In"), /admin-login and /sign/admin-login ("Admin Login"). */
export default function Login(props: PageProps<'auth/login'>) {
  return props.step === 'code' ? <CodeStep {...props} /> : <PasswordStep {...props} />;
}

function PasswordStep({ variant, title, action, signedInAs, linkExpired, providers }: LoginProps) {
  const form = useForm<FormState<SignInForm>>({ email: '', password: '' });
  const errors = useFormErrors(form);
  return (
    <AuthCard
      title={title}
      description={DESCRIPTIONS[variant]}
      footer={
        variant === 'client' ? null : (
          <Link
            href={routes.content.home()}
            className="underline underline-offset-2 hover:text-crmgray-900 dark:hover:text-zinc-100"
          >
            Back to the website
          </Link>
        )
      }
    >
      <ProviderButtons providers={providers} />
      <form
        method="post"
        action={action}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.post(action, { onFinish: () => form.reset('password') });
        }}
        className="space-y-4"
      >
        {linkExpired && (
          <FormAlert message="That link is invalid or has expired. Request a new one below, or sign in." />
        )}
        {signedInAs && (
          <FormAlert
            tone="info"
            message={`You are signed in as ${signedInAs}, which has no admin access. Sign in with an admin account.`}
          />
        )}
        <FormAlert message={errors.form} />
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          required
          value={form.data.email}
          onChange={(event) => form.setData('email', event.target.value)}
          error={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={form.data.password}
          onChange={(event) => form.setData('password', event.target.value)}
          error={errors.password}
        />
        <Button type="submit" className="w-full" loading={form.processing}>
          Sign in
        </Button>
        <p className="text-center text-sm">
          <Link
            href={routes.auth.forgotPasswordPage()}
            className="text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
          >
            Forgot your password?
          </Link>
        </p>
        {variant === 'client' && (
          <p className="text-center text-sm text-crmgray-600 dark:text-zinc-400">
            No password?{' '}
            <Link
              href={routes.auth.clientSignInPage()}
              className="text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
            >
              Sign in with a code by email
            </Link>
          </p>
        )}
      </form>
    </AuthCard>
  );
}

function CodeStep({ title, action, email }: LoginProps) {
  const form = useForm<FormState<TotpCodeForm>>({ code: '' });
  const errors = useFormErrors(form);
  return (
    <AuthCard
      title={title}
      heading="Enter your verification code"
      description={
        <>
          Open the authenticator app you set up for <strong className="font-medium">{email}</strong> and enter
          the 6-digit code it shows.
        </>
      }
      footer={
        <form
          method="post"
          action={routes.auth.signOut()}
          onSubmit={(event) => {
            event.preventDefault();
            router.post(routes.auth.signOut(), { redirect_to: action });
          }}
        >
          <button
            type="submit"
            className="underline underline-offset-2 hover:text-crmgray-900 dark:hover:text-zinc-100"
          >
            Use a different account
          </button>
        </form>
      }
    >
      <form
        method="post"
        action={`${action}/code`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.post(`${action}/code`, { onError: () => form.reset('code') });
        }}
        className="space-y-4"
      >
        <TextField
          label="Verification code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          autoFocus
          required
          value={form.data.code}
          onChange={(event) => form.setData('code', event.target.value)}
          error={errors.code}
        />
        <Button type="submit" className="w-full" loading={form.processing}>
          Verify and continue
        </Button>
      </form>
    </AuthCard>
  );
}
