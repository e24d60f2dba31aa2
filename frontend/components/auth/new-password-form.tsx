import { useForm } from '@inertiajs/react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

interface NewPasswordFormProps {
  action: string;
  method?: 'post' | 'put';
  /** The account page asks for the current password; the email-link screens do not. */
  askCurrent?: boolean;
  submitLabel: string;
}

/** New password + confirmation, shared by the reset screen, the admin confirmation and the account page. */
export function NewPasswordForm({
  action,
  method = 'post',
  askCurrent = false,
  submitLabel,
}: NewPasswordFormProps) {
  const form = useForm({ current_password: '', password: '', password_confirmation: '' });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(method, action, { onSuccess: () => form.reset() });
      }}
    >
      {askCurrent && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={form.data.current_password}
          onChange={(event) => form.setData('current_password', event.target.value)}
          error={form.errors.current_password}
        />
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
