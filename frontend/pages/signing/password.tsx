import { useForm } from '@inertiajs/react';
import { useFormErrors } from '@/lib/form-errors';
import { LockKeyhole } from 'lucide-react';
import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/text-field';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import type { FormState } from '@shared/forms/form-state';
import type { SignerPasswordForm } from '@shared/forms/signing';

/** /sign/{uuid}/password: the agreement's password, before anything of it is shown. */
export default function SignPassword({ agreementId, title, lockedMinutes }: PageProps<'signing/password'>) {
  const form = useForm<FormState<SignerPasswordForm>>({ password: '' });
  const errors = useFormErrors(form);
  return (
    <AuthCard
      title="Enter the agreement password"
      description={
        <span className="flex gap-2">
          <LockKeyhole className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            “{title}” is protected. Enter the password the sender gave you (it is never in the email with the
            link).
          </span>
        </span>
      }
    >
      {lockedMinutes !== null && (
        <div className="mb-4">
          <FormAlert
            message={`Too many wrong passwords. Try again in ${lockedMinutes} minute${lockedMinutes === 1 ? '' : 's'}.`}
          />
        </div>
      )}
      <form
        method="post"
        action={routes.signing.password(agreementId)}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          form.post(routes.signing.password(agreementId), { onError: () => form.reset('password') });
        }}
      >
        <TextField
          label="Password"
          type="password"
          autoComplete="off"
          autoFocus
          value={form.data.password}
          onChange={(event) => form.setData('password', event.target.value)}
          error={errors.password}
        />
        <Button type="submit" className="w-full" loading={form.processing}>
          Continue
        </Button>
      </form>
    </AuthCard>
  );
}
