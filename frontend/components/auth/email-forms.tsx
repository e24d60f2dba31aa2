import { useForm } from '@inertiajs/react';
import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { EmailOnlyForm } from '@shared/forms/auth';
import type { FormState } from '@shared/forms/form-state';

/**
 * The one-field form of the pages that email something to an address (a password-reset link, a
 * sign-in code). The server answers the same whether or not the address is known.
 */
export function EmailRequestForm({
  action,
  email = '',
  submitLabel,
}: {
  action: string;
  email?: string;
  submitLabel: string;
}) {
  const form = useForm<FormState<EmailOnlyForm>>({ email });
  return (
    <form
      method="post"
      action={action}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        form.post(action);
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
        {submitLabel}
      </Button>
    </form>
  );
}

/** "We have sent it…": what those pages say once the email is on its way. */
export function EmailSentNote({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`flex gap-3 text-sm text-crmgray-700 dark:text-zinc-300 ${className}`}>
      <MailCheck
        className="mt-0.5 size-5 shrink-0 text-crmturquoise-600 dark:text-crmturquoise-400"
        aria-hidden="true"
      />
      <p>{children}</p>
    </div>
  );
}
