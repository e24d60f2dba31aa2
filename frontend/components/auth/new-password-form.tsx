import { router, useForm } from '@inertiajs/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { routes } from '@shared/routes';
import type { NewPasswordForm } from '@shared/forms/auth';
import type { FormState } from '@shared/forms/form-state';

interface NewPasswordFormProps {
  action: string;
  method?: 'post' | 'put';
  /**
   * The account page asks for a code emailed on request (a session without a second factor proves
   * the mailbox once more); the email-link screens and aal2 sessions do not.
   */
  askCode?: boolean;
  submitLabel: string;
}

/** New password + confirmation, shared by the reset screen, the admin confirmation and the account page. */
export function NewPasswordForm({
  action,
  method = 'post',
  askCode = false,
  submitLabel,
}: NewPasswordFormProps) {
  const form = useForm<FormState<NewPasswordForm>>({ nonce: '', password: '', password_confirmation: '' });
  const [sending, setSending] = useState(false);
  const sendCode = () =>
    router.post(
      routes.auth.reauthenticateWithPassword(),
      {},
      {
        preserveScroll: true,
        preserveState: true,
        onStart: () => setSending(true),
        onFinish: () => setSending(false),
      },
    );
  return (
    <form
      method="post"
      action={action}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(method, action, { onSuccess: () => form.reset() });
      }}
    >
      {askCode && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label="Verification code"
            hint="We email it to you: it works once, for 10 minutes."
            inputMode="numeric"
            autoComplete="one-time-code"
            className="flex-1"
            value={form.data.nonce}
            onChange={(event) => form.setData('nonce', event.target.value)}
            error={form.errors.nonce}
          />
          <Button type="button" variant="secondary" loading={sending} className="sm:mt-7" onClick={sendCode}>
            Email me a code
          </Button>
        </div>
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters. A short sentence is easy to remember and hard to guess."
        value={form.data.password}
        onChange={(event) => form.setData('password', event.target.value)}
        error={form.errors.password}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        value={form.data.password_confirmation}
        onChange={(event) => form.setData('password_confirmation', event.target.value)}
        error={form.errors.password_confirmation}
      />
      <Button type="submit" loading={form.processing}>
        {submitLabel}
      </Button>
    </form>
  );
}
